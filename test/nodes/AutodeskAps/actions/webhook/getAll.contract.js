'use strict';

const { emptiesAfter } = require('../../../../support/contractSeeds');
const { seedHook } = require('../../../../support/webhooks');
const { computed, custom } = require('../../../../support/contractValues');

const hookList = (filters) => ({ resource: 'webhook', operation: 'getAll', limit: 5, filters });

/** Webhook > Get Many, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get many webhooks',
	parameters: { resource: 'webhook', operation: 'getAll', limit: 10 },
	setup: emptiesAfter(seedHook),
	firstRequest: { method: 'GET', path: '^/webhooks/v1/hooks$', example: '/webhooks/v1/hooks', scopes: { row: 'Webhook > Get, Get Many', need: [['data:read']] } },
	badInputs: [
		{ field: 'Limit', input: '0 (webhooks)', parameters: { resource: 'webhook', operation: 'getAll', limit: computed(0) } },
		{
			field: 'Filters › Scope Name (Typed In)',
			input: '1st (Get Many)',
			parameters: hookList({ system: 'data', event: 'dm.version.added', scopeName: custom, customScopeName: '1st' }),
		},
		{ field: 'Filters › Event', input: 'without System (Get Many)', parameters: hookList({ event: 'dm.version.added' }) },
		{ field: 'Filters › Scope', input: 'without Event (Get Many)', parameters: hookList({ system: 'data', scopeName: 'folder' }) },
	],
};
