'use strict';

const { computed, locator } = require('../../../../support/contractValues');
const { SEED } = require('../../../../../sandbox/seed/data');
const { PROJECTS, PROJECTS_PATH, READ_ROW, inAccount, readme } = require('./projectContract');

const getAll = (extra = {}) => inAccount('getAll', { returnAll: false, limit: 5, ...extra });

/** Project > Get Many (account projects), as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get many account projects',
	readme: readme('Get Many'),
	parameters: getAll(),
	firstRequest: { method: 'GET', path: PROJECTS_PATH, example: PROJECTS, scopes: READ_ROW },
	badInputs: [
		{ field: 'Account', input: 'a Fusion Team hub', parameters: getAll({ hubId: locator(SEED.hubs.team) }) },
		{ field: 'Filters › Updated Since', input: 'last week', parameters: getAll({ filters: { updatedSince: computed('last week') } }) },
	],
};
