'use strict';

const { AutodeskConstructionCloudAdmin } = require('../../../../nodes/AutodeskConstructionCloudAdmin/AutodeskConstructionCloudAdmin.node');
const { loadOptionsContext } = require('../../../support/loadOptions');
const { sandboxCredentials } = require('../../../support/credentials');
const { useSandbox } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');

const { listSearch } = new AutodeskConstructionCloudAdmin().methods;
const HOSPITAL = SEED.projects.hospital;
const locator = (value, mode = 'list') => ({ __rl: true, mode, value });

describe('Project User picker through n8n-core load-options context', () => {
	const sandbox = useSandbox();

	const context = (parameters) =>
		loadOptionsContext({
			parameters: { resource: 'projectUser', operation: 'get', hubId: locator(SEED.hubs.acc), projectId: locator(HOSPITAL), ...parameters },
			credentials: sandboxCredentials(sandbox, { userId: SEED.users.admin, scopes: ['account:read'] }),
			path: 'parameters.projectUserId',
		});
	const sent = () => sandbox.ctx.log.find({ method: 'GET', path: /^\/construction\/admin\/v1\/projects\/[^/]+\/users$/ }).map((entry) => [entry.path, entry.query]);

	test("the chosen project's users by name, with their email; the text typed filters by name (the project ID without b.)", async () => {
		const all = await listSearch.searchProjectUsers.call(context({}));
		expect(all).toEqual({
			results: [
				{ name: 'Ada Admin (ada.admin@sandbox.example)', value: expect.any(String) },
				{ name: 'Ina Inspector (ina.inspector@sandbox.example)', value: expect.any(String) },
				{ name: 'Mel Member (mel.member@sandbox.example)', value: expect.any(String) },
			],
			paginationToken: undefined,
		});
		const found = await listSearch.searchProjectUsers.call(context({}), ' mel ');
		expect(found.results.map((result) => result.name)).toEqual(['Mel Member (mel.member@sandbox.example)']);
		const path = `/construction/admin/v1/projects/${HOSPITAL.slice(2)}/users`;
		expect(sent()).toEqual([
			[path, { limit: '200', sort: 'name' }],
			[path, { limit: '200', sort: 'name', 'filter[name]': 'mel', filterTextMatch: 'contains' }],
		]);
	});

	test('a chosen user works as the User field: Project User > Get by the picked value', async () => {
		const { results } = await listSearch.searchProjectUsers.call(context({}), 'ina');
		const { runAdmin } = require('../actions/adminSandbox');
		const { items, error } = await runAdmin(sandbox, { resource: 'projectUser', operation: 'get', hubId: locator(SEED.hubs.acc), projectId: locator(HOSPITAL.slice(2), 'id'), projectUserId: locator(results[0].value) });
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ id: results[0].value, email: 'ina.inspector@sandbox.example' });
	});

	test('no project chosen: refused before anything is sent', async () => {
		await expect(listSearch.searchProjectUsers.call(context({ projectId: locator('') }))).rejects.toThrow(/Choose a project first/);
		expect(sent()).toEqual([]);
	});
});
