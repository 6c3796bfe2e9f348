'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { BASE, BASE_PATH, CREATE_ROW, inAccount } = require('../extractionContract');

const create = (extra = {}) => inAccount('dataRequest', 'create', { serviceGroups: ['issues'], additionalFields: { description: '={{ $json.description }}' }, ...extra });

/** Data Extraction Request > Create, as the suites that cover every operation see it. */
module.exports = {
	label: 'Create data extraction request',
	parameters: create(),
	setup: async () => items({ description: 'Contract one' }, { description: 'Contract two' }, { description: 'Contract three' }),
	firstRequest: { method: 'POST', path: `${BASE_PATH}/requests$`, example: `${BASE}/requests`, body: { scheduleInterval: 'ONE_TIME', effectiveFrom: '2026-01-01T00:00:00.000Z', serviceGroups: ['issues'] }, scopes: CREATE_ROW },
	badInputs: [
		{ field: 'Service Groups', input: 'none', parameters: create({ serviceGroups: computed([]) }) },
		{ field: 'End', input: 'empty (Weekly)', parameters: create({ scheduleInterval: 'WEEK' }) },
		{ field: 'Additional Fields › Project IDs', input: '51 projects', parameters: create({ additionalFields: { projectIds: computed(Array.from({ length: 51 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`).join(',')) } }) },
		{ field: 'Additional Fields › Callback URL', input: 'not a URL', parameters: create({ additionalFields: { callbackUrl: 'my workflow' } }) },
	],
};
