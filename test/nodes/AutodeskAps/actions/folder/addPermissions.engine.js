'use strict';

const { AutodeskAps } = require('../../../../../nodes/AutodeskAps/AutodeskAps.node');
const { loadOptionsContext } = require('../../../../support/loadOptions');
const { SEED, credentialsFor, locator, requests, run, useSandbox } = require('../../../../support/data');
const { DIRECTORY } = require('../../../../../sandbox/seed/projectDirectory');
const { PERMISSIONS, permissionParameters, permissionsPath, subjects, user } = require('./permissions');

describe('folder addPermissions through the n8n engine', () => {
	const sandbox = useSandbox();
	const add = (folder, ...entries) => permissionParameters({ operation: 'addPermissions' }, folder, subjects(...entries));
	const contents = (folder, userId) =>
		run(sandbox, { resource: 'folder', operation: 'getContents', projectId: locator(SEED.projects.tower), folderId: locator(SEED.folders[folder]), returnAll: true, options: { userId } });

	test('one batch-create call for every subject; one output item per subject, the level sent as its exact actions', async () => {
		const { items, error } = await run(
			sandbox,
			add(
				'towerShared',
				user(SEED.users.viewer, 'viewOnly'),
				{ subjectType: 'COMPANY', company: DIRECTORY.companies.builders, level: 'viewDownloadMarkupsUpload' },
				{ subjectType: 'ROLE', role: DIRECTORY.roles.architect, level: 'manage' },
			),
		);
		expect(error).toBeUndefined();
		const [sent] = requests(sandbox, PERMISSIONS, 'POST');
		expect(sent.path).toBe(permissionsPath('towerShared', 'batch-create'));
		expect(JSON.parse(sent.body)).toEqual([
			{ subjectId: SEED.users.viewer, subjectType: 'USER', actions: ['VIEW', 'COLLABORATE'] },
			{ subjectId: DIRECTORY.companies.builders, subjectType: 'COMPANY', actions: ['PUBLISH', 'VIEW', 'DOWNLOAD', 'COLLABORATE', 'PUBLISH_MARKUP'] },
			{ subjectId: DIRECTORY.roles.architect, subjectType: 'ROLE', actions: ['PUBLISH', 'VIEW', 'DOWNLOAD', 'COLLABORATE', 'PUBLISH_MARKUP', 'EDIT', 'CONTROL'] },
		]);
		expect(items.map((item) => item.json)).toEqual([
			{ success: true, subjectType: 'USER', subjectId: SEED.users.viewer, level: 'viewOnly', actions: ['VIEW', 'COLLABORATE'] },
			{ success: true, subjectType: 'COMPANY', subjectId: DIRECTORY.companies.builders, level: 'viewDownloadMarkupsUpload', actions: ['PUBLISH', 'VIEW', 'DOWNLOAD', 'COLLABORATE', 'PUBLISH_MARKUP'] },
			{ success: true, subjectType: 'ROLE', subjectId: DIRECTORY.roles.architect, level: 'manage', actions: ['PUBLISH', 'VIEW', 'DOWNLOAD', 'COLLABORATE', 'PUBLISH_MARKUP', 'EDIT', 'CONTROL'] },
		]);
		expect(items.every((item) => item.pairedItem.item === 0)).toBe(true);
	});

	test('the permission is seen in a Data Management read by that user (Act As User ID), and Remove takes it away', async () => {
		const before = await contents('towerDesign', SEED.users.viewer);
		expect(before.error.message).toMatch(/no read permission on folder Design/);

		expect((await run(sandbox, add('towerDesign', user(SEED.users.viewer, 'viewDownload')))).error).toBeUndefined();
		const granted = await contents('towerDesign', SEED.users.viewer);
		expect(granted.error).toBeUndefined();
		expect(granted.items.map((item) => item.json.name)).toEqual(['Architecture', 'Structure']);

		const removed = await run(sandbox, permissionParameters({ operation: 'removePermissions' }, 'towerDesign', subjects(user(SEED.users.viewer))));
		expect(removed.items.map((item) => item.json)).toEqual([{ success: true, subjectType: 'USER', subjectId: SEED.users.viewer, removed: true }]);
		expect((await contents('towerDesign', SEED.users.viewer)).error.message).toMatch(/no read permission on folder Design/);
	});

	test("a user given by email is found among the project's users; an email no user has is that subject's failure, the others are sent", async () => {
		const { items, error } = await run(sandbox, add('towerShared', user('VIC.viewer@sandbox.example', 'viewOnly'), user('nobody@sandbox.example', 'viewOnly')), { scopes: ['data:read', 'data:write', 'account:read'] });
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([
			{ success: true, subjectType: 'USER', subjectId: SEED.users.viewer, email: 'VIC.viewer@sandbox.example', level: 'viewOnly', actions: ['VIEW', 'COLLABORATE'] },
			{ success: false, subjectType: 'USER', email: 'nobody@sandbox.example', level: 'viewOnly', error: 'No user of the project has the email nobody@sandbox.example; nothing was sent for this subject. Add the user to the project first.' },
		]);
		expect(JSON.parse(requests(sandbox, PERMISSIONS, 'POST')[0].body)).toEqual([{ subjectId: SEED.users.viewer, subjectType: 'USER', actions: ['VIEW', 'COLLABORATE'] }]);
	});

	test("a subject the service's answer leaves out is that subject's failure; the others keep their results", async () => {
		// The call acts, then the answer holds a result for the user only.
		sandbox.ctx.faults.add({
			kind: 'status-after',
			method: 'POST',
			path: 'permissions:batch-create$',
			status: 200,
			body: { results: [{ subjectId: SEED.users.viewer, subjectType: 'USER', actions: ['VIEW', 'COLLABORATE'] }] },
		});
		const { items, error } = await run(sandbox, add('towerShared', user(SEED.users.viewer, 'viewOnly'), { subjectType: 'ROLE', role: DIRECTORY.roles.engineer, level: 'viewOnly' }));
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([
			{ success: true, subjectType: 'USER', subjectId: SEED.users.viewer, level: 'viewOnly', actions: ['VIEW', 'COLLABORATE'] },
			{
				success: false,
				subjectType: 'ROLE',
				subjectId: DIRECTORY.roles.engineer,
				level: 'viewOnly',
				error: "The service's answer has no result for this subject: its permissions may be unchanged. Read them with Folder > Get Permissions.",
			},
		]);
	});

	test.each([
		[{ subjects: { subject: [] } }, 'Subjects must hold at least one user, company or role'],
		[subjects(user('', 'viewOnly')), 'Subjects › User Name or ID is required in every subject of this type'],
		[subjects({ subjectType: 'COMPANY', company: 'Builders', level: 'viewOnly' }), 'Subjects › Company ID must be the company\'s ID in the project, a GUID; got "Builders"'],
		[subjects(user(SEED.users.viewer, 'read')), 'Subjects › Permission Level must be one of'],
		[subjects(user(SEED.users.viewer, 'viewOnly'), user(SEED.users.viewer, 'edit')), 'Subjects must name each subject once; USER "user-viewer" is given twice'],
		[subjects(user('vic@', 'viewOnly')), 'Subjects › User Name or ID must be a user\'s ID or email address; got "vic@"'],
	])('bad input is refused before anything is sent, naming the field and the rule (%#)', async (extra, message) => {
		sandbox.ctx.log.clear();
		const { error } = await run(sandbox, permissionParameters({ operation: 'addPermissions' }, 'towerShared', extra));
		expect(error.message.startsWith(message)).toBe(true);
		expect(error.description).toMatch(/^Nothing was sent/);
		expect(sandbox.ctx.log.entries).toEqual([]);
	});

	test('a team hub project has no folder permissions: refused before anything is sent', async () => {
		sandbox.ctx.log.clear();
		const { error } = await run(sandbox, { ...add('bracketDesigns', user(SEED.users.viewer, 'viewOnly')), projectId: locator(SEED.projects.bracket) });
		expect(error.message).toMatch(/^Project must be a Construction Cloud or BIM 360 project ID/);
		expect(error.description).toBe('Nothing was sent. Folder permissions belong to Docs: team hubs and personal hubs have none.');
		expect(sandbox.ctx.log.entries).toEqual([]);
	});

	test('a user without Manage on the folder gets the service message and what it takes (403)', async () => {
		const { error } = await run(sandbox, { ...add('towerStructure', user(SEED.users.viewer, 'viewOnly')), options: { userId: SEED.users.member } });
		expect(error.message).toMatch(/^Add permissions failed: .*no CONTROL permission on folder Structure/);
		expect(error.description).toMatch(/^Changing a folder's permissions takes a project admin or a user with Manage \(Full control\) on the folder/);
	});

	test('Continue On Fail: a refused batch is an error item for its input item; the other items go on', async () => {
		const { items, error } = await run(
			sandbox,
			permissionParameters({ operation: 'addPermissions' }, 'towerShared', subjects(user('={{ $json.user }}', 'viewOnly'))),
			{ continueOnFail: true, items: [{ json: { user: 'user-nobody' } }, { json: { user: SEED.users.viewer } }] },
		);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(2);
		expect(items[0].pairedItem.item).toBe(0);
		expect(items[0].json).toMatchObject({ httpCode: '422' });
		expect(items[0].json.error).toMatch(/^Add permissions failed: .*user-nobody is not a member of project/);
		expect(items[1]).toMatchObject({ json: { success: true, subjectId: SEED.users.viewer }, pairedItem: { item: 1 } });
	});

	test('as a tool it is refused before anything is sent unless Allow Access Changes is on', async () => {
		sandbox.ctx.log.clear();
		const parameters = add('towerShared', user(SEED.users.viewer, 'viewOnly'));
		const refused = await run(sandbox, parameters, { tool: true });
		expect(refused.error.message).toMatch(/^Folder > Add Permissions grants or takes away access, which this tool may not do. Nothing was sent./);
		expect(sandbox.ctx.log.entries).toEqual([]);
		const allowed = await run(sandbox, { ...parameters, allowAccessChanges: true }, { tool: true });
		expect(allowed.error).toBeUndefined();
		expect(requests(sandbox, PERMISSIONS, 'POST')).toHaveLength(1);
	});

	test("the User list: the chosen project's users by name, their project user ID as the value (account:read)", async () => {
		const { getPermissionUsers } = new AutodeskAps().methods.loadOptions;
		const parameters = add('towerShared', user('', 'viewOnly'));
		const credentials = credentialsFor(sandbox, { scopes: ['data:read', 'account:read'] });
		const context = loadOptionsContext({ parameters, credentials, path: 'parameters.subjects.subject.user' });
		expect(await getPermissionUsers.call(context)).toEqual([
			{ name: 'Ada Admin', value: SEED.users.admin, description: 'ada.admin@sandbox.example' },
			{ name: 'Mel Member', value: SEED.users.member, description: 'mel.member@sandbox.example' },
			{ name: SEED.serviceAccount.id, value: SEED.serviceAccount.id, description: `${SEED.serviceAccount.id}@sandbox.example` },
			{ name: 'Vic Viewer', value: SEED.users.viewer, description: 'vic.viewer@sandbox.example' },
		]);
		expect(requests(sandbox, /\/construction\/admin\/v1\/projects\/[^/]+\/users$/, 'GET')[0].path).toBe(`/construction/admin/v1/projects/${SEED.projects.tower.slice(2)}/users`);
		const team = loadOptionsContext({ parameters: { ...parameters, projectId: locator(SEED.projects.bracket) }, credentials });
		await expect(getPermissionUsers.call(team)).rejects.toThrow(/^Project must be a Construction Cloud or BIM 360 project ID/);
	});
});
