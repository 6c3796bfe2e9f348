'use strict';

const { FIRST_REQUEST, onCentral } = require('../aecContract');

const distinct = (propertyName) => onCentral({ resource: 'elementProperty', operation: 'getDistinctValues', propertyName });

/** Property > Get Distinct Values, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get distinct property values',
	parameters: distinct('Fire Rating'),
	firstRequest: FIRST_REQUEST,
	badInputs: [{ field: 'Property Name or ID', input: 'spaces only', parameters: distinct('   ') }],
};
