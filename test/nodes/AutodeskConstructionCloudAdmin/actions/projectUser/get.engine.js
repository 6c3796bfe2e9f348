'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { HOSPITAL, SEED, adminRequests, runAdmin, userParameters } = require('../adminSandbox');

describe('projectUser get through the n8n engine', () => {
	const sandbox = useSandbox();

	test('one user by ID; Continue On Fail: an unknown user is a 404 item and the next is read', async () => {
		const { items, error } = await runAdmin(sandbox, userParameters({ operation: 'get', projectUserId: '={{ $json.user }}' }), {
			continueOnFail: true,
			items: [{ json: { user: 'nobody' } }, { json: { user: SEED.users.member } }, { json: { user: 'two words' } }],
		});
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ httpCode: '404', error: expect.stringMatching(/^Get project user failed/) });
		expect(items[1]).toMatchObject({ json: { id: SEED.users.member, email: 'mel.member@sandbox.example' }, pairedItem: { item: 1 } });
		expect(items[2].json.error).toBe('User must be the user\'s ACC ID or Autodesk ID; got "two words"');
		expect(adminRequests(sandbox, `/projects/${HOSPITAL}/users/[^/]+`, 'GET').map((entry) => entry.path.split('/').pop())).toEqual(['nobody', SEED.users.member]);
	});
});
