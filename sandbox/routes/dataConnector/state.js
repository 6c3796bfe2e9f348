'use strict';

const crypto = require('node:crypto');
const { SEED, SEED_TIME } = require('../../seed/data');
const { QUEUED_MS, RUNNING_MS, SEEDED_JOB_ID, SEEDED_REQUEST_ID, ZIP_NAME, groupFile, groupSchemaFile } = require('../../seed/dataConnector');
const { zipOf } = require('./zip');

/**
 * The Data Connector's saved requests, their jobs and the jobs' extracts. A job's state follows
 * the sandbox clock: queued for `queuedMs` after it was made, running for `runningMs`, then
 * complete (success), unless it was cancelled before.
 */

const iso = (ms) => new Date(ms).toISOString();

/** The files of an extract: a CSV file a service group, the README, each group's JSON schema, and the ZIP of them all. */
function extractOf(serviceGroups, rowCount, at) {
	const csvs = serviceGroups.map((group) => groupFile(group, rowCount));
	const schemas = serviceGroups.map((group) => groupSchemaFile(group));
	const readme = { name: 'README.txt', content: Buffer.from(`Data extract\r\n${csvs.map((file) => `${file.name}: one row a record`).join('\r\n')}\r\n${schemas.map((file) => `${file.name}: the tables' columns and types`).join('\r\n')}\r\n`) };
	const files = [...csvs, readme, ...schemas];
	return [...files, { name: ZIP_NAME, content: zipOf(files, at) }].map((file) => ({ ...file, createdAt: iso(at) }));
}

function newJob(request, createdAt) {
	return {
		id: crypto.randomUUID(),
		requestId: request.id,
		accountId: request.accountId,
		projectId: request.projectId,
		projectIdList: request.projectIdList,
		serviceGroups: request.serviceGroups,
		createdBy: request.createdBy,
		createdByEmail: request.createdByEmail,
		createdAt: iso(createdAt),
		madeAt: createdAt,
		cancelledAt: null,
		files: null,
		called: false,
	};
}

function createDataConnectorState() {
	const account = SEED.hubs.acc.slice(2);
	const createdAt = SEED_TIME + 3_600_000;
	const request = {
		id: SEEDED_REQUEST_ID,
		accountId: account,
		description: 'Nightly issues and RFIs',
		isActive: true,
		scheduleInterval: 'ONE_TIME',
		reoccuringInterval: null,
		effectiveFrom: iso(createdAt),
		effectiveTo: null,
		serviceGroups: ['issues', 'rfis'],
		callbackUrl: null,
		projectId: null,
		projectIdList: [],
		projectStatus: 'all',
		dateRange: null,
		startDate: null,
		endDate: null,
		sendEmail: true,
		createdBy: SEED.users.admin,
		createdByEmail: 'ada.admin@sandbox.example',
		createdAt: iso(createdAt),
		updatedBy: SEED.users.admin,
		updatedAt: iso(createdAt),
		lastQueuedAt: iso(createdAt),
	};
	const job = { ...newJob(request, createdAt), id: SEEDED_JOB_ID, called: true };
	job.files = extractOf(request.serviceGroups, 12, createdAt + QUEUED_MS + RUNNING_MS);
	return {
		requests: new Map([[request.id, request]]),
		jobs: new Map([[job.id, job]]),
		secret: crypto.randomBytes(32),
		/** The callback calls made: `{ url, body }`. */
		callbacks: [],
		queuedMs: QUEUED_MS,
		runningMs: RUNNING_MS,
		/** Admin settings (`POST /__sandbox/dataConnector/settings`): `zipBytes`, the ZIP's size when not 0. */
		settings: { zipBytes: 0 },
	};
}

/** A job's state now: `status` (queued, running, complete) and `completionStatus` (success, cancelled). */
function jobTimes(state, job, now) {
	const startedAt = job.madeAt + state.queuedMs;
	const completedAt = startedAt + state.runningMs;
	if (job.cancelledAt !== null) {
		return { status: 'complete', completionStatus: 'cancelled', startedAt: job.cancelledAt >= startedAt ? iso(startedAt) : null, completedAt: iso(job.cancelledAt) };
	}
	if (now < startedAt) return { status: 'queued', completionStatus: null, startedAt: null, completedAt: null };
	if (now < completedAt) return { status: 'running', completionStatus: null, startedAt: iso(startedAt), completedAt: null };
	return { status: 'complete', completionStatus: 'success', startedAt: iso(startedAt), completedAt: iso(completedAt) };
}

/** The job as the API answers it. */
function renderJob(ctx, job) {
	const state = ctx.state.dataConnector;
	const { madeAt, cancelledAt, files, serviceGroups, called, ...fields } = job;
	return { ...fields, ...jobTimes(state, job, ctx.clock.now()), sendEmail: true };
}

/** The extract of a job that completed with success (made when first asked for), or undefined. */
function extractFiles(ctx, job) {
	const state = ctx.state.dataConnector;
	const times = jobTimes(state, job, ctx.clock.now());
	if (times.completionStatus !== 'success') return undefined;
	if (!job.files) job.files = extractOf(job.serviceGroups, 5, Date.parse(times.completedAt));
	return job.files;
}

/** A new job of `request`, queued now. */
function spawnJob(ctx, request) {
	const job = newJob(request, ctx.clock.now());
	ctx.state.dataConnector.jobs.set(job.id, job);
	request.lastQueuedAt = job.createdAt;
	return job;
}

module.exports = { createDataConnectorState, renderJob, extractFiles, spawnJob, jobTimes };
