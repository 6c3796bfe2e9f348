'use strict';

const http = require('node:http');
const { pipeline } = require('node:stream/promises');
const { Router } = require('./router');
const { RequestLog } = require('./log');
const { Clock } = require('./clock');
const { Faults, rewriteNext } = require('./faults');
const { RateLimits } = require('./rateLimits');
const { TokenStore } = require('./tokens');
const { readBody, send, HttpError, parseJsonBody } = require('./http');
const { apiJson, json } = require('./responses');

/**
 * Each module owns a part of the service: `createState(ctx)` builds its seeded state (called again
 * on reset) and `register(router, ctx)` adds its routes; `registerAdmin(router, ctx)` optionally adds
 * sandbox-only paths under `/__sandbox`; `close(ctx)` optionally stops a module's timers.
 */
const MODULES = [
	require('./routes/oauth'),
	require('./routes/data'),
	require('./routes/derivative'),
	require('./routes/webhooks'),
	require('./routes/admin'),
	require('./routes/oss'),
	require('./routes/issues'),
	require('./routes/rfis'),
	require('./routes/submittals'),
	require('./routes/accountAdmin'),
	require('./routes/dataConnector'),
	require('./routes/serviceAccounts'),
	require('./routes/docs'),
	require('./routes/aecDataModel'),
];

const ADMIN_PREFIX = '/__sandbox';

/**
 * Starts the APS-compatible sandbox on loopback.
 * `stateRule` (authorize's `state`): 'documented' (default) allows only letters, digits and
 * `, . _ -` as APS's SDK reference says; 'rfc6749' allows any printable ASCII, as the REST
 * reference ("arbitrary data") and RFC 6749 do. n8n's state is base64 with `=` padding, so a real
 * n8n needs 'rfc6749' (see test/e2e/oauth.test.js).
 * `editorUrl`: the n8n editor's address, which the sandbox's own page (GET /) links to.
 * @param {{ port?: number, host?: string, stateRule?: 'documented' | 'rfc6749', editorUrl?: string }} [options]
 */
async function createSandbox({ port = 0, host = '127.0.0.1', stateRule = 'documented', editorUrl } = {}) {
	const clock = new Clock();
	const ctx = {
		options: { stateRule, editorUrl },
		clock,
		log: new RequestLog(),
		faults: new Faults(),
		rateLimits: new RateLimits(clock),
		tokens: new TokenStore(clock),
		state: {},
		baseUrl: '',
		reset() {
			ctx.log.clear();
			ctx.faults.clear();
			ctx.rateLimits.clear();
			ctx.tokens = new TokenStore(clock);
			clock.offsetMs = 0;
			for (const module of MODULES) if (module.createState) ctx.state[module.name] = module.createState(ctx);
		},
	};
	const router = new Router();
	for (const module of MODULES) {
		if (module.register) module.register(router, ctx);
		if (module.registerAdmin) module.registerAdmin(router, ctx);
	}
	ctx.reset();

	const sockets = new Set();
	const server = http.createServer((req, res) => {
		handle(req, res, router, ctx).catch((error) => {
			send(res, 500, JSON.stringify({ error: String(error && error.stack) }), { 'Content-Type': 'application/json' });
		});
	});
	server.on('connection', (socket) => {
		sockets.add(socket);
		socket.on('close', () => sockets.delete(socket));
	});
	await new Promise((resolve) => server.listen(port, host, resolve));
	const address = server.address();
	ctx.baseUrl = `http://${host}:${address.port}`;

	return {
		url: ctx.baseUrl,
		port: address.port,
		ctx,
		close() {
			for (const module of MODULES) if (module.close) module.close(ctx);
			for (const socket of sockets) socket.destroy();
			return new Promise((resolve) => server.close(() => resolve()));
		},
	};
}

async function handle(req, res, router, ctx) {
	// Repeated leading slashes are one (Autodesk's SDK sends `//authentication/...`); as a URL that
	// would be a host.
	const url = new URL(req.url.replace(/^\/{2,}/, '/'), 'http://sandbox');
	// A route marked `streamsBody` reads the request itself (large uploads never sit in memory).
	const target = router.match(req.method, url.pathname);
	const streamed = Boolean(target && target.handler && target.handler.streamsBody);
	const body = streamed ? Buffer.alloc(0) : await readBody(req);
	const request = {
		method: req.method,
		path: url.pathname,
		url,
		query: url.searchParams,
		headers: req.headers,
		body,
		json: () => parseJsonBody(body),
		params: {},
		stream: streamed ? req : undefined,
	};
	const isAdmin = url.pathname.startsWith(ADMIN_PREFIX);
	const entry = isAdmin
		? undefined
		: ctx.log.record({
				time: ctx.clock.now(),
				method: req.method,
				path: url.pathname,
				query: queryObject(url.searchParams),
				headers: { ...req.headers },
				body: body.toString('utf8'),
				status: undefined,
			});

	const fault = isAdmin ? undefined : ctx.faults.take(req.method, url.pathname);
	if (entry && fault) entry.fault = fault.kind;
	if (fault && fault.kind === 'drop') {
		req.socket.destroy();
		return;
	}
	if (fault && fault.kind === 'slow') await clientGivesUp(req, res, fault.delayMs);
	if (fault && fault.kind === 'status') {
		if (streamed) await drain(req);
		return write(res, entry, faultResponse(fault));
	}
	if (fault && fault.kind === 'cut' && streamed) {
		// An upload cut midway: part of the request body read, then the connection gone.
		await readUpTo(req, Math.floor(Number(req.headers['content-length'] ?? 0) * fault.fraction));
		if (entry) entry.status = 0;
		req.socket.destroy();
		return;
	}
	if (fault && fault.kind === 'redirect') {
		return write(res, entry, { status: fault.status, body: '', headers: { Location: fault.location } });
	}
	// The signed address's own check sees a later time: it refuses as for an expired address.
	if (fault && fault.kind === 'expired') request.clockAheadMs = fault.aheadMs;
	const retryAfter = isAdmin ? undefined : ctx.rateLimits.check(req.method, url.pathname);
	if (retryAfter !== undefined) {
		return write(res, entry, errorResponse(new HttpError(429, 'Too Many Requests', 'Rate limit exceeded. Wait before retrying.'), { 'Retry-After': String(retryAfter) }));
	}

	let response;
	try {
		const found = router.match(req.method, url.pathname);
		if (!found) {
			response = notModelledResponse(req.method, url.pathname);
		} else {
			if (found.methodNotAllowed) throw new HttpError(405, 'Method Not Allowed', `${req.method} is not allowed on ${url.pathname}.`);
			request.params = found.params;
			response = await found.handler(request, ctx);
		}
	} catch (error) {
		if (!(error instanceof HttpError)) throw error;
		response = error.response || errorResponse(error);
	}
	if (response === null) return; // the route answered itself (kept the connection)
	if (fault && fault.kind === 'drop-after') {
		req.socket.destroy();
		return;
	}
	// A streamed request answered before its body was read: read it, so the client hears the answer.
	if (streamed && !req.readableEnded) await drain(req);
	if (fault && fault.kind === 'status-after') response = faultResponse(fault);
	if (fault && (fault.kind === 'repeat-next' || fault.kind === 'endless-next')) response = rewriteNext(fault, response);
	if (fault && fault.kind === 'broken-json') response = { status: 200, body: '{"data": [ {"id": ', headers: { 'Content-Type': 'application/json' } };
	if (fault && fault.kind === 'cut') return cut(res, entry, response, fault.fraction);
	write(res, entry, response);
}

