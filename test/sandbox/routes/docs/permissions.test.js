'use strict';

const { useSandboxTokens, call, tokenFor } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { DIRECTORY } = require('../../../../sandbox/seed/projectDirectory');

const TOWER = SEED.projects.tower.slice(2);
const enc = encodeURIComponent;
const FULL = ['PUBLISH', 'VIEW', 'DOWNLOAD', 'COLLABORATE', 'EDIT', 'CONTROL'];

const { sandbox, tokens } = useSandboxTokens(['data:read', 'data:write']);

const permissions = (folder, suffix = '', { token = tokens.admin, json, method = suffix ? 'POST' : 'GET', project = TOWER } = {}) =>
	call(sandbox, method, `/bim360/docs/v1/projects/${project}/folders/${enc(SEED.folders[folder])}/permissions${suffix}`, { token, json });
const contents = (folder, token) =>
	call(sandbox, 'GET', `/data/v1/projects/${SEED.projects.tower}/folders/${enc(SEED.folders[folder])}/contents`, { token });
const topFolders = async (token) => {
	const answer = await call(sandbox, 'GET', `/project/v1/hubs/${SEED.hubs.bim360}/projects/${SEED.projects.tower}/topFolders`, { token });
	return answer.body.data.map((folder) => folder.attributes.name);
};
const viewer = (actions) => ({ subjectId: SEED.users.viewer, subjectType: 'USER', ...(actions ? { actions } : {}) });

