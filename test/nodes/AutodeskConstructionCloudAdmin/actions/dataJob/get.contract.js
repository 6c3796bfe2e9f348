'use strict';

const { computed } = require('../../../../support/contractValues');
const { BASE, BASE_PATH, READ_ROW, SEEDED_JOB_ID, inAccount } = require('../extractionContract');

const get = (jobId) => inAccount('dataJob', 'get', { jobId });

/** Data Extraction Job > Get, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get data extraction job',
	parameters: get(SEEDED_JOB_ID),
	firstRequest: { method: 'GET', path: `${BASE_PATH}/jobs/[0-9a-f-]{36}$`, example: `${BASE}/jobs/${SEEDED_JOB_ID}`, scopes: READ_ROW },
	badInputs: [{ field: 'Job ID', input: 'a path', parameters: get(computed('../requests')) }],
};
