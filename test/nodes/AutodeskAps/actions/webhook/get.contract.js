'use strict';

const { hookAddress, hookAt, threeHooks } = require('../../../../support/contractSeeds');
const { computed, custom } = require('../../../../support/contractValues');

const hookGet = (extra) => hookAt('get', extra);

/** Webhook > Get, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get a webhook',
	parameters: { resource: 'webhook', operation: 'get', ...hookAddress },
	setup: threeHooks,
	firstRequest: { method: 'GET', path: '/hooks/[^/]+$', example: '/webhooks/v1/systems/data/events/dm.version.added/hooks/a1b2c3', scopes: { row: 'Webhook > Get, Get Many', need: [['data:read']] } },
	badInputs: [
		{ field: 'Hook ID', input: 'empty (Get)', parameters: hookGet({ hookId: computed('') }) },
		{ field: 'Hook ID', input: 'a1?b2 (Get)', parameters: hookGet({ hookId: 'a1?b2' }) },
		{ field: 'System ID', input: '.. (path segment)', parameters: hookGet({ system: custom, customSystem: '..' }), named: 'System' },
		{ field: 'Event', input: '%2e%2e (Get)', parameters: hookGet({ event: '%2e%2e' }) },
		{ field: 'Hook ID', input: '.. (Get)', parameters: hookGet({ hookId: '..' }) },
	],
};
