'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { BASE, BASE_PATH, SEEDED_JOB_ID, WRITE_ROW, inAccount } = require('../extractionContract');
const { call, tokenFor } = require('../../../../support/sandbox');
const { SEED } = require('../../../../../sandbox/seed/data');

/** Data Extraction Job > Cancel, as the suites that cover every operation see it: three running jobs made for it. */
module.exports = {
	label: 'Cancel data extraction job',
	parameters: inAccount('dataJob', 'cancel', { jobId: '={{ $json.jobId }}' }),
	setup: async (sandbox) => {
		Object.assign(sandbox.ctx.state.dataConnector, { queuedMs: 0, runningMs: 3_600_000 });
		const token = tokenFor(sandbox, { userId: SEED.users.admin, scopes: ['data:create', 'data:read'] });
		const made = [];
		for (let index = 0; index < 3; index++) {
			const request = await call(sandbox, 'POST', `${BASE}/requests`, { token, json: { scheduleInterval: 'ONE_TIME', effectiveFrom: '2024-01-01T00:00:00Z', serviceGroups: ['issues'] } });
			const jobs = await call(sandbox, 'GET', `${BASE}/requests/${request.body.id}/jobs`, { token });
			made.push({ jobId: jobs.body.results[0].id });
		}
		return items(...made);
	},
	firstRequest: { method: 'DELETE', path: `${BASE_PATH}/jobs/[0-9a-f-]{36}$`, example: `${BASE}/jobs/${SEEDED_JOB_ID}`, scopes: WRITE_ROW },
	badInputs: [{ field: 'Job ID', input: 'empty (Cancel)', parameters: inAccount('dataJob', 'cancel', { jobId: computed('') }) }],
};
