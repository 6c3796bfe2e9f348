'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { HOSPITAL, SEED, adminRequests, locator, projectParameters, runAdmin } = require('../adminSandbox');

describe('accountProject get through the n8n engine', () => {
	const sandbox = useSandbox();

	test('one project by its Data Management ID (b.) or its GUID; the Admin API is asked without b.', async () => {
		const { items, error } = await runAdmin(sandbox, projectParameters({ operation: 'get', projectId: '={{ $json.id }}' }), {
			items: [{ json: { id: SEED.projects.hospital } }, { json: { id: HOSPITAL.toUpperCase() } }],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		for (const { json } of items) expect(json).toMatchObject({ id: HOSPITAL, name: 'Sandbox Hospital', dataManagementProjectId: SEED.projects.hospital, hubId: SEED.hubs.acc });
		expect(adminRequests(sandbox, '/projects/[^/]+', 'GET').map((entry) => entry.path)).toEqual([`/construction/admin/v1/projects/${HOSPITAL}`, `/construction/admin/v1/projects/${HOSPITAL}`]);
	});

	test('a project of another kind is refused before anything is sent; Continue On Fail keeps the next item', async () => {
		const { items, error } = await runAdmin(sandbox, projectParameters({ operation: 'get', projectId: '={{ $json.id }}' }), {
			continueOnFail: true,
			items: [{ json: { id: SEED.projects.bracket } }, { json: { id: '00000000-0000-4000-8000-000000000000' } }, { json: { id: HOSPITAL } }],
		});
		expect(error).toBeUndefined();
		expect(items[0].json.error).toMatch(/^Project must be a Construction Cloud or BIM 360 project ID/);
		expect(items[1].json).toMatchObject({ httpCode: '404', error: expect.stringMatching(/^Get account project failed/) });
		expect(items[2].json).toMatchObject({ id: HOSPITAL });
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(adminRequests(sandbox, '/projects/[^/]+', 'GET')).toHaveLength(2);
	});

	test('a project admin who is not an account admin is refused with the advice', async () => {
		const { error } = await runAdmin(sandbox, projectParameters({ operation: 'get', projectId: locator(HOSPITAL) }), { userId: SEED.users.member });
		expect(error.httpCode).toBe('403');
		expect(error.description).toMatch(/Account Admin role/);
	});
});
