'use strict';

const { useSandbox, tokenFor, call } = require('./sandbox');
const { runNode } = require('./engine');

/** Shared by the translation job tests: credentials, running the node, and what went over the wire. */

const JOB_SCOPES = ['data:read', 'data:write', 'data:create'];
const JOB_PATH = '/modelderivative/v2/designdata/job';
const EU_JOB_PATH = '/modelderivative/v2/regions/eu/designdata/job';
const OBJECT_ID = 'urn:adsk.objects:os.object:sandbox-bucket/house.rvt';
/** A Fusion design: the source for the output types a .rvt cannot give (STL, STEP, IGES, FBX; the service answers 406). */
const SOLID_OBJECT_ID = 'urn:adsk.objects:os.object:sandbox-bucket/bracket.f3d';
const SOLID_TYPES = ['stl', 'step', 'iges', 'fbx'];
/** The source a job with these formats can be made from. */
const sourceFor = (formats) => ([].concat(formats).some((format) => SOLID_TYPES.includes(format.type)) ? SOLID_OBJECT_ID : OBJECT_ID);
const urnOf = (id) => Buffer.from(id).toString('base64url');

function credentialsFor(sandbox, { scopes = JOB_SCOPES, userId = null } = {}) {
	return {
		baseUrl: sandbox.url,
		clientId: 'sandbox-client',
		clientSecret: 'sandbox-secret',
		grantType: 'authorizationCode',
		oauthTokenData: { access_token: tokenFor(sandbox, { scopes, userId }), token_type: 'Bearer' },
	};
}

/** Runs one translation job operation; `items` defaults to one empty item; `tool` as in runNode. */
function runJob(sandbox, parameters, { items, continueOnFail = false, scopes, tool } = {}) {
	return runNode({
		tool,
		parameters: { resource: 'translationJob', ...parameters },
		items,
		continueOnFail,
		credentials: credentialsFor(sandbox, { scopes }),
	});
}

/** Create with one or more formats (each `{ type, ...fields }`), other fields merged in. */
function createJob(sandbox, formats, parameters = {}, runOptions = {}) {
	return runJob(
		sandbox,
		{ operation: 'create', source: OBJECT_ID, outputFormats: { format: [].concat(formats) }, ...parameters },
		runOptions,
	);
}

/** Get Manifest of OBJECT_ID (unless the parameters give another source). */
const readManifest = (sandbox, parameters = {}) => runJob(sandbox, { operation: 'getManifest', source: OBJECT_ID, ...parameters });

/** The manifest path of OBJECT_ID's design, on the EU endpoint when `eu`. */
const manifestPath = (eu = false) => `/modelderivative/v2/${eu ? 'regions/eu/' : ''}designdata/${urnOf(OBJECT_ID)}/manifest`;

/** Every request the sandbox received on the Model Derivative paths (any region). */
const derivativeRequests = (sandbox, method) => sandbox.ctx.log.find({ method, path: /^\/modelderivative\// });

/** The bodies of the job requests sent, parsed. */
const jobBodies = (sandbox) => sandbox.ctx.log.find({ method: 'POST', path: /\/designdata\/job$/ }).map((entry) => JSON.parse(entry.body));

/** How long a sandbox job takes (sandbox time), through the admin path. */
const setJobDuration = (sandbox, durationMs) => call(sandbox, 'POST', '/__sandbox/derivative/settings', { json: { durationMs } });

module.exports = {
	EU_JOB_PATH,
	JOB_PATH,
	JOB_SCOPES,
	SOLID_OBJECT_ID,
	sourceFor,
	OBJECT_ID,
	call,
	createJob,
	credentialsFor,
	derivativeRequests,
	jobBodies,
	manifestPath,
	readManifest,
	runJob,
	setJobDuration,
	tokenFor,
	urnOf,
	useSandbox,
};
