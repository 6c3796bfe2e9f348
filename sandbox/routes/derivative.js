'use strict';

const crypto = require('node:crypto');
const { HttpError } = require('../http');
const { json, raw } = require('../responses');
const { validateJob, OUTPUT_TYPES } = require('./derivative/jobValidation');
const manifests = require('./derivative/manifests');
const { solidPng } = require('./derivative/png');
const downloads = require('./derivative/downloads');
const metadata = require('./derivative/metadata');
const { requireSource } = require('./derivative/sources');

/** As modelderivative.yaml's security says: a job needs data:read, data:write and data:create. */
const JOB_SCOPES = [['data:read', 'data:write', 'data:create']];
/** The manifest may be read with either; the thumbnail, metadata and derivatives need data:read. */
const READ_SCOPES = [['data:read'], ['viewables:read']];
const DATA_READ_SCOPES = [['data:read']];
const DELETE_SCOPES = [['data:read', 'data:write']];
const REGIONS = ['US', 'EMEA', 'AUS', 'CAN', 'DEU', 'IND', 'JPN', 'GBR'];
const THUMBNAIL_SIZES = ['100', '200', '400'];
const SETTLE_INTERVAL_MS = 200;

const PREFIXES = [
	{ prefix: '/modelderivative/v2/designdata', eu: false },
	{ prefix: '/modelderivative/v2/regions/eu/designdata', eu: true },
];

/** Which source formats each output type accepts (GET .../designdata/formats). */
const FORMATS = {
	svf: ['3dm', '3ds', 'asm', 'catpart', 'catproduct', 'dgn', 'dwf', 'dwg', 'dxf', 'f3d', 'fbx', 'iam', 'ifc', 'ipt', 'jt', 'max', 'nwc', 'nwd', 'obj', 'pdf', 'prt', 'rvt', 'sldasm', 'sldprt', 'step', 'stl', 'stp', 'vue', 'zip'],
	svf2: ['3dm', '3ds', 'asm', 'catpart', 'catproduct', 'dgn', 'dwf', 'dwg', 'dxf', 'f3d', 'fbx', 'iam', 'ifc', 'ipt', 'jt', 'max', 'nwc', 'nwd', 'obj', 'pdf', 'prt', 'rvt', 'sldasm', 'sldprt', 'step', 'stl', 'stp', 'vue', 'zip'],
	thumbnail: ['3dm', '3ds', 'asm', 'catpart', 'catproduct', 'dgn', 'dwf', 'dwg', 'f3d', 'fbx', 'iam', 'ifc', 'ipt', 'nwd', 'rvt', 'step', 'stl', 'stp', 'zip'],
	stl: ['f3d', 'fbx', 'iam', 'ipt', 'wire'],
	step: ['f3d', 'fbx', 'iam', 'ipt', 'wire'],
	iges: ['f3d', 'fbx', 'iam', 'ipt', 'wire'],
	obj: ['asm', 'f3d', 'fbx', 'iam', 'ipt', 'neu', 'prt', 'rvt', 'sldasm', 'sldprt', 'step', 'stp', 'wire', 'x_b', 'x_t'],
	dwg: ['f2d', 'f3d', 'rvt'],
	fbx: ['f3d'],
	ifc: ['rvt'],
};

const STARTUP_TIME = formatStartupTime(new Date());
const timers = new WeakMap();

