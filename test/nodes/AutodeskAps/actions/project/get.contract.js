'use strict';

const crypto = require('node:crypto');

const { SEED } = require('../../../../../sandbox/seed/data');
const { computed, locator } = require('../../../../support/contractValues');

const BIM360 = SEED.hubs.bim360;
const TOWER = SEED.projects.tower;
const projectGet = (extra) => ({ resource: 'project', operation: 'get', hubId: locator(BIM360), projectId: locator(TOWER), ...extra });

/** The seeded service account's key, encrypted with a passphrase (PKCS#8). */
function encryptedKey() {
	const { seedKeyPair } = require('../../../../../sandbox/seed/serviceAccounts');
	return crypto.createPrivateKey(seedKeyPair().privateKey).export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'pass phrase' });
}

/** The Service Account credential's fields: the node sends with that credential (`serviceAccount`). */
const SERVICE_ACCOUNT_ROWS = [
	['Client ID', 'empty', { clientId: '' }],
	['Client Secret', 'empty', { clientSecret: '' }],
	['Service Account ID', 'empty', { serviceAccountId: '' }],
	['Key ID', 'empty', { keyId: '' }],
	['Private Key', 'empty', { privateKey: '' }],
	['Private Key', 'not a PEM', { privateKey: 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC' }],
	['Private Key', 'a damaged PEM body', { privateKey: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----' }],
	['Private Key', 'encrypted with a passphrase', { privateKey: encryptedKey() }],
	['Scopes', 'empty', { scope: '' }],
	['Scopes', 'data:read,data:write', { scope: 'data:read,data:write' }],
	['Base URL', 'http://aps-proxy.example.com', { baseUrl: 'http://aps-proxy.example.com' }],
].map(([field, input, credentials]) => ({ field: `Service Account Credential › ${field}`, input, parameters: projectGet(), credentials, serviceAccount: true }));

/** Project > Get, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get project',
	parameters: projectGet(),
	firstRequest: { method: 'GET', path: '^/project/v1/hubs/[^/]+/projects/[^/]+$', example: `/project/v1/hubs/${BIM360}/projects/${TOWER}`, scopes: { row: 'Hub, Project, Folder, Item > Get', need: [['data:read']] } },
	badInputs: [
		{ field: 'Project', input: 'empty', parameters: projectGet({ projectId: locator(computed('')) }) },
		{ field: 'Project', input: 'the hub ID', parameters: projectGet({ projectId: locator(BIM360) }) },
		{ field: 'Project', input: 'the bare GUID of the hub', parameters: projectGet({ projectId: locator(BIM360.slice(2)) }) },
		{ field: 'Project', input: 'an item ID', parameters: projectGet({ projectId: locator(SEED.items.towerModel) }) },
		{ field: 'Project', input: 'a URL without /projects/', parameters: projectGet({ projectId: locator('https://acc.autodesk.com/docs/files') }) },
		{ field: 'Credential › Scopes', input: '51 scopes (Authorization Code)', parameters: projectGet(), credentials: { scope: Array(51).fill('data:read').join(' ') } },
		{ field: 'Project', input: '. (path segment)', parameters: projectGet({ projectId: locator('.') }) },
		{ field: 'Project', input: '%2e%2e (path segment)', parameters: projectGet({ projectId: locator('%2e%2e') }) },
		{ field: 'Credential › Base URL', input: 'http://aps-proxy.example.com', parameters: projectGet(), credentials: { baseUrl: 'http://aps-proxy.example.com' } },
		{ field: 'Credential › Base URL', input: 'http://127.0.0.1.example.com', parameters: projectGet(), credentials: { baseUrl: 'http://127.0.0.1.example.com' } },
		{
			field: 'Credential › Base URL',
			input: 'http with a user and password (not shown)',
			parameters: projectGet(),
			credentials: { baseUrl: 'http://ada:s3cret@aps-proxy.example.com/aps/' },
		},
		{ field: 'Credential › Base URL', input: 'developer.api.autodesk.com', parameters: projectGet(), credentials: { baseUrl: 'developer.api.autodesk.com' } },
		...SERVICE_ACCOUNT_ROWS,
	],
};
