'use strict';

const { FIRST_REQUEST, onCentral } = require('../aecContract');

/** Property > Get Definitions, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get property definitions',
	parameters: onCentral({ resource: 'elementProperty', operation: 'getDefinitions', returnAll: false, limit: 5 }),
	firstRequest: FIRST_REQUEST,
};
