'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { HOSPITAL, SEED, adminRequests, runAdmin, userParameters } = require('../adminSandbox');

describe('projectUser delete through the n8n engine', () => {
	const sandbox = useSandbox();

	test('removes a user: they are no longer a member; removing them again is a 404', async () => {
		const { items, error } = await runAdmin(sandbox, userParameters({ operation: 'delete', projectUserId: SEED.users.inspector }));
		expect(error).toBeUndefined();
		expect(items).toEqual([{ json: { id: SEED.users.inspector, projectId: HOSPITAL, removed: true }, pairedItem: { item: 0 } }]);
		expect(sandbox.ctx.state.data.projects.get(SEED.projects.hospital).members.has(SEED.users.inspector)).toBe(false);
		const again = await runAdmin(sandbox, userParameters({ operation: 'delete', projectUserId: SEED.users.inspector }));
		expect(again.error.httpCode).toBe('404');
		expect(adminRequests(sandbox, `/projects/${HOSPITAL}/users/${SEED.users.inspector}`, 'DELETE')).toHaveLength(2);
	});

	test('a two-legged token without Act As User ID: the 403 says to name an account admin', async () => {
		const { error } = await runAdmin(sandbox, userParameters({ operation: 'delete', projectUserId: SEED.users.inspector }), { twoLegged: true });
		expect(error.httpCode).toBe('403');
		expect(error.description).toMatch(/Act As User ID/);
	});
});
