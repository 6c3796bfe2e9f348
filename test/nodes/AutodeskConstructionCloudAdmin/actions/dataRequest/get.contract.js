'use strict';

const { computed } = require('../../../../support/contractValues');
const { BASE, BASE_PATH, READ_ROW, SEEDED_REQUEST_ID, inAccount } = require('../extractionContract');

const get = (requestId) => inAccount('dataRequest', 'get', { requestId });

/** Data Extraction Request > Get, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get data extraction request',
	parameters: get(SEEDED_REQUEST_ID),
	firstRequest: { method: 'GET', path: `${BASE_PATH}/requests/[0-9a-f-]{36}$`, example: `${BASE}/requests/${SEEDED_REQUEST_ID}`, scopes: READ_ROW },
	badInputs: [{ field: 'Request', input: 'a name, not a UUID', parameters: get(computed('Nightly issues')) }],
};