describe('GET folders/:folderId/permissions', () => {
	test("a folder's subjects with their own actions and those from the folders above; project admins inherit full control", async () => {
		const answer = await permissions('towerStructure');
		expect(answer.status).toBe(200);
		const byId = new Map(answer.body.map((entry) => [entry.subjectId, entry]));
		expect(byId.get(SEED.users.member)).toEqual({
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
		expect(byId.get(SEED.users.admin)).toMatchObject({ userType: 'PROJECT_ADMIN', actions: [], inheritActions: FULL });
	});

	test('reading needs VIEW on the folder; the project id without b.', async () => {
		expect((await permissions('towerStructure', '', { token: tokens.viewer })).status).toBe(403);
		expect((await permissions('towerStructure', '', { token: tokens.member })).status).toBe(200);
		const prefixed = await permissions('towerStructure', '', { project: SEED.projects.tower });
		expect([prefixed.status, prefixed.body.errors[0].code]).toEqual([400, 'ERR_BAD_INPUT']);
	});
});

describe('POST permissions:batch-create, :batch-update, :batch-delete', () => {
	test('a permission takes effect in the Data Management reads, and its removal takes it away', async () => {
		expect((await contents('towerDesign', tokens.viewer)).status).toBe(403);
		expect(await topFolders(tokens.viewer)).toEqual([]);

		const created = await permissions('towerProjectFiles', ':batch-create', { json: [viewer(['VIEW', 'COLLABORATE'])] });
		expect(created.status).toBe(200);
		expect(created.body).toEqual({ results: [{ subjectId: SEED.users.viewer, subjectType: 'USER', actions: ['VIEW', 'COLLABORATE'] }] });
		expect((await contents('towerDesign', tokens.viewer)).status).toBe(200);
		expect(await topFolders(tokens.viewer)).toEqual(['Project Files']);
		// View only: no upload.
		const upload = await call(sandbox, 'POST', `/data/v1/projects/${SEED.projects.tower}/folders`, {
			token: tokenFor(sandbox, { scopes: ['data:create'], userId: SEED.users.viewer }),
			contentType: 'application/vnd.api+json',
			json: { jsonapi: { version: '1.0' }, data: { type: 'folders', attributes: { name: 'X', extension: { type: 'folders:autodesk.bim360:Folder', version: '1.0' } }, relationships: { parent: { data: { type: 'folders', id: SEED.folders.towerDesign } } } } },
		});
		expect(upload.status).toBe(403);

		const listed = await permissions('towerDesign');
		expect(listed.body.find((entry) => entry.subjectId === SEED.users.viewer)).toMatchObject({ actions: [], inheritActions: ['VIEW', 'COLLABORATE'] });

		const deleted = await permissions('towerProjectFiles', ':batch-delete', { json: [viewer()] });
		expect([deleted.status, deleted.text]).toEqual([204, '']);
		expect((await contents('towerDesign', tokens.viewer)).status).toBe(403);
	});

	test("companies and roles: a grant to the user's company or role opens the folder to the user", async () => {
		const roleGrant = [{ subjectId: DIRECTORY.roles.architect, subjectType: 'ROLE', actions: ['VIEW', 'DOWNLOAD', 'COLLABORATE'] }];
		expect((await permissions('towerShared', ':batch-create', { json: roleGrant })).status).toBe(200);
		expect((await contents('towerShared', tokens.viewer)).status).toBe(200);
		expect((await permissions('towerShared', ':batch-delete', { json: [{ subjectId: DIRECTORY.roles.architect, subjectType: 'ROLE' }] })).status).toBe(204);
		expect((await contents('towerShared', tokens.viewer)).status).toBe(403);

		const companyGrant = [{ subjectId: DIRECTORY.companies.architects, subjectType: 'COMPANY', actions: ['VIEW', 'COLLABORATE'] }];
		expect((await permissions('towerShared', ':batch-create', { json: companyGrant })).status).toBe(200);
		expect((await contents('towerShared', tokens.viewer)).status).toBe(200);
		const listed = await permissions('towerShared');
		expect(listed.body.find((entry) => entry.subjectType === 'COMPANY')).toEqual({
			subjectId: DIRECTORY.companies.architects,
			autodeskId: DIRECTORY.companies.architects,
			name: 'Sandbox Architects',
			subjectType: 'COMPANY',
			subjectStatus: 'ACTIVE',
			actions: ['VIEW', 'COLLABORATE'],
			inheritActions: [],
		});
	});

	test('update replaces the actions of a subject that has permissions; one without is refused (422)', async () => {
		const refused = await permissions('towerShared', ':batch-update', { json: [viewer(['VIEW', 'COLLABORATE'])] });
		expect([refused.status, refused.body.errors[0].code]).toEqual([422, 'ERR_UNPROCESSABLE_ENTITY']);
		expect(refused.body.errors[0].detail).toMatch(/assign them with permissions:batch-create/);
		// user-member has Edit (seeded) on Structure: down to View + Download.
		const updated = await permissions('towerStructure', ':batch-update', { json: [{ subjectId: SEED.users.member, subjectType: 'USER', actions: ['VIEW', 'DOWNLOAD', 'COLLABORATE'] }] });
		expect(updated.status).toBe(200);
		const listed = await permissions('towerStructure');
		expect(listed.body.find((entry) => entry.subjectId === SEED.users.member).actions).toEqual(['VIEW', 'DOWNLOAD', 'COLLABORATE']);
	});

	test('unknown actions and subject types, malformed bodies and unknown subjects are refused whole, in the service error shape', async () => {
		const cases = [
			[[viewer(['VIEW', 'READ'])], 400, /unknown action\(s\) "READ"/],
			[[{ subjectId: SEED.users.viewer, subjectType: 'GROUP', actions: ['VIEW'] }], 400, /subjectType must be one of USER, COMPANY, ROLE; got "GROUP"/],
			[[viewer([])], 400, /actions is required/],
			[[{ subjectType: 'USER', actions: ['VIEW'] }], 400, /subjectId is required/],
			[[{ ...viewer(['VIEW']), level: 'view' }], 400, /unknown field\(s\) level/],
			[{ subjectId: SEED.users.viewer }, 400, /non-empty array/],
			[[viewer(['VIEW']), viewer(['VIEW'])], 400, /a second time/],
			[[viewer(['VIEW']), { subjectId: 'user-nobody', subjectType: 'USER', actions: ['VIEW'] }], 422, /not a member of project/],
			[[{ subjectId: '00000000-0000-4000-8000-000000000000', subjectType: 'COMPANY', actions: ['VIEW'] }], 422, /Company .* does not exist/],
		];
		for (const [json, status, detail] of cases) {
			const answer = await permissions('towerShared', ':batch-create', { json });
			expect([answer.status, answer.body.errors[0].status]).toEqual([status, String(status)]);
			expect(answer.body.errors[0].detail).toMatch(detail);
		}
		// Nothing of a refused batch was applied.
		expect((await contents('towerShared', tokens.viewer)).status).toBe(403);
	});

	test('changing permissions needs project admin or Full control (403 otherwise); project admins cannot be removed', async () => {
		const asMember = await permissions('towerStructure', ':batch-create', { token: tokens.member, json: [viewer(['VIEW'])] });
		expect([asMember.status, asMember.body.errors[0].code]).toEqual([403, 'ERR_FORBIDDEN']);
		expect(asMember.body.errors[0].detail).toMatch(/no CONTROL permission/);
		expect((await permissions('towerStructure', ':batch-create', { json: [{ subjectId: SEED.users.member, subjectType: 'USER', actions: FULL }] })).status).toBe(200);
		expect((await permissions('towerStructure', ':batch-create', { token: tokens.member, json: [viewer(['VIEW'])] })).status).toBe(200);
		const admin = await permissions('towerStructure', ':batch-delete', { json: [{ subjectId: SEED.users.admin, subjectType: 'USER' }] });
		expect([admin.status, admin.body.errors[0].code]).toEqual([422, 'ERR_UNPROCESSABLE_ENTITY']);
	});

	test('reading takes data:read, changing data:write', async () => {
		const readOnly = tokenFor(sandbox, { scopes: ['data:read'], userId: SEED.users.admin });
		expect((await permissions('towerShared', '', { token: readOnly })).status).toBe(200);
		expect((await permissions('towerShared', ':batch-create', { token: readOnly, json: [viewer(['VIEW'])] })).status).toBe(401);
	});
});
