'use strict';

const crypto = require('node:crypto');
const { deliverEvent } = require('../webhooks');

const DEFAULT_DURATION_MS = 3000;
/** Share of a job's duration during which it is still `pending`. */
const PENDING_SHARE = 0.1;
const THUMBNAIL_SOURCES = new Set(['svf', 'svf2', 'thumbnail']);
const FILE_EXTENSIONS = { dwg: 'dwg', fbx: 'fbx', ifc: 'ifc', iges: 'iges', obj: 'obj', step: 'stp', stl: 'stl' };

const FAILURE_MESSAGES = {
	failed: { type: 'error', code: 'TranslationWorker-InternalFailure', message: 'Unrecoverable exit code from extractor: -1073741831' },
	timeout: { type: 'error', code: 'TranslationWorker-Timeout', message: 'The translation did not finish within the time allowed.' },
};

/**
 * Manifests keyed by (urn, region). A manifest holds the jobs run for its source and one
 * derivative per output type; a derivative's state follows its job over sandbox time.
 */
function createDerivativeState() {
	return { settings: { durationMs: DEFAULT_DURATION_MS, propertiesPendingReads: 0, derivativeBytes: 0 }, manifests: new Map(), pendingReads: new Map() };
}

const manifestKey = (urn, region) => `${region}|${urn}`;

/** A source whose object id says `fail` or `timeout` ends that way. */
function outcomeOf(objectId) {
	if (objectId.includes('fail')) return 'failed';
	if (objectId.includes('timeout')) return 'timeout';
	return 'success';
}

/** @returns {{ status: string, percent: number, done: boolean }} */
function jobPhase(job, now) {
	const elapsed = now - job.startedAt;
	if (elapsed >= job.durationMs) return { status: job.outcome, percent: 100, done: true };
	if (elapsed < job.durationMs * PENDING_SHARE) return { status: 'pending', percent: 0, done: false };
	return { status: 'inprogress', percent: Math.min(99, Math.max(1, Math.floor((elapsed / job.durationMs) * 100))), done: false };
}

function runningJob(manifest, now) {
	return manifest.jobs.find((job) => !jobPhase(job, now).done);
}

function hasSucceeded(manifest, outputType, now) {
	return manifest.derivatives.some((derivative) => derivative.outputType === outputType && jobPhase(derivative.job, now).status === 'success');
}

function thumbnailReady(manifest, now) {
	return manifest.derivatives.some((derivative) => THUMBNAIL_SOURCES.has(derivative.outputType) && jobPhase(derivative.job, now).status === 'success');
}

/** Starts a job for the formats given (the caller has left out those already done). */
function startJob(state, { urn, region, objectId, formats, misc, creator, now }) {
	const key = manifestKey(urn, region);
	let manifest = state.manifests.get(key);
	if (!manifest) {
		manifest = { urn, region, objectId, name: objectId.split('/').pop().split(':').pop(), jobs: [], derivatives: [] };
		state.manifests.set(key, manifest);
	}
	const job = {
		id: crypto.randomUUID(),
		startedAt: now,
		durationMs: state.settings.durationMs,
		outcome: outcomeOf(objectId),
		formats,
		workflow: misc && misc.workflow,
		workflowAttribute: misc && misc.workflow ? misc.workflowAttribute : undefined,
		creator,
		notified: false,
	};
	manifest.jobs.push(job);
	const types = new Set(formats.map((format) => format.type));
	manifest.derivatives = manifest.derivatives.filter((derivative) => !types.has(derivative.outputType));
	for (const format of formats) manifest.derivatives.push({ outputType: format.type, format, job });
	return job;
}

function manifestView(manifest, now) {
	const running = runningJob(manifest, now);
	let status;
	let progress = 'complete';
	if (running) {
		const phase = jobPhase(running, now);
		status = phase.status;
		progress = `${phase.percent}% complete`;
	} else {
		const outcomes = manifest.derivatives.map((derivative) => derivative.job.outcome);
		status = outcomes.includes('failed') ? 'failed' : outcomes.includes('timeout') ? 'timeout' : 'success';
	}
	return {
		type: 'manifest',
		hasThumbnail: String(thumbnailReady(manifest, now)),
		status,
		progress,
		region: manifest.region,
		urn: manifest.urn,
		version: '1.0',
		derivatives: manifest.derivatives.map((derivative) => derivativeView(manifest, derivative, now)),
	};
}

function derivativeView(manifest, derivative, now) {
	const phase = jobPhase(derivative.job, now);
	const succeeded = phase.status === 'success';
	const view = {
		name: manifest.name,
		hasThumbnail: String(succeeded && THUMBNAIL_SOURCES.has(derivative.outputType)),
		status: phase.status,
		progress: phase.done ? 'complete' : `${phase.percent}% complete`,
		outputType: derivative.outputType,
		messages: FAILURE_MESSAGES[phase.status] ? [FAILURE_MESSAGES[phase.status]] : [],
		children: succeeded ? childrenOf(manifest, derivative) : [],
	};
	return view;
}

