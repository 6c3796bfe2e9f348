'use strict';

const { hookAddress, hookAt, threeHooks } = require('../../../../support/contractSeeds');
const { computed } = require('../../../../support/contractValues');

const hookUpdate = (updateFields) => hookAt('update', { updateFields });

/** Webhook > Update, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Update a webhook',
	parameters: { resource: 'webhook', operation: 'update', ...hookAddress, updateFields: { status: 'inactive' } },
	setup: threeHooks,
	firstRequest: { method: 'PATCH', path: '/hooks/[^/]+$', example: '/webhooks/v1/systems/data/events/dm.version.added/hooks/a1b2c3', body: {}, scopes: { row: 'Webhook > Create, Update, Delete; the trigger', need: [['data:read', 'data:write']] } },
	badInputs: [
		{ field: 'Update Fields › Hook Expiry', input: '2031-13-45', parameters: hookUpdate({ hookExpiry: computed('2031-13-45') }) },
		{ field: 'Update Fields › Secret Token', input: '31 characters', parameters: hookUpdate({ token: 'x'.repeat(31) }) },
		{ field: 'Update Fields › Secret Token', input: '65 characters', parameters: hookUpdate({ token: 'x'.repeat(65) }) },
		{ field: 'Update Fields › Secret Token', input: 'empty', parameters: hookUpdate({ token: '' }) },
		{ field: 'Update Fields', input: 'nothing added (Update)', parameters: hookUpdate({}) },
	],
};