/** Model Derivative: translation jobs, manifests that move over sandbox time, thumbnails. */
module.exports = {
	name: 'derivative',
	FORMATS,

	createState: () => manifests.createDerivativeState(),

	register(router, ctx) {
		for (const { prefix, eu } of PREFIXES) {
			router
				.add('POST', `${prefix}/job`, derivativeRoute((request) => createJob(request, ctx, eu)))
				.add('GET', `${prefix}/formats`, derivativeRoute((request) => listFormats(request, ctx)))
				.add('GET', `${prefix}/:urn/manifest`, derivativeRoute((request) => getManifest(request, ctx, eu)))
				.add('DELETE', `${prefix}/:urn/manifest`, derivativeRoute((request) => deleteManifest(request, ctx, eu)))
				.add('GET', `${prefix}/:urn/thumbnail`, derivativeRoute((request) => getThumbnail(request, ctx, eu)))
				.add('GET', `${prefix}/:urn/manifest/:derivativeUrn/signedcookies`, derivativeRoute((request) => withManifest(request, ctx, eu, (manifest, view) => downloads.signedCookies(ctx, request, manifest, view))))
				.add('HEAD', `${prefix}/:urn/manifest/:derivativeUrn`, derivativeRoute((request) => withManifest(request, ctx, eu, (manifest, view) => downloads.derivativeDetails(ctx, manifest, view, request.params.derivativeUrn))))
				.add('GET', `${prefix}/:urn/metadata`, derivativeRoute((request) => withManifest(request, ctx, eu, (manifest) => metadata.listViews(manifest, ctx.clock.now()))))
				.add('GET', `${prefix}/:urn/metadata/:guid`, derivativeRoute((request) => withManifest(request, ctx, eu, (manifest) => metadata.objectTree(ctx, request, manifest))))
				.add('GET', `${prefix}/:urn/metadata/:guid/properties`, derivativeRoute((request) => withManifest(request, ctx, eu, (manifest) => metadata.allProperties(ctx, request, manifest))))
				.add('POST', `${prefix}/:urn/metadata/:guid/properties:query`, derivativeRoute((request) => withManifest(request, ctx, eu, (manifest) => metadata.queryProperties(ctx, request, manifest))));
		}
		router.add('GET', `${downloads.CDN_PREFIX}/:region/:urn/:path`, (request) => downloads.cdnDownload(ctx, request));
		ctx.clock.onAdvance(() => settleQuietly(ctx));
		const timer = setInterval(() => settleQuietly(ctx), SETTLE_INTERVAL_MS);
		timer.unref();
		timers.set(ctx, timer);
	},

	registerAdmin(router, ctx) {
		router
			.add('POST', '/__sandbox/derivative/settings', (request) => {
				const changes = request.json() || {};
				const settings = ctx.state.derivative.settings;
				for (const [name, value] of Object.entries(changes)) {
					if (!(name in settings)) throw new HttpError(400, 'Bad Request', `Unknown setting ${name}; one of ${Object.keys(settings).join(', ')}.`);
					if (!Number.isFinite(value) || value < 0) throw new HttpError(400, 'Bad Request', `${name} must be a number, 0 or more.`);
				}
				if (!Object.keys(changes).length) throw new HttpError(400, 'Bad Request', 'Give durationMs (milliseconds a job takes), propertiesPendingReads (202 answers before a view\'s data is ready) or derivativeBytes (the size of every derivative file downloaded; 0: its built bytes).');
				Object.assign(settings, changes);
				return json(200, ctx.state.derivative.settings);
			})
			.add('POST', '/__sandbox/derivative/settle', async () => json(200, { deliveries: await manifests.settle(ctx) }))
			.add('GET', '/__sandbox/derivative/manifests', () => {
				const now = ctx.clock.now();
				return json(200, [...ctx.state.derivative.manifests.values()].map((manifest) => manifests.manifestView(manifest, now)));
			});
	},

	close(ctx) {
		clearInterval(timers.get(ctx));
		timers.delete(ctx);
	},

	settle: (ctx) => manifests.settle(ctx),
};

function settleQuietly(ctx) {
	if (ctx.state.derivative) manifests.settle(ctx).catch(() => undefined);
}

/**
 * Adds the service's response headers and answers errors as `{ diagnostic }`; a 400 also carries
 * `x-ads-exception-id` and `x-ads-troubleshooting`.
 */
function derivativeRoute(handler) {
	return async (request) => {
		const started = Date.now();
		let response;
		try {
			response = await handler(request);
		} catch (error) {
			if (!(error instanceof HttpError)) throw error;
			const body = { diagnostic: error.detail };
			if (error.code) body.errorCode = error.code;
			response = json(error.status, body);
			if (error.status === 400) Object.assign(response.headers, { 'x-ads-exception-id': crypto.randomUUID(), 'x-ads-troubleshooting': 'Invalid Request' });
		}
		Object.assign(response.headers, {
			'x-ads-app-identifier': 'platform-viewing-sandbox-1.0.0-local',
			'x-ads-startup-time': STARTUP_TIME,
			'x-ads-duration': String(Date.now() - started),
		});
		return response;
	};
}

/** The region of a request: EMEA on the EU path (headers ignored), else `region` or `x-ads-region`. */
function requestRegion(request, eu) {
	if (eu) return 'EMEA';
	const value = request.headers.region ?? request.headers['x-ads-region'];
	if (value === undefined || value === '') return undefined;
	const region = String(value).toUpperCase();
	if (!REGIONS.includes(region)) throw new HttpError(400, 'Bad Request', `Unknown region '${value}'; one of ${REGIONS.join(', ')}.`);
	return region;
}

function booleanHeader(request, name) {
	const value = request.headers[name];
	if (value === undefined || value === '') return false;
	if (!/^(true|false)$/i.test(value)) throw new HttpError(400, 'Bad Request', `Header ${name} must be true or false.`);
	return value.toLowerCase() === 'true';
}

