'use strict';

const { computed } = require('../../../../support/contractValues');
const { BASE, BASE_PATH, READ_ROW, SEEDED_REQUEST_ID, inAccount } = require('../extractionContract');
const { SEED } = require('../../../../../sandbox/seed/data');

const getAll = (extra = {}) => inAccount('dataJob', 'getAll', { jobsOf: 'request', requestId: SEEDED_REQUEST_ID, returnAll: false, limit: 5, ...extra });

/** Data Extraction Job > Get Many, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get many data extraction jobs',
	parameters: getAll(),
	firstRequest: { method: 'GET', path: `${BASE_PATH}/requests/[0-9a-f-]{36}/jobs$`, example: `${BASE}/requests/${SEEDED_REQUEST_ID}/jobs`, scopes: READ_ROW },
	badInputs: [
		{ field: 'Request', input: 'empty (Get Many jobs)', parameters: getAll({ requestId: computed('') }) },
		{ field: 'Project', input: 'a Fusion Team project ID (Data Extraction Job)', parameters: getAll({ jobsOf: 'account', jobProjectId: SEED.projects.bracket }) },
	],
};
