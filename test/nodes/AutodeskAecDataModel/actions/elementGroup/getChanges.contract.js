'use strict';

const { FIRST_REQUEST, onCentral } = require('../aecContract');

const getChanges = (extra = {}) => onCentral({ resource: 'elementGroup', operation: 'getChanges', startVersion: 1, returnAll: false, limit: 5, ...extra });

/** Element Group > Get Changes, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get element group changes',
	parameters: getChanges(),
	firstRequest: FIRST_REQUEST,
	badInputs: [{ field: 'Since Version', input: 'a fraction', parameters: getChanges({ startVersion: 1.5 }) }],
};
