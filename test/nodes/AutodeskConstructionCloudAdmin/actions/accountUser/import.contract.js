'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { SEED } = require('../../../../../sandbox/seed/data');
const { locator } = require('../../../../support/contractValues');
const { WRITE_ROW, inAccount } = require('./accountUserContract');

const importing = (extra = {}) => inAccount('import', { email: '={{ $json.email }}', ...extra });

/** Three items into three accounts' regions: each its own import call, as the suites ask of each item. */
const threeCalls = async () =>
	items(
		{ email: 'bulk.one@harbor.example', region: 'US' },
		{ email: 'bulk.two@harbor.example', region: 'EMEA' },
		{ email: 'bulk.three@harbor.example', region: 'AUS' },
	);

/** Account User > Import, as the suites that cover every operation see it. */
module.exports = {
	label: 'Import account users',
	parameters: importing({ hubId: locator(SEED.hubs.acc), options: { region: '={{ $json.region }}' } }),
	setup: threeCalls,
	firstRequest: {
		method: 'POST',
		path: '^/hq/v1/accounts/[0-9a-f-]{36}/users/import$',
		example: `/hq/v1/accounts/${SEED.hubs.acc.slice(2)}/users/import`,
		body: [{ email: 'scope.check@harbor.example' }],
		scopes: WRITE_ROW,
	},
	badInputs: [{ field: 'Email', input: 'empty (Account User > Import)', parameters: importing({ email: computed('') }) }],
};
