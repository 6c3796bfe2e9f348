'use strict';

const { NodeHelpers } = require('n8n-workflow');
const { resolveCredential } = require('../support/credentials');
const { AutodeskApsOAuth2Api } = require('../../credentials/AutodeskApsOAuth2Api.credentials');
const { scopeProblem } = require('../../nodes/shared/credential');

/** The credential as n8n resolves it (defaults + stored values, `$self` expressions evaluated). */

describe('credential autodeskApsOAuth2Api', () => {
	const credential = new AutodeskApsOAuth2Api();

	test('extends oAuth2Api and offers the three grant types', () => {
		expect(credential.extends).toEqual(['oAuth2Api']);
		const grantType = credential.properties.find((property) => property.name === 'grantType');
		expect(grantType.options.map((option) => option.value)).toEqual(['authorizationCode', 'pkce', 'clientCredentials']);
	});

	test('derives both OAuth URLs from the default Base URL', () => {
		const resolved = resolveCredential({});
		expect(resolved.authUrl).toBe('https://developer.api.autodesk.com/authentication/v2/authorize');
		expect(resolved.accessTokenUrl).toBe('https://developer.api.autodesk.com/authentication/v2/token');
	});

	test('a proxy or sandbox Base URL moves both OAuth URLs, a trailing slash or not', () => {
		const resolved = resolveCredential({ baseUrl: 'http://127.0.0.1:8787/' });
		expect(resolved.authUrl).toBe('http://127.0.0.1:8787/authentication/v2/authorize');
		expect(resolved.accessTokenUrl).toBe('http://127.0.0.1:8787/authentication/v2/token');
	});

	test('the client secret goes as HTTP Basic (n8n\'s default without `authentication`), except for PKCE where the client id goes in the body', () => {
		expect(resolveCredential({ grantType: 'authorizationCode' })).not.toHaveProperty('authentication');
		expect(resolveCredential({ grantType: 'clientCredentials' })).not.toHaveProperty('authentication');
		expect(resolveCredential({ grantType: 'pkce' }).authentication).toBe('body');
		expect(resolveCredential({ grantType: 'authorizationCode', authentication: 'body' })).not.toHaveProperty('authentication');
	});

	test('with default settings, no field is an expression but the two OAuth URLs (n8n resolves each on every request)', () => {
		for (const grantType of ['authorizationCode', 'pkce', 'clientCredentials']) {
			const shown = NodeHelpers.getNodeParameters(credential.properties, { grantType }, true, false, null, null);
			const expressions = Object.keys(shown).filter((name) => String(shown[name]).startsWith('='));
			expect(expressions).toEqual(['authUrl', 'accessTokenUrl']);
		}
	});

	test('the client secret field is hidden for PKCE', () => {
		const secret = credential.properties.find((property) => property.name === 'clientSecret');
		expect(secret.displayOptions.show.grantType).toEqual(['authorizationCode', 'clientCredentials']);
		expect(secret.typeOptions.password).toBe(true);
	});

	test('the Scopes field is oAuth2Api\'s scope, editable (n8n keeps an editable scope when connecting)', () => {
		const scope = credential.properties.find((property) => property.name === 'scope');
		expect(scope.type).toBe('string');
		expect(resolveCredential({}).scope).toBe('data:read data:write data:create viewables:read');
		expect(resolveCredential({ scope: 'data:read account:read' }).scope).toBe('data:read account:read');
	});

	test('prompt=login and authoptions go into the authorize query once Sign-In Options is on', () => {
		expect(resolveCredential({})).not.toHaveProperty('authQueryParameters');
		expect(resolveCredential({ promptLogin: true })).not.toHaveProperty('authQueryParameters');
		expect(resolveCredential({ signInOptions: true }).authQueryParameters).toBe('');
		expect(resolveCredential({ signInOptions: true, promptLogin: true }).authQueryParameters).toBe('prompt=login');
		expect(resolveCredential({ grantType: 'clientCredentials', signInOptions: true, promptLogin: true })).not.toHaveProperty('authQueryParameters');
		const both = resolveCredential({ signInOptions: true, promptLogin: true, authOptions: '{"uitype":"login","x":"a&b"}' }).authQueryParameters;
		const query = new URLSearchParams(both);
		expect(query.get('prompt')).toBe('login');
		expect(JSON.parse(query.get('authoptions'))).toEqual({ uitype: 'login', x: 'a&b' });
	});

	test('every visible field has a hint', () => {
		const visible = credential.properties.filter((property) => property.type !== 'hidden');
		for (const property of visible) expect(property.hint).toEqual(expect.any(String));
	});
});

