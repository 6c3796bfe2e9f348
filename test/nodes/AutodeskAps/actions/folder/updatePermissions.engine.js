'use strict';

const { SEED, locator, requests, run, useSandbox } = require('../../../../support/data');
const { PERMISSIONS, permissionParameters, permissionsPath, subjects, user } = require('./permissions');

describe('folder updatePermissions through the n8n engine', () => {
	const sandbox = useSandbox();
	const update = (folder, ...entries) => permissionParameters({ operation: 'updatePermissions' }, folder, subjects(...entries));
	const upload = (folder, userId) =>
		run(sandbox, { resource: 'folder', operation: 'create', projectId: locator(SEED.projects.tower), folderId: locator(SEED.folders[folder]), name: `By ${userId}`, options: { userId } });

	test('one batch-update call; the new level replaces the old one and takes effect in Data Management', async () => {
		expect((await upload('towerStructure', SEED.users.member)).error).toBeUndefined();
		const { items, error } = await run(sandbox, update('towerStructure', user(SEED.users.member, 'viewOnly')));
		expect(error).toBeUndefined();
		const [sent] = requests(sandbox, PERMISSIONS, 'POST');
		expect(sent.path).toBe(permissionsPath('towerStructure', 'batch-update'));
		expect(JSON.parse(sent.body)).toEqual([{ subjectId: SEED.users.member, subjectType: 'USER', actions: ['VIEW', 'COLLABORATE'] }]);
		expect(items.map((item) => item.json)).toEqual([{ success: true, subjectType: 'USER', subjectId: SEED.users.member, level: 'viewOnly', actions: ['VIEW', 'COLLABORATE'] }]);
		expect((await upload('towerStructure', SEED.users.member)).error.message).toMatch(/no write permission on folder Structure/);
	});

	test('a subject with no permissions on the folder is refused by the service (422): use Add Permissions', async () => {
		const { error } = await run(sandbox, update('towerShared', user(SEED.users.viewer, 'viewOnly')));
		expect(error.message).toMatch(/^Update permissions failed: .*assign them with permissions:batch-create/);
	});

	test('bad input is refused before anything is sent, naming the field and the rule', async () => {
		sandbox.ctx.log.clear();
		const { error } = await run(sandbox, update('towerShared', { subjectType: 'ROLE', role: 'Architect', level: 'viewOnly' }));
		expect(error.message).toBe('Subjects › Role ID must be the role\'s ID in the project, a GUID; got "Architect"');
		expect(error.description).toMatch(/^Nothing was sent: the service takes companies and roles by their GUID only/);
		expect(sandbox.ctx.log.entries).toEqual([]);
	});

	test('a user without Manage gets the 403 advice; Continue On Fail keeps the other items', async () => {
		const { items, error } = await run(
			sandbox,
			{ ...update('towerStructure', user(SEED.users.member, 'viewOnly')), options: { userId: '={{ $json.as }}' } },
			{ continueOnFail: true, items: [{ json: { as: SEED.users.viewer } }, { json: { as: SEED.users.admin } }] },
		);
		expect(error).toBeUndefined();
		expect(items[0]).toMatchObject({ json: { httpCode: '403' }, pairedItem: { item: 0 } });
		expect(items[0].json.description).toMatch(/takes a project admin or a user with Manage/);
		expect(items[1]).toMatchObject({ json: { success: true, subjectId: SEED.users.member }, pairedItem: { item: 1 } });
	});

	test('as a tool it needs Allow Access Changes', async () => {
		const refused = await run(sandbox, update('towerStructure', user(SEED.users.member, 'viewOnly')), { tool: true });
		expect(refused.error.message).toMatch(/^Folder > Update Permissions grants or takes away access/);
	});
});
