'use strict';

const { computed } = require('../../../../support/contractValues');

/** Hub > Get Many, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get many hubs',
	parameters: { resource: 'hub', operation: 'getAll', limit: 1 },
	firstRequest: { method: 'GET', path: '^/project/v1/hubs$', example: '/project/v1/hubs', scopes: { row: 'Hub, Project, Folder, Item > Get', need: [['data:read']] } },
	badInputs: [
		{ field: 'Limit', input: '2.5', parameters: { resource: 'hub', operation: 'getAll', limit: computed(2.5) } },
		{
			field: 'Credential › Scopes',
			input: '51 scopes (Client Credentials)',
			parameters: { resource: 'hub', operation: 'getAll', limit: 1 },
			credentials: { grantType: 'clientCredentials', oauthTokenData: undefined, scope: Array(51).fill('data:read').join(' ') },
		},
		{
			field: 'Credential › Scopes',
			input: '40 scopes of 2,039 characters (Client Credentials)',
			parameters: { resource: 'hub', operation: 'getAll', limit: 1 },
			credentials: {
				grantType: 'clientCredentials',
				oauthTokenData: undefined,
				scope: Array.from({ length: 40 }, (_, index) => `scope:${String(index).padStart(2, '0')}${'x'.repeat(42)}`).join(' '),
			},
		},
		{
			field: 'Credential › Scopes',
			input: 'data:read,data:write (Client Credentials)',
			parameters: { resource: 'hub', operation: 'getAll', limit: 1 },
			credentials: { grantType: 'clientCredentials', oauthTokenData: undefined, scope: 'data:read,data:write' },
		},
		{
			field: 'Credential › Base URL',
			input: 'http://10.0.0.5:8080 (Client Credentials)',
			parameters: { resource: 'hub', operation: 'getAll', limit: 1 },
			credentials: { baseUrl: 'http://10.0.0.5:8080', grantType: 'clientCredentials', oauthTokenData: undefined },
		},
	],
};
