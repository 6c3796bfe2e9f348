'use strict';

const { empty, json } = require('../../responses');
const { accountFor, dcCaller, dcError, notFound, pageOf, paged, requireUuid } = require('./access');
const { ownRequest } = require('./requests');
const { jobTimes, renderJob } = require('./state');

/**
 * Jobs: those of one saved request (`requests/{requestId}/jobs`), of the account
 * (`jobs`, optionally of one `projectId`), one job, and cancelling a job (DELETE).
 * A user sees the jobs of the requests they created.
 */

const jobsOf = (ctx, predicate) => [...ctx.state.dataConnector.jobs.values()].filter(predicate).map((job) => renderJob(ctx, job));

function listRequestJobs(ctx, request) {
	const caller = dcCaller(ctx, request, 'data:read');
	const account = accountFor(ctx, caller, request.params.accountId);
	const page = pageOf(request);
	const saved = ownRequest(ctx, caller, account, request.params.requestId);
	return paged(jobsOf(ctx, (job) => job.requestId === saved.id), page);
}

function listAccountJobs(ctx, request) {
	const caller = dcCaller(ctx, request, 'data:read');
	const account = accountFor(ctx, caller, request.params.accountId);
	const page = pageOf(request);
	const projectId = request.query.get('projectId');
	const project = projectId === null ? null : requireUuid('projectId', projectId);
	return paged(
		jobsOf(ctx, (job) => job.accountId === account.id && job.createdBy === caller.userId && (!project || job.projectId === project || (job.projectIdList || []).includes(project))),
		page,
	);
}

/** The caller's job of the account, or 404. */
function ownJob(ctx, caller, account, jobId) {
	const id = requireUuid('jobId', jobId);
	const job = ctx.state.dataConnector.jobs.get(id);
	if (!job || job.accountId !== account.id || job.createdBy !== caller.userId) throw notFound();
	return job;
}

function getJob(ctx, request) {
	const caller = dcCaller(ctx, request, 'data:read');
	const account = accountFor(ctx, caller, request.params.accountId);
	return json(200, renderJob(ctx, ownJob(ctx, caller, account, request.params.jobId)));
}

/** Cancels a queued or running job; one that has completed (or was cancelled) is a conflict. */
function cancelJob(ctx, request) {
	const caller = dcCaller(ctx, request, 'data:write');
	const account = accountFor(ctx, caller, request.params.accountId);
	const job = ownJob(ctx, caller, account, request.params.jobId);
	const now = ctx.clock.now();
	if (jobTimes(ctx.state.dataConnector, job, now).status === 'complete') throw dcError(409, 'ERR_CONFLICT', `Job ${job.id} has already completed: only a queued or running job can be cancelled.`);
	job.cancelledAt = now;
	return empty(204);
}

module.exports = { listRequestJobs, listAccountJobs, getJob, cancelJob, ownJob };
