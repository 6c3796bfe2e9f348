'use strict';

const crypto = require('node:crypto');
const { html, redirect } = require('../../responses');
const { USERS } = require('../../seed/data');
const { OAuthError, parseScope, redirectAllowed } = require('./rules');
const { signInPage, errorPage, formPostPage } = require('./pages');
const { createIdToken } = require('./idToken');

const CODE_LIFETIME_MS = 5 * 60 * 1000;
const PARAMETERS = [
	'client_id',
	'response_type',
	'redirect_uri',
	'scope',
	'state',
	'nonce',
	'prompt',
	'response_mode',
	'authoptions',
	'code_challenge',
	'code_challenge_method',
];
const RESPONSE_MODES = ['fragment', 'form_post', 'query'];

/** What `state` may hold, by the sandbox's `stateRule` option (see server.js). */
const STATE_RULES = {
	documented: {
		pattern: /^[A-Za-z0-9,._-]+$/,
		message: 'state may hold only letters, digits and the characters , . _ -',
	},
	rfc6749: {
		pattern: /^[\x20-\x7E]+$/,
		message: 'state may hold only printable ASCII characters.',
	},
};

/**
 * Checks an authorization request (the service's OpenAPI description and its real rules). Throws OAuthError; never
 * redirects, so an unvalidated redirect_uri is never followed.
 */
function validateAuthorizeRequest(params, clients, stateRule = 'documented') {
	const fields = {};
	for (const name of PARAMETERS) {
		const values = params.getAll(name);
		if (values.length > 1)
			throw new OAuthError('invalid_request', `${name} is given more than once.`);
		if (values.length === 1 && values[0] !== '') fields[name] = values[0];
	}
	const invalid = (description) => new OAuthError('invalid_request', description);

	if (!fields.client_id) throw invalid('client_id is required.');
	const client = clients.get(fields.client_id);
	if (!client)
		throw new OAuthError('unauthorized_client', `Unknown client_id ${fields.client_id}.`);
	if (!fields.redirect_uri) throw invalid('redirect_uri is required.');
	if (!redirectAllowed(client, fields.redirect_uri))
		throw invalid(
			`redirect_uri ${fields.redirect_uri} does not match the callback URL registered for the app.`,
		);
	const responseType = fields.response_type;
	if (responseType !== 'code' && responseType !== 'id_token') {
		throw new OAuthError(
			'unsupported_response_type',
			`response_type must be code or id_token; got ${responseType || 'nothing'}.`,
		);
	}
	const scopes = parseScope(fields.scope);
	const rule = STATE_RULES[stateRule];
	if (fields.state !== undefined && !rule.pattern.test(fields.state)) {
		throw invalid(rule.message);
	}
	if (fields.prompt !== undefined && fields.prompt !== 'login')
		throw invalid(`prompt may only be login; got ${fields.prompt}.`);
	if (fields.response_mode !== undefined && !RESPONSE_MODES.includes(fields.response_mode)) {
		throw invalid(
			`response_mode must be one of ${RESPONSE_MODES.join(', ')}; got ${fields.response_mode}.`,
		);
	}
	if (responseType === 'id_token') {
		if (fields.response_mode !== 'form_post')
			throw invalid('response_type id_token requires response_mode form_post.');
		if (!client.clientSecret)
			throw new OAuthError(
				'unauthorized_client',
				'The ID token flow is for confidential apps only.',
			);
		if (!scopes.includes('openid'))
			throw new OAuthError('invalid_scope', 'response_type id_token requires the openid scope.');
	}
	if (scopes.includes('openid') && !fields.nonce)
		throw invalid('nonce is required when scope holds openid.');
	if (fields.code_challenge !== undefined) {
		if (fields.code_challenge_method !== 'S256') {
			throw invalid(
				`code_challenge_method must be S256 when code_challenge is present; got ${fields.code_challenge_method || 'nothing'}.`,
			);
		}
		if (!/^[A-Za-z0-9_-]{43}$/.test(fields.code_challenge))
			throw invalid(
				'code_challenge must be the base64url SHA-256 of the code verifier (43 characters).',
			);
	} else if (fields.code_challenge_method !== undefined) {
		throw invalid('code_challenge_method is given without code_challenge.');
	}
	if (responseType === 'code' && !client.clientSecret && fields.code_challenge === undefined) {
		throw invalid(
			'A public app must use PKCE: code_challenge and code_challenge_method=S256 are required.',
		);
	}
	if (fields.authoptions !== undefined) {
		let options;
		try {
			options = JSON.parse(fields.authoptions);
		} catch {
			options = undefined;
		}
		if (typeof options !== 'object' || options === null || Array.isArray(options))
			throw invalid('authoptions must be a JSON object.');
	}
	return { fields, client, responseType, scopes };
}