async function createJob(request, ctx, eu) {
	const caller = ctx.tokens.authenticate(request, JOB_SCOPES);
	if (!/^application\/json\b/i.test(String(request.headers['content-type'] || ''))) {
		throw new HttpError(400, 'Bad Request', 'Content-Type must be application/json.');
	}
	const force = booleanHeader(request, 'x-ads-force');
	const derivativeFormat = request.headers['x-ads-derivative-format'];
	if (derivativeFormat !== undefined && derivativeFormat !== 'latest' && derivativeFormat !== 'fallback') {
		throw new HttpError(400, 'Bad Request', "Header x-ads-derivative-format must be 'latest' or 'fallback'.");
	}
	const body = request.json();
	const { objectId } = validateJob(body);
	requireSource(ctx, objectId);
	checkSourceType(ctx, objectId, body.output.formats);
	const destination = body.output.destination && body.output.destination.region;
	const region = requestRegion(request, eu) ?? (destination ? destination.toUpperCase() : 'US');
	const { urn } = body.input;
	const { formats } = body.output;

	const state = ctx.state.derivative;
	const now = ctx.clock.now();
	const key = manifests.manifestKey(urn, region);
	if (force) state.manifests.delete(key);
	const existing = state.manifests.get(key);
	if (existing && manifests.runningJob(existing, now)) {
		throw new HttpError(409, 'Conflict', 'A translation job for this source design is still in progress in this region. Wait for it to finish, or send x-ads-force: true.');
	}
	const acceptedJobs = { output: { formats, destination: { region } } };
	const missing = formats.filter((format) => !existing || !manifests.hasSucceeded(existing, format.type, now));
	if (!missing.length) return json(201, { result: 'created', urn, acceptedJobs });
	manifests.startJob(state, { urn, region, objectId, formats: missing, misc: body.misc, creator: caller.userId || caller.clientId, now });
	return json(200, { result: 'success', urn, acceptedJobs });
}

/** The file type of a source: its object key's extension, or a data version's name's. */
function sourceTypeOf(ctx, objectId) {
	const version = ctx.state.data && ctx.state.data.versions.get(objectId);
	const name = version ? version.name : objectId.slice(objectId.lastIndexOf('/') + 1);
	const match = /\.([A-Za-z0-9_]+)$/.exec(name);
	const type = match && match[1].toLowerCase();
	return type && type !== 'zip' && Object.values(FORMATS).some((types) => types.includes(type)) ? type : undefined;
}

/** 406, as the service answers, for an output type the source's file type cannot give. */
function checkSourceType(ctx, objectId, formats) {
	const type = sourceTypeOf(ctx, objectId);
	if (!type) return;
	const refused = formats.map((format) => format.type).filter((output) => FORMATS[output] && !FORMATS[output].includes(type));
	if (refused.length) {
		throw new HttpError(406, 'Not Acceptable', `The source's file type (${type}) cannot be translated to ${refused.join(', ')}; see GET /modelderivative/v2/designdata/formats.`);
	}
}

function findManifest(request, ctx, eu) {
	const region = requestRegion(request, eu) ?? 'US';
	const manifest = ctx.state.derivative.manifests.get(manifests.manifestKey(request.params.urn, region));
	if (!manifest) throw new HttpError(404, 'Not Found', `No manifest for ${request.params.urn} in region ${region}.`);
	return manifest;
}

/** Runs `handler(manifest, view)` for a reader of the request's manifest (its current view). */
function withManifest(request, ctx, eu, handler) {
	ctx.tokens.authenticate(request, DATA_READ_SCOPES);
	settleQuietly(ctx);
	const manifest = findManifest(request, ctx, eu);
	return handler(manifest, manifests.manifestView(manifest, ctx.clock.now()));
}

async function getManifest(request, ctx, eu) {
	ctx.tokens.authenticate(request, READ_SCOPES);
	settleQuietly(ctx);
	return json(200, manifests.manifestView(findManifest(request, ctx, eu), ctx.clock.now()));
}

/** Idempotent, as the OpenAPI file says: 200 `{ result: 'success' }` also when there is no manifest. */
async function deleteManifest(request, ctx, eu) {
	ctx.tokens.authenticate(request, DELETE_SCOPES);
	const region = requestRegion(request, eu) ?? 'US';
	ctx.state.derivative.manifests.delete(manifests.manifestKey(request.params.urn, region));
	return json(200, { result: 'success' });
}

/** GET .../:urn/thumbnail?width=&height=: a PNG once a viewable or thumbnail derivative succeeded. */
async function getThumbnail(request, ctx, eu) {
	ctx.tokens.authenticate(request, DATA_READ_SCOPES);
	const width = request.query.get('width');
	const height = request.query.get('height');
	for (const [name, value] of [['width', width], ['height', height]]) {
		if (value !== null && !THUMBNAIL_SIZES.includes(value)) throw new HttpError(400, 'Bad Request', `${name} must be 100, 200 or 400.`);
	}
	const manifest = findManifest(request, ctx, eu);
	if (!manifests.thumbnailReady(manifest, ctx.clock.now())) throw new HttpError(404, 'Not Found', 'No thumbnail exists for this source design yet.');
	const size = Number(width ?? height ?? 200);
	return raw(200, solidPng(Number(width ?? size), Number(height ?? size)), 'image/png', { 'x-ads-role': 'rendered' });
}

async function listFormats(request, ctx) {
	ctx.tokens.authenticate(request, READ_SCOPES);
	const formats = Object.fromEntries(OUTPUT_TYPES.map((type) => [type, FORMATS[type]]));
	return json(200, { formats });
}

/** `EEE MMM dd HH:mm:ss Z yyyy` in UTC, e.g. `Tue Jun 03 10:15:30 +0000 2025`. */
function formatStartupTime(date) {
	const [weekday, day, month, year, time] = date.toUTCString().replace(',', '').split(' ');
	return `${weekday} ${month} ${day} ${time} +0000 ${year}`;
}
