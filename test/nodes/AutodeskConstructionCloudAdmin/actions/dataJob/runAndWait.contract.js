'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { BASE, BASE_PATH, CREATE_ROW, READ_ROW, SEEDED_JOB_ID, SEEDED_REQUEST_ID, inAccount } = require('../extractionContract');

const run = (extra = {}) => inAccount('dataJob', 'runAndWait', { runFrom: 'new', serviceGroups: ['issues'], additionalFields: { description: '={{ $json.description }}' }, timeLimit: 60, ...extra });

/** Data Extraction Job > Run and Wait, as the suites that cover every operation see it (jobs that complete at once). */
module.exports = {
	label: 'Create data extraction request',
	readme: { resource: 'Data Extraction Job', operation: 'Run and Wait' },
	parameters: run(),
	setup: async (sandbox) => {
		Object.assign(sandbox.ctx.state.dataConnector, { queuedMs: 0, runningMs: 0 });
		return items({ description: 'Run one' }, { description: 'Run two' }, { description: 'Run three' });
	},
	firstRequest: { method: 'POST', path: `${BASE_PATH}/requests$`, example: `${BASE}/requests`, body: { scheduleInterval: 'ONE_TIME', effectiveFrom: '2026-01-01T00:00:00.000Z', serviceGroups: ['issues'] }, scopes: CREATE_ROW },
	laterRequests: [
		{ method: 'GET', path: `${BASE_PATH}/requests/[0-9a-f-]{36}/jobs$`, example: `${BASE}/requests/${SEEDED_REQUEST_ID}/jobs`, scopes: READ_ROW },
		{ method: 'GET', path: `${BASE_PATH}/jobs/[0-9a-f-]{36}/data-listing$`, example: `${BASE}/jobs/${SEEDED_JOB_ID}/data-listing`, scopes: READ_ROW },
	],
	badInputs: [
		{ field: 'Time Limit (Seconds)', input: '0 (Run and Wait)', parameters: run({ timeLimit: computed(0) }) },
		{ field: 'Service Groups', input: 'empty (Run and Wait)', parameters: run({ serviceGroups: computed([]) }) },
	],
};
