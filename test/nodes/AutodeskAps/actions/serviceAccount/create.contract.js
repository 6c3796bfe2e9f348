'use strict';

const { computed, items } = require('../../../../support/contractValues');

const create = (extra) => ({ resource: 'serviceAccount', operation: 'create', name: 'nightly-sync', firstName: 'Nightly', lastName: 'SyncService', ...extra });

/** Service Account > Create, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Create service account',
	token: 'app',
	parameters: create({ name: '={{ $json.name }}' }),
	setup: () => items({ name: 'fault-new-1' }, { name: 'fault-new-2' }, { name: 'fault-new-3' }),
	firstRequest: {
		method: 'POST',
		path: '^/authentication/v2/service-accounts$',
		example: '/authentication/v2/service-accounts',
		body: { name: 'readme-check', firstName: 'Readme', lastName: 'Check' },
		scopes: { row: 'Service Account > Create, Update, Delete', need: [['application:service_account:write']] },
	},
	badInputs: [
		{ field: 'Name', input: 'empty (Service Account > Create)', parameters: create({ name: computed('') }) },
		{ field: 'Name', input: 'four characters', parameters: create({ name: 'sync' }) },
		{ field: 'Name', input: 'Nightly Sync', parameters: create({ name: 'Nightly Sync' }) },
		{ field: 'First Name', input: 'four characters', parameters: create({ firstName: 'Jane' }) },
		{ field: 'Last Name', input: 'with an underscore', parameters: create({ lastName: 'Sync_Service' }) },
		{ field: 'Credential', input: 'a Service Account credential (Service Account > Create)', parameters: create(), serviceAccount: true },
		{ field: 'Grant Type (in the credential)', input: 'Authorization Code (Service Account > Create)', parameters: create(), credentials: { grantType: 'authorizationCode' }, named: 'Grant Type' },
		{ field: 'Scopes (in the credential)', input: 'without application:service_account:write', parameters: create(), credentials: { scope: 'application:service_account:read' }, named: 'Scopes' },
	],
};
