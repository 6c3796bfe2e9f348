'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { BASE, BASE_PATH, SEEDED_REQUEST_ID, WRITE_ROW, inAccount } = require('../extractionContract');
const { call, tokenFor } = require('../../../../support/sandbox');
const { SEED } = require('../../../../../sandbox/seed/data');

/** Data Extraction Request > Delete, as the suites that cover every operation see it: three requests made for it. */
module.exports = {
	label: 'Delete data extraction request',
	parameters: inAccount('dataRequest', 'delete', { requestId: '={{ $json.requestId }}' }),
	setup: async (sandbox) => {
		const token = tokenFor(sandbox, { userId: SEED.users.admin, scopes: ['data:create'] });
		const made = [];
		for (let index = 0; index < 3; index++) {
			const answer = await call(sandbox, 'POST', `${BASE}/requests`, { token, json: { scheduleInterval: 'ONE_TIME', effectiveFrom: '2030-01-01T00:00:00.000Z', serviceGroups: ['issues'] } });
			made.push({ requestId: answer.body.id });
		}
		return items(...made);
	},
	firstRequest: { method: 'DELETE', path: `${BASE_PATH}/requests/[0-9a-f-]{36}$`, example: `${BASE}/requests/${SEEDED_REQUEST_ID}`, scopes: WRITE_ROW },
	badInputs: [{ field: 'Request', input: 'empty (Delete)', parameters: inAccount('dataRequest', 'delete', { requestId: computed('') }) }],
};
