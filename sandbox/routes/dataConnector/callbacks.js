'use strict';

const { jobTimes } = require('./state');

/**
 * The request's callback URL, called once for each job when the job is done ("If the data request
 * contains a callback URL, jobs will also call that URL when completed"). The pages give no body:
 * the sandbox POSTs the job's ids and outcome as JSON (docs/service-decisions.md) and ignores the
 * answer; a call that fails is not made again.
 */
function callDone(ctx) {
	const state = ctx.state.dataConnector;
	if (!state) return;
	const now = ctx.clock.now();
	for (const job of state.jobs.values()) {
		if (job.called) continue;
		const times = jobTimes(state, job, now);
		if (times.status !== 'complete') continue;
		job.called = true;
		const request = state.requests.get(job.requestId);
		if (!request?.callbackUrl) continue;
		const body = { requestId: job.requestId, jobId: job.id, accountId: job.accountId, status: times.status, completionStatus: times.completionStatus, completedAt: times.completedAt };
		state.callbacks.push({ url: request.callbackUrl, body });
		fetch(request.callbackUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
	}
}

module.exports = { callDone };
