'use strict';

const { createSandbox } = require('../../../../sandbox/server');
const { CALLBACK, authorize, consent } = require('../../../support/oauthFlow');

/**
 * The `stateRule` option: APS documents `state` as letters, digits and , . _ - (the default);
 * 'rfc6749' takes any printable ASCII, as a real n8n needs (its state is base64 with "=").
 */

/** A state n8n 2.41.1 sent: base64 of {"token":"...","createdAt":...}. */
const N8N_STATE =
	'eyJ0b2tlbiI6IjFWS1E3M25MLVZZbXJuajFnd2tlQk1TUjZUXzR0eFNCUllFTSIsImNyZWF0ZWRBdCI6MTc5NTI1NDQ5NzAxNH0=';
const request = (state) => ({
	client_id: 'sandbox-client',
	response_type: 'code',
	redirect_uri: CALLBACK,
	scope: 'data:read',
	state,
});

describe.each([
	['documented (default)', {}, false],
	['rfc6749', { stateRule: 'rfc6749' }, true],
])('state rule %s', (_, options, acceptsBase64) => {
	let sandbox;
	beforeAll(async () => {
		sandbox = await createSandbox(options);
	});
	afterAll(() => sandbox.close());

	test('letters, digits and , . _ - are taken', async () => {
		expect((await authorize(sandbox, request('Ab9,._-'))).status).toBe(200);
	});

	test.each([N8N_STATE, 'a/b+c'])(
		`state %s is ${acceptsBase64 ? 'taken and returned verbatim' : 'refused'}`,
		async (state) => {
			const page = await authorize(sandbox, request(state));
			if (!acceptsBase64) {
				expect(page.status).toBe(400);
				expect(page.text).toContain(
					'state may hold only letters, digits and the characters , . _ -',
				);
				return;
			}
			expect(page.status).toBe(200);
			const redirect = await consent(sandbox, request(state));
			expect(new URL(redirect.headers.get('location')).searchParams.get('state')).toBe(state);
		},
	);

	test('a control character is refused', async () => {
		const page = await authorize(sandbox, request('a\tb'));
		expect(page.status).toBe(400);
	});
});
