'use strict';

const { useSandbox, call } = require('../../../support/sandbox');
const {
	CALLBACK,
	FORM,
	authorize,
	formFields,
	consent,
	pkcePair,
	verifyWithJwks,
} = require('../../../support/oauthFlow');

describe('sandbox OAuth: authorize page and consent', () => {
	const sandbox = useSandbox();

	const valid = {
		client_id: 'sandbox-client',
		response_type: 'code',
		redirect_uri: CALLBACK,
		scope: 'data:read data:write',
		state: 'xyz',
	};
	const publicValid = () => {
		const { challenge } = pkcePair();
		return {
			client_id: 'sandbox-public-client',
			response_type: 'code',
			redirect_uri: CALLBACK,
			scope: 'data:read',
			code_challenge: challenge,
			code_challenge_method: 'S256',
		};
	};

	test('a valid request gets a sign-in page with a consent form carrying the request', async () => {
		const page = await authorize(sandbox, valid);
		expect(page.status).toBe(200);
		expect(page.headers.get('content-type')).toMatch(/^text\/html/);
		expect(page.text).toMatch(/^<!DOCTYPE html>/);
		expect(page.text).toContain(
			'<form id="consent" method="POST" action="/authentication/v2/authorize/consent">',
		);
		expect(Object.fromEntries(formFields(page.text))).toEqual(valid);
		expect(page.text).toMatch(
			/<select name="user" id="user">[\s\S]*value="user-admin"[\s\S]*value="user-member"[\s\S]*<\/select>/,
		);
		expect(page.text).toContain(
			'<button type="submit" name="decision" value="allow">Allow</button>',
		);
	});

	test.each([
		['unknown client', { client_id: 'nobody' }, 'unauthorized_client'],
		['missing redirect_uri', { redirect_uri: '' }, 'invalid_request'],
		[
			'redirect_uri off loopback',
			{ redirect_uri: 'https://evil.example/callback' },
			'invalid_request',
		],
		['redirect_uri with a fragment', { redirect_uri: `${CALLBACK}#x` }, 'invalid_request'],
		['bad response_type', { response_type: 'token' }, 'unsupported_response_type'],
		['missing scope', { scope: '' }, 'invalid_request'],
		['unknown scope', { scope: 'data:read data:everything' }, 'invalid_scope'],
		['51 scopes', { scope: Array(51).fill('data:read').join(' ') }, 'invalid_scope'],
		[
			'scope over 2000 characters',
			{ scope: `data:read${' '.repeat(1990)}data:write` },
			'invalid_scope',
		],
		['state with a space', { state: 'a b' }, 'invalid_request'],
		['state with a slash', { state: 'a/b' }, 'invalid_request'],
		['state with a percent sign', { state: '100%' }, 'invalid_request'],
		['prompt other than login', { prompt: 'none' }, 'invalid_request'],
		['unknown response_mode', { response_mode: 'web_message' }, 'invalid_request'],
		['code_challenge without method', { code_challenge: pkcePair().challenge }, 'invalid_request'],
		[
			'code_challenge_method plain',
			{ code_challenge: pkcePair().challenge, code_challenge_method: 'plain' },
			'invalid_request',
		],
		['code_challenge_method alone', { code_challenge_method: 'S256' }, 'invalid_request'],
		['openid without nonce', { scope: 'openid data:read' }, 'invalid_request'],
		['authoptions not JSON', { authoptions: '{oops' }, 'invalid_request'],
		['authoptions an array', { authoptions: '[1]' }, 'invalid_request'],
		[
			'id_token without form_post',
			{ response_type: 'id_token', scope: 'openid', nonce: 'n1', response_mode: 'query' },
			'invalid_request',
		],
	])('refuses %s with a 400 error page and no redirect', async (_, change, error) => {
		const page = await authorize(sandbox, { ...valid, ...change });
		expect(page.status).toBe(400);
		expect(page.headers.get('location')).toBeNull();
		expect(page.headers.get('content-type')).toMatch(/^text\/html/);
		expect(page.text).toContain(`<p id="error">${error}</p>`);
	});

	test('refuses a parameter given twice', async () => {
		const page = await call(
			sandbox,
			'GET',
			`/authentication/v2/authorize?${new URLSearchParams(valid)}&state=again`,
		);
		expect(page.status).toBe(400);
	});

	test('a public app must use PKCE with S256', async () => {
		const withoutPkce = publicValid();
		delete withoutPkce.code_challenge;
		delete withoutPkce.code_challenge_method;
		const refused = await authorize(sandbox, withoutPkce);
		expect(refused.status).toBe(400);
		expect(refused.text).toContain('must use PKCE');
		expect((await authorize(sandbox, publicValid())).status).toBe(200);
	});

	test('accepts the edges of the rules', async () => {
		const accepted = [
			{ state: 'Aa0,._-' },
			{ scope: Array(50).fill('data:read').join(' ') },
			{ prompt: 'login' },
			{ response_mode: 'fragment' },
			{ authoptions: '{"id":"sandbox"}' },
			{ scope: 'openid data:read', nonce: 'n-1' },
			{ redirect_uri: 'http://localhost:8080/cb' },
		];
		for (const change of accepted)
			expect((await authorize(sandbox, { ...valid, ...change })).status).toBe(200);
	});

	test('consent redirects with the code, keeping the callback query and the state', async () => {
		const response = await consent(sandbox, {
			...valid,
			redirect_uri: `${CALLBACK}?tenant=acme&x=1`,
		});
		expect(response.status).toBe(302);
		const location = new URL(response.headers.get('location'));
		expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
		expect(location.searchParams.get('tenant')).toBe('acme');
		expect(location.searchParams.get('x')).toBe('1');
		expect(location.searchParams.get('state')).toBe('xyz');
		expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
	});

	test('no state in the request, none in the redirect; fragment mode puts the code in the fragment', async () => {
		const withoutState = { ...valid };
		delete withoutState.state;
		const plain = new URL((await consent(sandbox, withoutState)).headers.get('location'));
		expect(plain.searchParams.has('state')).toBe(false);
		const fragment = new URL(
			(await consent(sandbox, { ...valid, response_mode: 'fragment' })).headers.get('location'),
		);
		expect(fragment.searchParams.has('code')).toBe(false);
		expect(new URLSearchParams(fragment.hash.slice(1)).get('code')).toBeTruthy();
	});

	test('deny redirects with access_denied', async () => {
		const location = new URL(
			(await consent(sandbox, valid, { decision: 'deny' })).headers.get('location'),
		);
		expect(location.searchParams.get('error')).toBe('access_denied');
		expect(location.searchParams.get('state')).toBe('xyz');
		expect(location.searchParams.has('code')).toBe(false);
	});

	test('consent re-validates the posted request and the user', async () => {
		const fields = new URLSearchParams({
			...valid,
			redirect_uri: 'https://evil.example/cb',
			user: 'user-admin',
		});
		const tampered = await call(sandbox, 'POST', '/authentication/v2/authorize/consent', {
			headers: FORM,
			body: fields.toString(),
		});
		expect(tampered.status).toBe(400);
		expect(tampered.headers.get('location')).toBeNull();
		const stranger = await consent(sandbox, valid, { user: 'user-nobody' });
		expect(stranger.status).toBe(400);
	});

	test('the ID token flow answers a form_post page with a signed id_token', async () => {
		const params = {
			client_id: 'sandbox-client',
			response_type: 'id_token',
			response_mode: 'form_post',
			redirect_uri: CALLBACK,
			scope: 'openid',
			nonce: 'nonce-42',
			state: 's1',
		};
		const response = await consent(sandbox, params, { user: 'user-member' });
		expect(response.status).toBe(200);
		expect(response.text).toContain(`<form id="form_post" method="POST" action="${CALLBACK}">`);
		const fields = formFields(response.text);
		expect(fields.get('state')).toBe('s1');
		const { verified, claims: payload } = await verifyWithJwks(sandbox, fields.get('id_token'));
		expect(verified).toBe(true);
		expect(payload).toMatchObject({
			sub: 'user-member',
			name: 'Mel Member',
			email: 'mel.member@sandbox.example',
			nonce: 'nonce-42',
			aud: 'sandbox-client',
		});
		expect(payload.exp - payload.iat).toBe(3600);
		const publicApp = await authorize(sandbox, { ...params, client_id: 'sandbox-public-client' });
		expect(publicApp.status).toBe(400);
	});

	test('an app added through the admin path may use its registered callback', async () => {
		const added = await call(sandbox, 'POST', '/__sandbox/clients', {
			json: {
				clientId: 'partner',
				clientSecret: 'partner-secret',
				redirectUris: ['https://partner.example/cb'],
			},
		});
		expect(added.status).toBe(201);
		const params = { ...valid, client_id: 'partner', redirect_uri: 'https://partner.example/cb' };
		expect((await authorize(sandbox, params)).status).toBe(200);
		expect(
			(await authorize(sandbox, { ...params, redirect_uri: 'https://partner.example/other' }))
				.status,
		).toBe(400);
		expect(
			(await call(sandbox, 'POST', '/__sandbox/clients', { json: { clientSecret: 'x' } })).status,
		).toBe(400);
	});
});