/**
 * A `cut` fault: the answer's headers and the first `fraction` of its body, then the connection
 * destroyed, as a transfer that breaks midway.
 */
async function cut(res, entry, response, fraction) {
	if (entry) entry.status = response.status;
	const headers = { ...response.headers };
	const body = response.stream ? undefined : Buffer.from(response.body ?? '');
	const length = Number(headers['Content-Length'] ?? body?.length ?? 0);
	if (!response.stream) headers['Content-Length'] = String(length);
	const keep = Math.floor(length * fraction);
	res.writeHead(response.status, headers);
	let sent = 0;
	let flushed = Promise.resolve();
	const chunks = response.stream ?? [body];
	for await (const chunk of chunks) {
		const part = chunk.subarray(0, Math.max(0, keep - sent));
		if (part.length) {
			flushed = new Promise((resolve) => res.write(part, resolve));
			if (res.writableNeedDrain) await new Promise((resolve) => res.once('drain', resolve));
		}
		sent += part.length;
		if (sent >= keep) break;
	}
	if (response.stream && response.stream.destroy) response.stream.destroy();
	// Every byte written reaches the socket first; then the connection closes short of the length.
	await flushed;
	res.socket.end();
}

/** Holds a request until its client closes the connection (gave up waiting), or `limitMs` passes. */
function clientGivesUp(req, res, limitMs) {
	if (req.socket.destroyed) return Promise.resolve();
	return new Promise((resolve) => {
		const done = () => {
			clearTimeout(timer);
			res.off('close', done);
			resolve();
		};
		const timer = setTimeout(done, limitMs);
		res.on('close', done);
	});
}

/** Reads a request's body until `bytes` have come (or it ends), keeping none of it. */
function readUpTo(req, bytes) {
	return new Promise((resolve) => {
		let read = 0;
		const done = () => {
			req.off('data', onData);
			req.pause();
			resolve();
		};
		const onData = (chunk) => {
			read += chunk.length;
			if (read >= bytes) done();
		};
		req.on('data', onData).on('end', done).on('error', done).on('close', done);
	});
}

function drain(req) {
	return new Promise((resolve) => {
		req.on('end', resolve).on('error', resolve).on('close', resolve).resume();
	});
}

function write(res, entry, response) {
	if (entry) entry.status = response.status;
	if (response.stream) {
		// A streamed answer (object bytes): its route sets Content-Length.
		res.writeHead(response.status, response.headers);
		pipeline(response.stream, res).catch(() => res.destroy());
		return;
	}
	send(res, response.status, response.body, response.headers);
}

function errorResponse(error, headers = {}) {
	const response = apiJson(error.status, {
		jsonapi: { version: '1.0' },
		errors: [{ status: String(error.status), code: error.code || `ERR_${error.status}`, title: error.title, detail: error.detail }],
	});
	Object.assign(response.headers, headers);
	return response;
}

/** An endpoint the sandbox lacks: 501, so a client never takes it for the API's own 404 of a missing resource. */
function notModelledResponse(method, path) {
	return apiJson(501, {
		jsonapi: { version: '1.0' },
		errors: [{ status: '501', code: 'NOT_MODELLED', title: 'Not Implemented', detail: `${method} ${path} is not modelled by the sandbox.`, meta: { method, path } }],
	});
}

function faultResponse(fault) {
	const headers = {};
	if (fault.status === 429) headers['Retry-After'] = String(fault.retryAfter ?? 1);
	if (fault.body !== undefined) return json(fault.status, fault.body, headers);
	const titles = { 429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' };
	return errorResponse(new HttpError(fault.status, titles[fault.status] || 'Error', `Sandbox fault: ${fault.kind} ${fault.status}.`), headers);
}

function queryObject(searchParams) {
	const query = {};
	for (const key of new Set(searchParams.keys())) {
		const values = searchParams.getAll(key);
		query[key] = values.length === 1 ? values[0] : values;
	}
	return query;
}

module.exports = { createSandbox };
