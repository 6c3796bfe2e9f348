'use strict';

const { SCOPES, SERVICE_ACCOUNTS, serviceAccountKeysPath, serviceAccountPath } = require('../../../nodes/services/serviceAccounts');

describe('the Secure Service Account client', () => {
	test('accounts, their keys and one key, each id one encoded segment', () => {
		expect(SERVICE_ACCOUNTS).toBe('/authentication/v2/service-accounts');
		expect(serviceAccountPath('SA 1')).toBe('/authentication/v2/service-accounts/SA%201');
		expect(serviceAccountKeysPath('SA1')).toBe('/authentication/v2/service-accounts/SA1/keys');
		expect(serviceAccountKeysPath('SA1', 'k/1')).toBe('/authentication/v2/service-accounts/SA1/keys/k%2F1');
	});

	test('its scopes, as the OpenAPI file names them', () => {
		expect(Object.values(SCOPES)).toEqual([
			'application:service_account:read',
			'application:service_account:write',
			'application:service_account_key:read',
			'application:service_account_key:write',
		]);
	});
});
