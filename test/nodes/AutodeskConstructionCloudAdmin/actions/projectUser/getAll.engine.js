'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { HOSPITAL, SEED, adminRequests, runAdmin, userParameters } = require('../adminSandbox');

const USERS = `/projects/${HOSPITAL}/users`;

describe('projectUser getAll through the n8n engine', () => {
	const sandbox = useSandbox();

	test("the project's users, filtered by name; the b. form of the project is sent without it", async () => {
		const all = await runAdmin(sandbox, userParameters({ operation: 'getAll', returnAll: true, projectId: { __rl: true, mode: 'id', value: SEED.projects.hospital } }));
		expect(all.error).toBeUndefined();
		expect(all.items.map((item) => item.json.email)).toEqual(['ada.admin@sandbox.example', 'mel.member@sandbox.example', 'ina.inspector@sandbox.example']);
		expect(all.items[0]).toMatchObject({ json: { id: SEED.users.admin, status: 'active' }, pairedItem: { item: 0 } });
		const named = await runAdmin(sandbox, userParameters({ operation: 'getAll', returnAll: false, limit: 5, filters: { name: 'mel', status: ['active'] } }));
		expect(named.items.map((item) => item.json.id)).toEqual([SEED.users.member]);
		expect(adminRequests(sandbox, USERS, 'GET').map((entry) => entry.query)).toEqual([{ limit: '200' }, { limit: '5', 'filter[name]': 'mel', filterTextMatch: 'contains', 'filter[status]': 'active' }]);
	});

	test('bad input is refused before anything is sent; a viewer outside the project gets the advice', async () => {
		const bad = await runAdmin(sandbox, userParameters({ operation: 'getAll', returnAll: true, filters: { companyId: 'two words' } }));
		expect(bad.error.message).toBe('Filters › Company ID must be an ID without spaces; got "two words"');
		expect(adminRequests(sandbox, USERS, 'GET')).toEqual([]);
		const outsider = await runAdmin(sandbox, userParameters({ operation: 'getAll', returnAll: true }), { userId: SEED.users.viewer });
		expect(outsider.error.httpCode).toBe('403');
		expect(outsider.error.description).toMatch(/Account Admin role/);
	});
});
