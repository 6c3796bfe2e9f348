'use strict';

const { NodeHelpers, Workflow } = require('n8n-workflow');
const { Credentials } = require('n8n-core');
const { AutodeskApsOAuth2Api } = require('../../credentials/AutodeskApsOAuth2Api.credentials');
const { AutodeskApsServiceAccountApi } = require('../../credentials/AutodeskApsServiceAccountApi.credentials');

const CREDENTIAL_TYPE = 'autodeskApsOAuth2Api';
const SERVICE_ACCOUNT_TYPE = 'autodeskApsServiceAccountApi';

const noNodeTypes = { getByName: () => undefined, getByNameAndVersion: () => undefined, getKnownTypes: () => ({}) };

/** Hidden OAuth fields whose stored values n8n drops, so that their defaults apply (n8n 2.41). */
const OAUTH_PINNED_FIELDS = ['useDynamicClientRegistration', 'authUrl', 'accessTokenUrl', 'grantType', 'authentication', 'usePkce'];

/**
 * The credential as n8n hands it to a node: the type's fields that are shown (displayOptions),
 * with what the user stored or their defaults (a hidden OAuth URL or `authentication` always
 * takes its default), then every `={{ }}` expression resolved with `$self` by n8n-workflow's own
 * expression engine. Stored values of oAuth2Api's own fields (client id, token) are kept as they are.
 */
function resolveCredential(stored) {
	const properties = new AutodeskApsOAuth2Api().properties;
	const own = new Set(properties.map((property) => property.name));
	const pinned = (name) => OAUTH_PINNED_FIELDS.includes(name) && properties.some((property) => property.name === name && property.type === 'hidden');
	const editable = Object.fromEntries(Object.entries(stored).filter(([name]) => !pinned(name)));
	const shown = NodeHelpers.getNodeParameters(properties, editable, true, false, null, null);
	const inherited = Object.fromEntries(Object.entries(stored).filter(([name]) => !own.has(name)));
	const data = { ...inherited, ...shown };
	const mockNode = { id: 'mock', name: 'mock', type: 'mock', typeVersion: 1, position: [0, 0], parameters: {} };
	const workflow = new Workflow({ nodes: [mockNode], connections: {}, active: false, nodeTypes: noNodeTypes });
	return workflow.expression.getComplexParameterValue(mockNode, data, 'internal', {}, undefined, undefined, data);
}

/**
 * A credentials helper like n8n's: it knows this package's OAuth2 credential extends oAuth2Api, so
 * requests go through n8n-core's OAuth2 path (token signing, refresh on 401, client credentials).
 * Token updates are kept, as n8n keeps them in its database. Given `type` the Service Account
 * credential, it does what n8n 2.41's CredentialsHelper (packages/cli) does for a credential with
 * preAuthentication: runs it when the expirable field is empty or a request answered 401, keeps
 * its output in the stored data and writes it into the data the request holds, and applies the
 * credential's generic `authenticate` with n8n's expression engine.
 */
class SandboxCredentialsHelper {
	constructor(stored, type = CREDENTIAL_TYPE) {
		this.stored = { ...stored };
		this.type = type;
		this.tokenUpdates = 0;
		this.preAuthentications = 0;
	}

	getParentTypes(type) {
		return type === CREDENTIAL_TYPE ? ['oAuth2Api'] : [];
	}

	getCredentialsProperties(type = this.type) {
		return type === SERVICE_ACCOUNT_TYPE ? new AutodeskApsServiceAccountApi().properties : new AutodeskApsOAuth2Api().properties;
	}

	async getDecrypted(_additionalData, _nodeCredentials, type) {
		if (type !== this.type) throw new Error(`unknown credential type ${type}`);
		if (type === SERVICE_ACCOUNT_TYPE) {
			return NodeHelpers.getNodeParameters(this.getCredentialsProperties(type), this.stored, true, false, null, null);
		}
		return resolveCredential(this.stored);
	}

	async getCredentials() {
		return new Credentials({ id: '1', name: 'APS' }, this.type, '');
	}

