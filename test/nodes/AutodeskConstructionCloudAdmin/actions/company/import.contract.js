'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { ACCOUNT, WRITE_ROW, inAccount } = require('./companyContract');

const importing = (extra = {}) => inAccount('import', { name: '={{ $json.name }}', trade: 'Masonry', ...extra });

/** Company > Import, as the suites that cover every operation see it: three regions, three calls. */
module.exports = {
	label: 'Import companies',
	parameters: importing({ options: { region: '={{ $json.region }}' } }),
	setup: async () => items({ name: 'Bulk Brick One', region: 'US' }, { name: 'Bulk Brick Two', region: 'EMEA' }, { name: 'Bulk Brick Three', region: 'AUS' }),
	firstRequest: {
		method: 'POST',
		path: '^/hq/v1/accounts/[0-9a-f-]{36}/companies/import$',
		example: `/hq/v1/accounts/${ACCOUNT}/companies/import`,
		body: [{ name: 'Scope Check Bricks', trade: 'Masonry' }],
		scopes: WRITE_ROW,
	},
	badInputs: [{ field: 'Trade', input: 'not a trade of the list (Company > Import)', parameters: importing({ name: 'Juggling Co', trade: computed('Juggling') }) }],
};
