'use strict';

const { useSandbox, call } = require('../../../support/sandbox');
const { CALLBACK, codeFor, token } = require('../../../support/oauthFlow');

const CLIENT = ['sandbox-client', 'sandbox-secret'];
const confidentialRequest = {
	client_id: 'sandbox-client',
	response_type: 'code',
	redirect_uri: CALLBACK,
	scope: 'data:read data:write',
	state: 'st',
};

describe('sandbox OAuth: token endpoint, other grants', () => {
	const sandbox = useSandbox();

	const exchangeForm = (code, extra = {}) => ({
		grant_type: 'authorization_code',
		code,
		redirect_uri: CALLBACK,
		...extra,
	});

	test('client credentials: confidential apps only, scope required and validated', async () => {
		const response = await token(
			sandbox,
			{ grant_type: 'client_credentials', scope: 'data:read bucket:read' },
			{ basic: CLIENT },
		);
		expect(response.status).toBe(200);
		expect(response.body.refresh_token).toBeUndefined();
		const projects = await call(sandbox, 'GET', '/project/v1/hubs', {
			token: response.body.access_token,
		});
		expect(projects.status).toBe(200);
		const me = await call(sandbox, 'GET', '/userinfo', { token: response.body.access_token });
		expect(me.status).toBe(401);

		expect(
			(await token(sandbox, { grant_type: 'client_credentials' }, { basic: CLIENT })).body.error,
		).toBe('invalid_request');
		expect(
			(
				await token(
					sandbox,
					{ grant_type: 'client_credentials', scope: 'data:all' },
					{ basic: CLIENT },
				)
			).body.error,
		).toBe('invalid_scope');
		expect(
			(
				await token(
					sandbox,
					{ grant_type: 'client_credentials', scope: 'openid' },
					{ basic: CLIENT },
				)
			).body.error,
		).toBe('invalid_scope');
		const publicApp = await token(sandbox, {
			grant_type: 'client_credentials',
			scope: 'data:read',
			client_id: 'sandbox-public-client',
		});
		expect(publicApp.status).toBe(400);
		expect(publicApp.body.error).toBe('unauthorized_client');
	});

	test('refresh rotates the pair: the old refresh token stops working', async () => {
		const code = await codeFor(sandbox, confidentialRequest);
		const first = (await token(sandbox, exchangeForm(code), { basic: CLIENT })).body;
		const second = await token(
			sandbox,
			{ grant_type: 'refresh_token', refresh_token: first.refresh_token },
			{ basic: CLIENT },
		);
		expect(second.status).toBe(200);
		expect(second.body.refresh_token).not.toBe(first.refresh_token);
		expect(second.body.access_token).not.toBe(first.access_token);
		expect(
			(await call(sandbox, 'GET', '/userinfo', { token: second.body.access_token })).body.sub,
		).toBe('user-admin');

		const reused = await token(
			sandbox,
			{ grant_type: 'refresh_token', refresh_token: first.refresh_token },
			{ basic: CLIENT },
		);
		expect(reused.body.error).toBe('invalid_grant');
		const otherApp = await token(sandbox, {
			grant_type: 'refresh_token',
			refresh_token: second.body.refresh_token,
			client_id: 'sandbox-public-client',
		});
		expect(otherApp.body.error).toBe('invalid_grant');
		expect(
			(
				await token(
					sandbox,
					{ grant_type: 'refresh_token', refresh_token: second.body.refresh_token },
					{ basic: CLIENT },
				)
			).status,
		).toBe(200);
	});

	test('openid in the code flow adds an id_token with the nonce', async () => {
		const code = await codeFor(sandbox, {
			...confidentialRequest,
			scope: 'openid data:read',
			nonce: 'abc',
		});
		const response = await token(sandbox, exchangeForm(code), { basic: CLIENT });
		const claims = JSON.parse(
			Buffer.from(response.body.id_token.split('.')[1], 'base64url').toString(),
		);
		expect(claims).toMatchObject({ sub: 'user-admin', nonce: 'abc', aud: 'sandbox-client' });
	});

	test('request format: form-encoded only, known grant types', async () => {
		const asJson = await call(sandbox, 'POST', '/authentication/v2/token', {
			json: { grant_type: 'client_credentials', scope: 'data:read' },
			headers: { authorization: `Basic ${Buffer.from(CLIENT.join(':')).toString('base64')}` },
		});
		expect(asJson.status).toBe(400);
		expect(asJson.body.error).toBe('invalid_request');
		expect((await token(sandbox, { grant_type: 'password' }, { basic: CLIENT })).body.error).toBe(
			'unsupported_grant_type',
		);
		expect((await token(sandbox, {}, { basic: CLIENT })).body.error).toBe('invalid_request');
	});
});
