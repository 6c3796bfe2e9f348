'use strict';

const { ELEMENT_GROUPS } = require('../../../../../sandbox/seed/aecDataModel');
const { FIRST_REQUEST } = require('../aecContract');

const get = (elementId = ELEMENT_GROUPS[0].elements[5].id) => ({ resource: 'element', operation: 'get', elementId });

/** Element > Get, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get element',
	parameters: get(),
	firstRequest: FIRST_REQUEST,
	badInputs: [{ field: 'Element ID', input: 'spaces only (AEC Data Model)', parameters: get('   ') }],
};
