'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, SEED, adminRequests, locator, projectParameters, runAdmin } = require('../adminSandbox');

const PROJECTS = `/accounts/${ACCOUNT}/projects`;

describe('accountProject getAll through the n8n engine', () => {
	const sandbox = useSandbox();

	test('Return All follows pagination.nextUrl; each project carries the Data Management ids', async () => {
		const { items, error } = await runAdmin(sandbox, projectParameters({ operation: 'getAll', hubId: locator(ACCOUNT), returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(SEED.projectsPerHub);
		expect(items[0]).toEqual({
			json: expect.objectContaining({ id: SEED.projects.hospital.slice(2), name: 'Sandbox Hospital', status: 'active', accountId: ACCOUNT, dataManagementProjectId: SEED.projects.hospital, hubId: SEED.hubs.acc }),
			pairedItem: { item: 0 },
		});
		expect(adminRequests(sandbox, PROJECTS, 'GET').map((entry) => entry.query)).toEqual([{ limit: '200' }]);
	});

	test('Limit and the filters: the pages asked for are no larger than the limit; the filters go as the API names them', async () => {
		const { items, error } = await runAdmin(
			sandbox,
			projectParameters({ operation: 'getAll', returnAll: false, limit: 3, filters: { name: 'project', status: ['active'], type: 'Office, -Hospital', updatedSince: '2024-03-01T10:00:00.000Z' } }),
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(3);
		for (const { json } of items) expect(json).toMatchObject({ type: 'Office', status: 'active' });
		const [first, ...rest] = adminRequests(sandbox, PROJECTS, 'GET');
		expect(first.query).toEqual({ limit: '3', 'filter[name]': 'project', filterTextMatch: 'contains', 'filter[status]': 'active', 'filter[type]': 'Office,-Hospital', 'filter[updatedAt]': '2024-03-01T10:00:00.000Z..' });
		expect(rest).toEqual([]);
	});

	test('Classification Template lists the project templates', async () => {
		const { items } = await runAdmin(sandbox, projectParameters({ operation: 'getAll', returnAll: true, filters: { classification: ['template'] } }));
		expect(items.map((item) => [item.json.name, item.json.classification])).toEqual([['ACC Project 25', 'template']]);
	});

	test('bad input is refused naming the field and the rule, before anything is sent', async () => {
		const team = await runAdmin(sandbox, projectParameters({ operation: 'getAll', hubId: locator(SEED.hubs.team), returnAll: true }));
		expect(team.error.message).toMatch(/^Account must be a Construction Cloud account/);
		expect(team.error.description).toMatch(/^Nothing was sent/);
		const since = await runAdmin(sandbox, projectParameters({ operation: 'getAll', returnAll: true, filters: { updatedSince: 'last week' } }));
		expect(since.error.message).toBe('Filters › Updated Since must be a date (ISO 8601, such as 2026-03-01); got "last week"');
		expect(adminRequests(sandbox, PROJECTS, 'GET')).toEqual([]);
	});

	test('a caller who is not an account admin gets advice that says who may and how to get there', async () => {
		const { error } = await runAdmin(sandbox, projectParameters({ operation: 'getAll', returnAll: true }), { userId: SEED.users.member });
		expect(error.httpCode).toBe('403');
		expect(error.message).toMatch(/not an account admin/);
		expect(error.description).toMatch(/only an account admin of the account.*Account Admin > Members/);
	});

	test('the Service Account (an account admin of the ACC account) lists the projects', async () => {
		const { items, error } = await runAdmin(sandbox, projectParameters({ operation: 'getAll', returnAll: false, limit: 2 }), { serviceAccount: true });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(2);
	});
});