describe('the Scopes field against the service limits (50 scopes, 2000 characters)', () => {
	const scopes = (count, length = 9) => Array.from({ length: count }, (_, index) => `s${index}`.padEnd(length, 'x')).join(' ');

	test('50 scopes, and 2000 characters, are accepted; extra spaces do not count', () => {
		expect(scopeProblem(scopes(50))).toBeUndefined();
		expect(scopes(40, 49)).toHaveLength(1999);
		expect(scopeProblem(`${scopes(40, 49)}x`)).toBeUndefined();
		expect(scopeProblem(`  ${scopes(40, 49).replace(/ /g, '   ')}  `)).toBeUndefined();
		expect(scopeProblem(undefined)).toBeUndefined();
	});

	test('scopes separated by commas are not: n8n would send them as one', () => {
		expect(scopeProblem('data:read,data:write')).toBe('must be separated by spaces, not commas');
		expect(scopeProblem('data:read, data:write')).toBe('must be separated by spaces, not commas');
	});

	test('51 scopes, or 2001 characters, are not', () => {
		expect(scopeProblem(scopes(51))).toBe('must hold at most 50 scopes; it holds 51');
		expect(scopeProblem(`${scopes(40, 49)}xx`)).toBe('must be at most 2000 characters long; it is 2001');
	});

	test('an http Base URL keeps http in the OAuth URLs and the credential test only on this machine; elsewhere they use https', () => {
		const oauthUrls = (baseUrl) => {
			const resolved = resolveCredential({ baseUrl });
			return [resolved.authUrl, resolved.accessTokenUrl];
		};
		for (const local of ['http://127.0.0.1:8787', 'http://127.9.8.7', 'http://localhost:5678/aps', 'http://[::1]:8787']) {
			expect(oauthUrls(local)).toEqual([`${local}/authentication/v2/authorize`, `${local}/authentication/v2/token`]);
		}
		for (const remote of ['http://aps-proxy.example.com', 'HTTP://aps-proxy.example.com:8080/aps', 'http://127.0.0.1.example.com', 'http://localhost.example.com']) {
			const upgraded = remote.replace(/^http:/i, 'https:');
			expect(oauthUrls(remote)).toEqual([`${upgraded}/authentication/v2/authorize`, `${upgraded}/authentication/v2/token`]);
		}
		const testRequestBase = (baseUrl) => {
			const { Workflow } = require('n8n-workflow');
			const node = { id: 'n', name: 'n', type: 'n', typeVersion: 1, position: [0, 0], parameters: {} };
			const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes: { getByName: () => undefined, getByNameAndVersion: () => undefined } });
			return workflow.expression.getParameterValue(new AutodeskApsOAuth2Api().test.request.baseURL, null, 0, 0, 'n', [], 'internal', { $credentials: { baseUrl } });
		};
		expect(testRequestBase('http://aps-proxy.example.com/')).toBe('https://aps-proxy.example.com');
		expect(testRequestBase('http://127.0.0.1:8787/')).toBe('http://127.0.0.1:8787');
	});
});

describe('baseUrlProblem', () => {
	const { baseUrlProblem } = require('../../nodes/shared/credential');

	test.each(['https://developer.api.autodesk.com', 'https://proxy.example.com:8443/aps', 'http://127.0.0.1:8787', 'http://127.1.2.3', 'http://localhost:5678', 'http://[::1]:80'])('%s is allowed', (baseUrl) => {
		expect(baseUrlProblem(baseUrl)).toBeUndefined();
	});

	test.each(['http://proxy.example.com', 'http://10.0.0.5:8080', 'http://127.0.0.1.example.com', 'http://localhost.example.com', 'http://[::2]', 'ftp://developer.api.autodesk.com'])('%s is refused with the rule', (baseUrl) => {
		expect(baseUrlProblem(baseUrl)).toBe('must use https; http is allowed only for this machine (localhost, 127.0.0.0/8, ::1)');
	});

	test('a Base URL that is not a URL is refused', () => {
		expect(baseUrlProblem('developer.api.autodesk.com')).toBe('must be a URL such as https://developer.api.autodesk.com');
	});
});

