'use strict';

const { FIRST_REQUEST, locator, onCentral } = require('../aecContract');

const getVersions = (extra = {}) => onCentral({ resource: 'elementGroup', operation: 'getVersions', returnAll: false, limit: 5, ...extra });

/** Element Group > Get Versions, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get element group versions',
	parameters: getVersions(),
	firstRequest: FIRST_REQUEST,
	badInputs: [{ field: 'Element Group', input: 'a model name with spaces', parameters: getVersions({ elementGroupId: locator('Hospital Central') }) }],
};
