'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { locator } = require('../../../../support/contractValues');

const ACCOUNT = SEED.hubs.acc.slice(2);
const UNITS = `/hq/v1/accounts/${ACCOUNT}/business_units_structure`;

/** Business Unit > Get, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get business units',
	parameters: { resource: 'businessUnit', operation: 'get', hubId: locator(SEED.hubs.acc) },
	firstRequest: { method: 'GET', path: '^/hq/v1/accounts/[0-9a-f-]{36}/business_units_structure$', example: UNITS, scopes: { row: 'Business Unit > Get', need: [['account:read']] } },
	badInputs: [{ field: 'Account', input: 'a Fusion Team hub (Business Unit)', parameters: { resource: 'businessUnit', operation: 'get', hubId: locator('a.YnVzaW5lc3M6c2FuZGJveC10ZWFt') } }],
};
