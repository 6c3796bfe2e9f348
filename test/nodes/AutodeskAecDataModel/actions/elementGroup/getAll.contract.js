'use strict';

const { AEC_SEED, FIRST_REQUEST, locator } = require('../aecContract');

const getAll = (extra = {}) => ({ resource: 'elementGroup', operation: 'getAll', aecProjectId: locator(AEC_SEED.projectId), returnAll: false, limit: 5, ...extra });

/** Element Group > Get Many, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get many element groups',
	parameters: getAll(),
	firstRequest: FIRST_REQUEST,
	badInputs: [{ field: 'Project', input: 'words with spaces (AEC Data Model)', parameters: getAll({ aecProjectId: locator('Sandbox Hospital') }) }],
};
