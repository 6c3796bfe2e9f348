'use strict';

const { FIRST_REQUEST, locator, onCentral } = require('../aecContract');

/** Element Group > Get, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get element group',
	parameters: onCentral({ resource: 'elementGroup', operation: 'get' }),
	firstRequest: FIRST_REQUEST,
	badInputs: [{ field: 'Element Group', input: 'a file name', parameters: onCentral({ resource: 'elementGroup', operation: 'get', elementGroupId: locator('Hospital Central.rvt') }) }],
};