	async authenticate(credentials, type, requestOptions, workflow, node) {
		if (type !== SERVICE_ACCOUNT_TYPE) return requestOptions;
		const { authenticate } = new AutodeskApsServiceAccountApi();
		for (const [outer, values] of Object.entries(authenticate.properties)) {
			requestOptions[outer] = requestOptions[outer] ?? {};
			for (const [key, value] of Object.entries(values)) {
				requestOptions[outer][key] = workflow.expression.getSimpleParameterValue(node, value, 'internal', { $credentials: credentials }, undefined, '');
			}
		}
		return requestOptions;
	}

	async preAuthentication(helpers, credentials, type, node, credentialsExpired) {
		if (type !== SERVICE_ACCOUNT_TYPE) return undefined;
		const credentialType = new AutodeskApsServiceAccountApi();
		const expirable = credentialType.properties.find((property) => property.type === 'hidden' && property.typeOptions?.expirable === true);
		if (credentials[expirable.name] !== '' && !credentialsExpired) return undefined;
		this.preAuthentications += 1;
		const output = await credentialType.preAuthentication.call({ helpers: { httpRequest: helpers.helpers.httpRequest } }, credentials);
		if (output[expirable.name] === undefined) return undefined;
		this.stored = { ...this.stored, ...output };
		return Object.assign(credentials, output);
	}

	async runPreAuthentication() {
		return undefined;
	}

	getOAuth2Options() {
		return undefined;
	}

	async updateCredentials(_nodeCredentials, _type, data) {
		this.stored = { ...this.stored, ...data };
	}

	async updateCredentialsOauthTokenData(_nodeCredentials, _type, data) {
		this.tokenUpdates += 1;
		this.stored = { ...this.stored, oauthTokenData: data.oauthTokenData };
	}

	isCredentialUsableByNode() {
		return true;
	}
}

module.exports = { SandboxCredentialsHelper, resolveCredential, CREDENTIAL_TYPE, SERVICE_ACCOUNT_TYPE };

/**
 * Stored credential data for a sandbox: a confidential app with a three-legged token issued by
 * the sandbox itself (with a refresh token), unless `oauthTokenData` is given.
 */
function sandboxCredentials(sandbox, { scopes = ['data:read', 'data:write', 'data:create'], userId = 'user-admin', ...overrides } = {}) {
	const oauthTokenData = sandbox.ctx.tokens.issue({ clientId: 'sandbox-client', userId, scopes });
	return {
		baseUrl: sandbox.url,
		grantType: 'authorizationCode',
		clientId: 'sandbox-client',
		clientSecret: 'sandbox-secret',
		scope: scopes.join(' '),
		oauthTokenData,
		...overrides,
	};
}

module.exports.sandboxCredentials = sandboxCredentials;

/**
 * Stored Service Account credential data for a sandbox: the seeded account, its key and the
 * confidential app that owns it, with no token yet.
 */
function serviceAccountCredentials(sandbox, overrides = {}) {
	const { SEED } = require('../../sandbox/seed/data');
	const { seedKeyPair } = require('../../sandbox/seed/serviceAccounts');
	return {
		baseUrl: sandbox.url,
		clientId: SEED.serviceAccount.clientId,
		clientSecret: 'sandbox-secret',
		serviceAccountId: SEED.serviceAccount.id,
		keyId: SEED.serviceAccount.keyId,
		privateKey: seedKeyPair().privateKey,
		scope: 'data:read data:write data:create',
		...overrides,
	};
}

module.exports.serviceAccountCredentials = serviceAccountCredentials;

/** The scopes of the Secure Service Account API: the app's own, on a two-legged token only. */
const SERVICE_ACCOUNT_SCOPES = ['application:service_account:read', 'application:service_account:write', 'application:service_account_key:read', 'application:service_account_key:write'];

/**
 * Stored OAuth2 credential data for the token an operation runs with (`token` of its contract,
 * test/support/contracts.js): `app`, the app's own two-legged token (Client Credentials, with the
 * service account scopes unless `scopes` are given); otherwise a three-legged token of `userId`.
 */
function credentialsForToken(sandbox, token, { scopes, userId } = {}) {
	if (token === 'app') return sandboxCredentials(sandbox, { grantType: 'clientCredentials', userId: null, scopes: scopes ?? SERVICE_ACCOUNT_SCOPES });
	return sandboxCredentials(sandbox, { userId, ...(scopes ? { scopes } : {}) });
}

module.exports.SERVICE_ACCOUNT_SCOPES = SERVICE_ACCOUNT_SCOPES;
module.exports.credentialsForToken = credentialsForToken;
