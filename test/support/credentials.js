'use strict';

const { NodeHelpers, Workflow } = require('n8n-workflow');
const { Credentials } = require('n8n-core');
const { AutodeskApsOAuth2Api } = require('../../credentials/AutodeskApsOAuth2Api.credentials');

const CREDENTIAL_TYPE = 'autodeskApsOAuth2Api';

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
 * A credentials helper like n8n's: it knows this package's credential extends oAuth2Api, so
 * requests go through n8n-core's OAuth2 path (token signing, refresh on 401, client credentials).
 * Token updates are kept, as n8n keeps them in its database.
 */
class SandboxCredentialsHelper {
	constructor(stored) {
		this.stored = { ...stored };
		this.tokenUpdates = 0;
	}

	getParentTypes(type) {
		return type === CREDENTIAL_TYPE ? ['oAuth2Api'] : [];
	}

	getCredentialsProperties() {
		return new AutodeskApsOAuth2Api().properties;
	}

	async getDecrypted(_additionalData, _nodeCredentials, type) {
		if (type !== CREDENTIAL_TYPE) throw new Error(`unknown credential type ${type}`);
		return resolveCredential(this.stored);
	}

	async getCredentials() {
		return new Credentials({ id: '1', name: 'APS' }, CREDENTIAL_TYPE, '');
	}

	async authenticate(_credentials, _type, requestOptions) {
		return requestOptions;
	}

	async preAuthentication() {
		return undefined;
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

module.exports = { SandboxCredentialsHelper, resolveCredential, CREDENTIAL_TYPE };

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
