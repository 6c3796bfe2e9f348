'use strict';

const { SEED, locator, requests, run, useSandbox } = require('../../../../support/data');
const { PERMISSIONS, permissionParameters, permissionsPath } = require('./permissions');

describe('folder getPermissions through the n8n engine', () => {
	const sandbox = useSandbox();
	const get = (folder, extra) => permissionParameters({ operation: 'getPermissions' }, folder, extra);

	test("one item per subject with its own and inherited actions, the project id without 'b.'", async () => {
		const { items, error } = await run(sandbox, get('towerStructure'));
		expect(error).toBeUndefined();
		expect(requests(sandbox, PERMISSIONS, 'GET').map((entry) => entry.path)).toEqual([permissionsPath('towerStructure')]);
		const member = items.find((item) => item.json.subjectId === SEED.users.member);
		expect(member.json).toEqual({
			subjectId: SEED.users.member,
			autodeskId: SEED.users.member,
			name: 'Mel Member',
			email: 'mel.member@sandbox.example',
			userType: 'PROJECT_MEMBER',
			subjectType: 'USER',
			subjectStatus: 'ACTIVE',
			actions: ['PUBLISH', 'VIEW', 'DOWNLOAD', 'COLLABORATE', 'EDIT'],
			inheritActions: ['VIEW', 'DOWNLOAD', 'COLLABORATE'],
		});
		expect(items.find((item) => item.json.subjectId === SEED.users.admin).json.userType).toBe('PROJECT_ADMIN');
		expect(items.every((item) => item.pairedItem.item === 0)).toBe(true);
	});

	test('a user without View on the folder gets the service message and what reading takes (403)', async () => {
		const { error } = await run(sandbox, get('towerStructure', { options: { userId: SEED.users.viewer } }));
		expect(error.message).toMatch(/^Get permissions failed: .*no read permission on folder Structure/);
		expect(error.description).toMatch(/^Reading a folder's permissions takes View on the folder/);
	});

	test('Continue On Fail: a folder the user may not read is an error item; the other items go on', async () => {
		const { items, error } = await run(sandbox, get('towerShared', { folderId: locator('={{ $json.folder }}'), options: { userId: SEED.users.member } }), {
			continueOnFail: true,
			items: [{ json: { folder: SEED.folders.towerProjectFiles } }, { json: { folder: SEED.folders.towerStructure } }],
		});
		expect(error).toBeUndefined();
		expect(items.filter((item) => item.pairedItem.item === 0)).toEqual([expect.objectContaining({ json: expect.objectContaining({ httpCode: '403' }) })]);
		expect(items.filter((item) => item.pairedItem.item === 1).length).toBeGreaterThan(1);
	});

	test('reading is open to a model: no Allow Access Changes needed', async () => {
		const { items, error } = await run(sandbox, get('towerStructure'), { tool: true });
		expect(error).toBeUndefined();
		expect(items.length).toBeGreaterThan(0);
	});
});
