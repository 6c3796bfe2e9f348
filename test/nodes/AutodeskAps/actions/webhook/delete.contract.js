'use strict';

const { hookAddress, hookAt, threeHooks } = require('../../../../support/contractSeeds');

const hookDelete = (extra) => hookAt('delete', extra);

/** Webhook > Delete, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Delete a webhook',
	parameters: { resource: 'webhook', operation: 'delete', ...hookAddress },
	setup: threeHooks,
	firstRequest: { method: 'DELETE', path: '/hooks/[^/]+$', example: '/webhooks/v1/systems/data/events/dm.version.added/hooks/a1b2c3', scopes: { row: 'Webhook > Create, Update, Delete; the trigger', need: [['data:read', 'data:write']] } },
	badInputs: [
		{ field: 'Event', input: 'dm.version.%2A (Delete)', parameters: hookDelete({ event: 'dm.version.%2A' }) },
		{ field: 'Hook ID', input: 'a1/b2 (Delete)', parameters: hookDelete({ hookId: 'a1/b2' }) },
		{ field: 'Event', input: '.. (Delete)', parameters: hookDelete({ event: '..' }) },
		{ field: 'Hook ID', input: '%2E (Delete)', parameters: hookDelete({ hookId: '%2E' }) },
	],
};
