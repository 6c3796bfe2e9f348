'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { FIRST_REQUEST } = require('../aecContract');

const status = (extra = {}) => ({ resource: 'elementGroup', operation: 'getExtractionStatus', fileUrn: SEED.items.hospitalCentral, fileVersionNumber: 2, ...extra });

/** Element Group > Get Extraction Status, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get extraction status',
	parameters: status(),
	firstRequest: FIRST_REQUEST,
	badInputs: [{ field: 'File URN', input: 'a file name (AEC Data Model)', parameters: status({ fileUrn: 'Hospital Central.rvt' }) }],
};
