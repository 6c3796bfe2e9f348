'use strict';

const { callDone } = require('./dataConnector/callbacks');
const files = require('./dataConnector/files');
const jobs = require('./dataConnector/jobs');
const requests = require('./dataConnector/requests');
const { largeZipFits } = require('./dataConnector/largeZip');
const { createDataConnectorState } = require('./dataConnector/state');
const { HttpError } = require('../http');
const { json } = require('../responses');

/**
 * The Data Connector API (the reference pages `data-connector/v1/accounts/{accountId}/...`):
 * saved data requests, the jobs they spawn and the jobs' extracts through signed URLs.
 */
const BASE = '/data-connector/v1/accounts/:accountId';

/** How often the sandbox looks for jobs done whose callback is due. */
const CALLBACK_SWEEP_MS = 200;
const timers = new WeakMap();

module.exports = {
	name: 'dataConnector',
	createState: () => createDataConnectorState(),
	register(router, ctx) {
		const route = (handler) => (request) => handler(ctx, request);
		router
			.add('POST', `${BASE}/requests`, route(requests.createRequest))
			.add('GET', `${BASE}/requests`, route(requests.listRequests))
			.add('GET', `${BASE}/requests/:requestId`, route(requests.getRequest))
			.add('PATCH', `${BASE}/requests/:requestId`, route(requests.updateRequest))
			.add('DELETE', `${BASE}/requests/:requestId`, route(requests.deleteRequest))
			.add('GET', `${BASE}/requests/:requestId/jobs`, route(jobs.listRequestJobs))
			.add('GET', `${BASE}/jobs`, route(jobs.listAccountJobs))
			.add('GET', `${BASE}/jobs/:jobId`, route(jobs.getJob))
			.add('DELETE', `${BASE}/jobs/:jobId`, route(jobs.cancelJob))
			.add('GET', `${BASE}/jobs/:jobId/data-listing`, route(files.listData))
			.add('GET', `${BASE}/jobs/:jobId/data/:name`, route(files.dataUrl))
			.add('GET', `${files.DOWNLOAD_PREFIX}/:jobId/:name`, route(files.download));
		ctx.clock.onAdvance(() => callDone(ctx));
		const timer = setInterval(() => callDone(ctx), CALLBACK_SWEEP_MS);
		timer.unref();
		timers.set(ctx, timer);
	},

	registerAdmin(router, ctx) {
		router.add('POST', '/__sandbox/dataConnector/settings', (request) => {
			const { zipBytes } = request.json() || {};
			if (zipBytes !== 0 && !largeZipFits(zipBytes)) {
				throw new HttpError(400, 'Bad Request', 'Give zipBytes: the size of every extract ZIP when downloaded, a whole number of bytes, more than its headers take and under 4 GiB (0: its built bytes).');
			}
			ctx.state.dataConnector.settings.zipBytes = zipBytes;
			return json(200, ctx.state.dataConnector.settings);
		});
	},

	close(ctx) {
		clearInterval(timers.get(ctx));
		timers.delete(ctx);
	},
};
