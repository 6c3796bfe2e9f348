'use strict';

const { SEED, requests, run, useSandbox } = require('../../../../support/data');
const { DIRECTORY } = require('../../../../../sandbox/seed/projectDirectory');
const { PERMISSIONS, permissionParameters, permissionsPath, subjects, user } = require('./permissions');

describe('folder removePermissions through the n8n engine', () => {
	const sandbox = useSandbox();
	const remove = (folder, ...entries) => permissionParameters({ operation: 'removePermissions' }, folder, subjects(...entries));

	test('one batch-delete call with each subject (no actions); one item per subject', async () => {
		const role = { subjectType: 'ROLE', role: DIRECTORY.roles.engineer };
		const added = await run(sandbox, permissionParameters({ operation: 'addPermissions' }, 'towerShared', subjects({ ...role, level: 'viewOnly' })));
		expect(added.error).toBeUndefined();
		const { items, error } = await run(sandbox, remove('towerStructure', user(SEED.users.member)));
		expect(error).toBeUndefined();
		const removedRole = await run(sandbox, remove('towerShared', role));
		expect(removedRole.error).toBeUndefined();
		const sent = requests(sandbox, /permissions:batch-delete$/, 'POST');
		expect(sent.map((entry) => entry.path)).toEqual([permissionsPath('towerStructure', 'batch-delete'), permissionsPath('towerShared', 'batch-delete')]);
		expect(JSON.parse(sent[0].body)).toEqual([{ subjectId: SEED.users.member, subjectType: 'USER' }]);
		expect(items.map((item) => item.json)).toEqual([{ success: true, subjectType: 'USER', subjectId: SEED.users.member, removed: true }]);
		expect(removedRole.items[0].json).toEqual({ success: true, subjectType: 'ROLE', subjectId: DIRECTORY.roles.engineer, removed: true });
		const left = await run(sandbox, permissionParameters({ operation: 'getPermissions' }, 'towerStructure'));
		expect(left.items.find((item) => item.json.subjectId === SEED.users.member).json.actions).toEqual([]);
	});

	test("a project admin's permissions cannot be removed: the service's refusal (422)", async () => {
		const { error } = await run(sandbox, remove('towerShared', user(SEED.users.admin)));
		expect(error.message).toMatch(/^Remove permissions failed: .*project admin/);
	});

	test('bad input is refused before anything is sent', async () => {
		sandbox.ctx.log.clear();
		const { error } = await run(sandbox, remove('towerShared', user(' ')));
		expect(error.message).toBe('Subjects › User Name or ID is required in every subject of this type');
		expect(requests(sandbox, PERMISSIONS)).toEqual([]);
	});

	test('Continue On Fail: a refused item is an error item; the others go on', async () => {
		const { items, error } = await run(sandbox, remove('towerShared', user('={{ $json.user }}')), {
			continueOnFail: true,
			items: [{ json: { user: SEED.users.admin } }, { json: { user: SEED.users.viewer } }],
		});
		expect(error).toBeUndefined();
		expect(items[0]).toMatchObject({ json: { httpCode: '422' }, pairedItem: { item: 0 } });
		expect(items[1]).toMatchObject({ json: { success: true, removed: true }, pairedItem: { item: 1 } });
	});

	test('as a tool it needs Allow Access Changes', async () => {
		const refused = await run(sandbox, remove('towerShared', user(SEED.users.viewer)), { tool: true });
		expect(refused.error.message).toMatch(/^Folder > Remove Permissions grants or takes away access/);
	});
});
