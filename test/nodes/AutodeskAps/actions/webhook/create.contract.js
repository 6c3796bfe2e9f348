'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { CALLBACK, FOLDER } = require('../../../../support/webhooks');
const { computed, custom, items } = require('../../../../support/contractValues');

const hookCreate = (extra) => ({ resource: 'webhook', operation: 'create', system: 'data', event: 'dm.version.added', callbackUrl: CALLBACK, scopeKey: 'folder', scopeValue: FOLDER, ...extra });

/** Webhook > Create, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Create a webhook',
	parameters: hookCreate({ callbackUrl: '={{ $json.callback }}' }),
	setup: () => items(...[1, 2, 3].map((number) => ({ callback: `${CALLBACK}/${number}` }))),
	firstRequest: {
		method: 'POST',
		path: '^/webhooks/v1/systems/[^/]+/events/[^/]+/hooks$',
		example: '/webhooks/v1/systems/data/events/dm.version.added/hooks',
		body: {},
		scopes: { row: 'Webhook > Create, Update, Delete; the trigger', need: [['data:read', 'data:write']] },
	},
	badInputs: [
		{ field: 'System ID', input: 'empty', parameters: hookCreate({ system: custom, customSystem: computed('') }), named: 'System' },
		{ field: 'System ID', input: 'data/x', parameters: hookCreate({ system: custom, customSystem: 'data/x' }), named: 'System' },
		{ field: 'System ID', input: 'data?x', parameters: hookCreate({ system: custom, customSystem: 'data?x' }), named: 'System' },
		{ field: 'Event', input: 'empty', parameters: hookCreate({ event: custom, customEvent: computed('') }) },
		{ field: 'Event', input: 'dm version', parameters: hookCreate({ event: custom, customEvent: 'dm version' }) },
		{ field: 'Event', input: 'dm.version.added#1', parameters: hookCreate({ event: custom, customEvent: 'dm.version.added#1' }) },
		{ field: 'Callback URL', input: 'ftp://example.com/x', parameters: hookCreate({ callbackUrl: 'ftp://example.com/x' }) },
		{ field: 'Callback URL', input: 'example.com/hook', parameters: hookCreate({ callbackUrl: 'example.com/hook' }) },
		{ field: 'Callback URL', input: 'empty', parameters: hookCreate({ callbackUrl: computed('') }) },
		{ field: 'Scope', input: 'my scope', parameters: hookCreate({ scopeKey: computed('my scope') }) },
		{ field: 'Scope Name', input: 'empty (Other (Type In))', parameters: hookCreate({ scopeKey: custom, customScopeKey: computed(' ') }) },
		{ field: 'Scope Value', input: 'empty', parameters: hookCreate({ scopeValue: computed(' ') }) },
		{ field: 'Scope Value', input: 'a folder ID with a space', parameters: hookCreate({ scopeValue: 'urn:adsk.wipprod:fs.folder:co.my folder' }) },
		{ field: 'Scope Value', input: 'an item ID for the folder scope', parameters: hookCreate({ scopeValue: SEED.items.towerModel }) },
		{
			field: 'Scope Value',
			input: 'my_workflow for the workflow scope',
			parameters: hookCreate({ system: 'derivative', event: 'extraction.finished', scopeKey: 'workflow', scopeValue: 'my_workflow' }),
		},
		{ field: 'Additional Fields › Hook Attribute', input: '{oops', parameters: hookCreate({ additionalFields: { hookAttribute: '{oops' } }) },
		{ field: 'Additional Fields › Hook Attribute', input: '[1,2]', parameters: hookCreate({ additionalFields: { hookAttribute: '[1,2]' } }) },
		{
			field: 'Additional Fields › Hook Attribute',
			input: 'an object of 1,033 bytes',
			parameters: hookCreate({ additionalFields: { hookAttribute: JSON.stringify({ text: 'x'.repeat(1022) }) } }),
		},
		{ field: 'Additional Fields › Filter', input: "ext == 'rvt'", parameters: hookCreate({ additionalFields: { filter: "ext == 'rvt'" } }) },
		{ field: 'Additional Fields › Hook Expiry', input: 'next tuesday', parameters: hookCreate({ additionalFields: { hookExpiry: computed('next tuesday') } }) },
		{ field: 'Additional Fields › Hub ID', input: 'b.my hub', parameters: hookCreate({ additionalFields: { hubId: 'b.my hub' } }) },
		{ field: 'Additional Fields › Project ID', input: 'b.p1 b.p2', parameters: hookCreate({ additionalFields: { projectId: 'b.p1 b.p2' } }) },
		{ field: 'Event', input: '. (Create)', parameters: hookCreate({ event: custom, customEvent: '.' }) },
	],
};
