'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { projectSubjects } = require('../../../../../sandbox/seed/projectDirectory');

const { companies: COMPANIES, roles: ROLES } = projectSubjects();
const { HOSPITAL, SEED, adminRequests, runAdmin, userParameters } = require('../adminSandbox');

describe('projectUser update through the n8n engine', () => {
	const sandbox = useSandbox();

	test("changes a user's roles and products; the answer holds the changed fields", async () => {
		const { items, error } = await runAdmin(
			sandbox,
			userParameters({ operation: 'update', projectUserId: SEED.users.member, updateFields: { roleIds: ROLES[1].id, products: { product: [{ key: 'docs', access: 'administrator' }] } } }),
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({ id: SEED.users.member, roleIds: [ROLES[1].id], products: [{ key: 'docs', access: 'administrator' }] });
		const [patch] = adminRequests(sandbox, `/projects/${HOSPITAL}/users/${SEED.users.member}`, 'PATCH');
		expect(JSON.parse(patch.body)).toEqual({ products: [{ key: 'docs', access: 'administrator' }], roleIds: [ROLES[1].id] });
	});

	test('nothing to update is refused before anything is sent', async () => {
		const { error } = await runAdmin(sandbox, userParameters({ operation: 'update', projectUserId: SEED.users.member, updateFields: {} }));
		expect(error.message).toBe('Nothing to update: add Company, Role IDs or Products to Update Fields');
		expect(adminRequests(sandbox, `/projects/${HOSPITAL}/users/.+`, 'PATCH')).toEqual([]);
	});
});
