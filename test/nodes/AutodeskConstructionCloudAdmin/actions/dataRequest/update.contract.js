'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { BASE, BASE_PATH, SEEDED_REQUEST_ID, WRITE_ROW, inAccount } = require('../extractionContract');

const update = (extra = {}) => inAccount('dataRequest', 'update', { requestId: SEEDED_REQUEST_ID, updateFields: { description: '={{ $json.description }}' }, ...extra });

/** Data Extraction Request > Update, as the suites that cover every operation see it. */
module.exports = {
	label: 'Update data extraction request',
	parameters: update(),
	setup: async () => items({ description: 'One' }, { description: 'Two' }, { description: 'Three' }),
	firstRequest: { method: 'PATCH', path: `${BASE_PATH}/requests/[0-9a-f-]{36}$`, example: `${BASE}/requests/${SEEDED_REQUEST_ID}`, body: { description: 'Scope check' }, scopes: WRITE_ROW },
	badInputs: [
		{ field: 'Update Fields', input: 'empty (Data Extraction Request)', parameters: update({ updateFields: {} }) },
		{ field: 'Update Fields › Data Timeframe', input: 'Custom without its dates', parameters: update({ updateFields: { dateRange: 'CUSTOM' } }) },
		{ field: 'Update Fields › Start', input: 'not a date', parameters: update({ updateFields: { effectiveFrom: computed('tonight') } }) },
	],
};
