'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { items, locator } = require('../../../../support/contractValues');

const ACCOUNT = SEED.hubs.acc.slice(2);
const ROOT = '0f0e0d0c-0b0a-4909-8807-060504030201';

const set = (units) => ({ resource: 'businessUnit', operation: 'set', hubId: locator(SEED.hubs.acc), businessUnits: { unit: units } });

/** Business Unit > Set, as the suites that cover every operation see it. */
module.exports = {
	label: 'Set business units',
	parameters: set([{ id: ROOT, name: '={{ $json.region }}' }, { parentId: ROOT, name: 'Boston' }]),
	setup: async () => items({ region: 'East' }, { region: 'North' }, { region: 'West' }),
	firstRequest: {
		method: 'PUT',
		path: '^/hq/v1/accounts/[0-9a-f-]{36}/business_units_structure$',
		example: `/hq/v1/accounts/${ACCOUNT}/business_units_structure`,
		body: { business_units: [{ name: 'Scope Check' }] },
		scopes: { row: 'Business Unit > Set', need: [['account:write']] },
	},
	badInputs: [{ field: 'Business Units', input: 'a parent not in the list', parameters: set([{ name: 'Boston', parentId: ROOT }]) }],
};