/** A guid that stays the same on every read of the same derivative. */
function stableGuid(...parts) {
	const hex = crypto.createHash('sha1').update(parts.join('|')).digest('hex');
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The files and views of a derivative that succeeded; each has the guid, type, role and status
 * that ManifestResources requires (`modelderivative/modelderivative.yaml`).
 */
function childrenOf(manifest, derivative) {
	const { outputType, format, job } = derivative;
	const base = manifest.name.replace(/\.[^.]*$/, '') || 'model';
	const fileUrn = (path) => `urn:adsk.viewing:fs.file:${manifest.urn}/output/${path}`;
	const guid = (...parts) => stableGuid(job.id, outputType, ...parts);
	if (outputType === 'svf' || outputType === 'svf2') {
		const views = format.views.map((role) => ({
			guid: guid(role),
			type: 'geometry',
			role,
			name: role === '3d' ? '{3D}' : 'Sheet 1',
			status: 'success',
			progress: 'complete',
			hasThumbnail: 'true',
			viewableID: guid(role, 'viewable'),
			children: [
				{
					guid: guid(role, 'graphics'),
					type: 'resource',
					role: 'graphics',
					mime: role === '2d' && outputType === 'svf' ? 'application/autodesk-f2d' : `application/autodesk-${outputType}`,
					urn: fileUrn(`${outputType === 'svf2' ? 'Resource' : '1'}/${base}_${role}.${outputType}`),
					status: 'success',
				},
				// The service lists a view's thumbnail in each of its sizes (the OpenAPI's manifest example).
				...[100, 200, 400].map((size) => ({
					guid: guid(role, 'thumbnail', size),
					type: 'resource',
					role: 'thumbnail',
					mime: 'image/png',
					urn: fileUrn(`1/${base}_${role}_${size}x${size}.png`),
					resolution: [size, size],
					status: 'success',
				})),
			],
		}));
		const properties = { guid: guid('properties'), type: 'resource', role: 'Autodesk.CloudPlatform.PropertyDatabase', mime: 'application/autodesk-db', urn: fileUrn('1/properties.db'), status: 'success' };
		return [...views, properties];
	}
	if (outputType === 'thumbnail') {
		const width = (format.advanced && (format.advanced.width || format.advanced.height)) || 200;
		const height = (format.advanced && (format.advanced.height || format.advanced.width)) || 200;
		return [{ guid: guid('thumbnail'), type: 'resource', role: 'thumbnail', mime: 'image/png', urn: fileUrn(`${base}_${width}x${height}.png`), resolution: [width, height], status: 'success' }];
	}
	return [{ guid: guid('file'), type: 'resource', role: outputType, mime: 'application/octet-stream', urn: fileUrn(`${outputType}/${base}.${FILE_EXTENSIONS[outputType]}`), status: 'success' }];
}

/**
 * Finishes the jobs whose time has come: a job with `misc.workflow` is reported once, as the
 * derivative system's `extraction.finished` event, to the hooks scoped to that workflow.
 * Answers when every delivery has been attempted.
 */
function settle(ctx) {
	const state = ctx.state.derivative;
	const now = ctx.clock.now();
	const deliveries = [];
	for (const manifest of state.manifests.values()) {
		for (const job of manifest.jobs) {
			if (job.notified || !jobPhase(job, now).done) continue;
			job.notified = true;
			if (job.workflow) deliveries.push(deliverEvent(ctx, finishedEvent(manifest, job)).catch((error) => [{ error: error.message }]));
		}
	}
	return Promise.all(deliveries).then((results) => results.flat());
}

function finishedEvent(manifest, job) {
	const attributes = job.workflowAttribute ?? {};
	return {
		system: 'derivative',
		event: 'extraction.finished',
		scope: { workflow: job.workflow },
		resourceUrn: manifest.urn,
		payload: {
			TimeStamp: job.startedAt + job.durationMs,
			URN: manifest.urn,
			EventType: 'EXTRACTION_FINISHED',
			Status: job.outcome,
			Progress: 'complete',
			Region: manifest.region,
			CorrelationId: job.id,
			WorkflowId: job.workflow,
			WorkflowAttributes: attributes,
			workflowAttribute: attributes,
			Outputs: job.formats.map((format) => format.type),
			creatorId: job.creator,
		},
	};
}

module.exports = { createDerivativeState, manifestKey, jobPhase, runningJob, hasSucceeded, thumbnailReady, startJob, manifestView, settle };