function registerAuthorize(router, ctx) {
	const oauth = () => ctx.state.oauth;
	const failure = (error) => {
		if (!(error instanceof OAuthError)) throw error;
		return html(400, errorPage(error.error, error.description));
	};

	router.add('GET', '/authentication/v2/authorize', (request) => {
		try {
			const { fields, client, scopes } = validateAuthorizeRequest(
				request.query,
				oauth().clients,
				ctx.options.stateRule,
			);
			return html(200, signInPage({ fields, users: USERS, clientId: client.clientId, scopes }));
		} catch (error) {
			return failure(error);
		}
	});

	router.add('POST', '/authentication/v2/authorize/consent', (request) => {
		try {
			const contentType = String(request.headers['content-type'] || '')
				.split(';')[0]
				.trim()
				.toLowerCase();
			if (contentType !== 'application/x-www-form-urlencoded') {
				throw new OAuthError(
					'invalid_request',
					'The consent form must be posted as application/x-www-form-urlencoded.',
				);
			}
			const form = new URLSearchParams(request.body.toString('utf8'));
			const { fields, client, responseType, scopes } = validateAuthorizeRequest(
				form,
				oauth().clients,
				ctx.options.stateRule,
			);
			const user = USERS.find((candidate) => candidate.id === form.get('user'));
			if (!user) throw new OAuthError('invalid_request', `Unknown user ${form.get('user')}.`);
			const responseMode =
				fields.response_mode || (responseType === 'id_token' ? 'form_post' : 'query');
			const withState = (values) =>
				fields.state !== undefined ? { ...values, state: fields.state } : values;

			if (form.get('decision') === 'deny') {
				return deliver(
					fields.redirect_uri,
					responseMode,
					withState({ error: 'access_denied', error_description: 'The user denied the request.' }),
				);
			}
			const now = ctx.clock.now();
			if (responseType === 'id_token') {
				const idToken = createIdToken({
					issuer: ctx.baseUrl,
					clientId: client.clientId,
					user,
					nonce: fields.nonce,
					now,
				});
				return deliver(fields.redirect_uri, responseMode, withState({ id_token: idToken }));
			}
			const code = crypto.randomBytes(18).toString('base64url');
			oauth().codes.set(code, {
				clientId: client.clientId,
				userId: user.id,
				scopes,
				redirectUri: fields.redirect_uri,
				codeChallenge: fields.code_challenge || null,
				nonce: fields.nonce || null,
				expiresAt: now + CODE_LIFETIME_MS,
				usedAt: null,
			});
			return deliver(fields.redirect_uri, responseMode, withState({ code }));
		} catch (error) {
			return failure(error);
		}
	});
}

/** Sends the result to the redirect URI; its existing query parameters are kept. */
function deliver(redirectUri, responseMode, values) {
	if (responseMode === 'form_post') return html(200, formPostPage(redirectUri, values));
	const url = new URL(redirectUri);
	if (responseMode === 'fragment') url.hash = new URLSearchParams(values).toString();
	else for (const [name, value] of Object.entries(values)) url.searchParams.set(name, value);
	return redirect(url.toString());
}

module.exports = { registerAuthorize, validateAuthorizeRequest, CODE_LIFETIME_MS };
