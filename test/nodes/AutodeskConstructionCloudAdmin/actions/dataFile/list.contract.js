'use strict';

const { computed } = require('../../../../support/contractValues');
const { BASE, BASE_PATH, READ_ROW, SEEDED_JOB_ID, inAccount } = require('../extractionContract');

const list = (jobId) => inAccount('dataFile', 'list', { jobId });

/** Extracted Data > List Files, as the suites that cover every operation see it. */
module.exports = {
	label: 'List extracted files',
	parameters: list(SEEDED_JOB_ID),
	firstRequest: { method: 'GET', path: `${BASE_PATH}/jobs/[0-9a-f-]{36}/data-listing$`, example: `${BASE}/jobs/${SEEDED_JOB_ID}/data-listing`, scopes: READ_ROW },
	badInputs: [{ field: 'Job ID', input: 'b. and a GUID', parameters: list(computed(`b.${SEEDED_JOB_ID}`)) }],
};
