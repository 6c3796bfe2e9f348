'use strict';

const { call, tokenFor, useSandboxTokens } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');

const ALL = ['data:read', 'data:write', 'data:create'];
const API = 'application/vnd.api+json';
const HOSPITAL = SEED.projects.hospital;
const CHECK = 'commands:autodesk.core:CheckPermission';
const PUBLISH = 'commands:autodesk.bim360:C4RModelPublish';
const PUBLISH_JOB = 'commands:autodesk.bim360:C4RModelGetPublishJob';

describe('sandbox data: the commands endpoint (CheckPermission, PublishModel, GetPublishModelJob)', () => {
	const { sandbox, tokens } = useSandboxTokens(ALL, ['admin', 'member', 'inspector']);

	const command = (type, resources, { token = tokens.admin, data, headers, projectId = HOSPITAL, version = '1.0.0' } = {}) =>
		call(sandbox, 'POST', `/data/v1/projects/${projectId}/commands`, {
			token,
			headers,
			contentType: API,
			json: {
				jsonapi: { version: '1.0' },
				data: { type: 'commands', attributes: { extension: { type, version, ...(data ? { data } : {}) } }, relationships: { resources: { data: resources } } },
			},
		});
	const check = (actions, resources, options) => command(CHECK, resources, { ...options, data: { requiredActions: actions } });
	const central = [{ type: 'items', id: SEED.items.hospitalCentral }];
	const getItem = (itemId, token = tokens.admin) =>
		call(sandbox, 'GET', `/data/v1/projects/${HOSPITAL}/items/${encodeURIComponent(itemId)}`, { token });

	test('CheckPermission: each resource with a detail per action, true only when every action is allowed', async () => {
		const resources = [
			{ type: 'folders', id: SEED.folders.hospitalCoordination },
			{ type: 'items', id: SEED.items.hospitalCentral },
			{ type: 'versions', id: SEED.versions.hospitalModelV1 },
		];
		const actions = ['view', 'download', 'collaborate', 'create', 'updateMetaData', 'admin'];
		const asInspector = await check(actions, resources, { token: tokens.inspector });
		expect(asInspector.status).toBe(200);
		const { permissions, requiredActions } = asInspector.body.data.attributes.extension.data;
		expect(requiredActions).toEqual(actions);
		expect(asInspector.body.data.attributes.extension.type).toBe(CHECK);
		// A view grant on Coordination: view there (and on the model in it), nothing on Project Files' own files.
		const none = Object.fromEntries(actions.map((action) => [action, false]));
		expect(permissions).toEqual([
			{ ...resources[0], details: { ...none, view: true }, permission: false },
			{ ...resources[1], details: { ...none, view: true }, permission: false },
			{ ...resources[2], details: none, permission: false },
		]);
		// The member has write (Edit) on Project Files, inherited by Coordination: all but admin.
		const asMember = await check(actions, resources, { token: tokens.member });
		for (const entry of asMember.body.data.attributes.extension.data.permissions)
			expect(entry.details).toEqual({ ...Object.fromEntries(actions.map((action) => [action, true])), admin: false });
		const viewOnly = await check(['view'], resources.slice(0, 2), { token: tokens.inspector });
		expect(viewOnly.body.data.attributes.extension.data.permissions.map((entry) => entry.permission)).toEqual([true, true]);
		// The project admin has full control.
		const asAdmin = await check(['admin', 'delete'], resources);
		expect(asAdmin.body.data.attributes.extension.data.permissions.every((entry) => entry.permission)).toBe(true);
	});

	test('CheckPermission takes the user of x-user-id with a two-legged token, and needs one', async () => {
		const resources = [{ type: 'folders', id: SEED.folders.hospitalCoordination }];
		const asInspector = await check(['download'], resources, { token: tokens.app, headers: { 'x-user-id': SEED.users.inspector } });
		expect(asInspector.body.data.attributes.extension.data.permissions[0]).toMatchObject({ details: { download: false }, permission: false });
		const app = await check(['download'], resources, { token: tokens.app });
		expect(app.status).toBe(403);
		expect(app.body.errors[0].detail).toMatch(/needs user context/);
	});

	test('CheckPermission refuses unknown actions, more than 50 resources, other types, missing resources, a wrong version and a token without data:read', async () => {
		const folder = { type: 'folders', id: SEED.folders.hospitalCoordination };
		// The Docs levels Edit and Control are no actions of the command (its reference maps them to actions).
		const unknown = await check(['edit', 'view', 'control'], [folder]);
		expect(unknown.status).toBe(400);
		expect(unknown.body.errors[0].detail).toMatch(/unknown actions: edit, control\. Known: view, read, download, collaborate, upload, write, create, updateMetaData, delete, admin, share\.$/);
		expect((await check(['view'], Array(51).fill(folder))).body.errors[0].detail).toMatch(/At most 50 resources/);
		expect((await check(['view'], Array(50).fill(folder))).status).toBe(200);
		expect((await check(['view'], [{ type: 'hubs', id: SEED.hubs.acc }])).status).toBe(400);
		const missing = await check(['view'], [{ type: 'items', id: SEED.items.towerModel }]);
		expect(missing.status).toBe(404);
		expect((await command(CHECK, [folder], { data: { requiredActions: ['view'] }, version: '1.0' })).status).toBe(400);
		const noRead = tokenFor(sandbox, { userId: SEED.users.admin, scopes: ['data:write'] });
		expect((await check(['view'], [folder], { token: noRead })).status).toBe(401);
		expect((await command('commands:autodesk.core:ListRefs', [folder])).status).toBe(501);
	});

	test('a synced cloud model: GetPublishModelJob null; PublishModel committed; processing, then complete with a new version', async () => {
		const waiting = await command(PUBLISH_JOB, central);
		expect(waiting.status).toBe(200);
		expect(waiting.body).toEqual({ jsonapi: { version: '1.0' }, data: null });
		const before = await getItem(SEED.items.hospitalCentral);
		expect(before.body.data.attributes.extension.type).toBe('items:autodesk.bim360:C4RModel');
		expect(before.body.included[0].attributes.extension).toMatchObject({ type: 'versions:autodesk.bim360:C4RModel', data: { modelType: 'multiuser' } });
		expect(before.body.included[0].attributes.versionNumber).toBe(2);

		const published = await command(PUBLISH, central, { token: tokens.member });
		expect(published.status).toBe(200);
		expect(published.body.data).toMatchObject({ type: 'commands', attributes: { status: 'committed', extension: { type: PUBLISH, version: '1.0.0' } } });
		const running = await command(PUBLISH_JOB, central);
		expect(running.body.data).toMatchObject({ id: published.body.data.id, attributes: { status: 'processing', extension: { type: PUBLISH_JOB } } });
		expect((await command(PUBLISH, central)).status).toBe(409);

		await call(sandbox, 'POST', '/__sandbox/clock', { json: { advanceMs: 3000 } });
		const done = await command(PUBLISH_JOB, central);
		expect(done.body.data.attributes.status).toBe('complete');
		const after = await getItem(SEED.items.hospitalCentral);
		expect(after.body.included[0].attributes).toMatchObject({ versionNumber: 3, createUserId: SEED.users.member });
		// Synced again from Revit: it needs publishing again.
		await call(sandbox, 'POST', '/__sandbox/items/sync', { json: { itemId: SEED.items.hospitalCentral } });
		expect((await command(PUBLISH_JOB, central)).body.data).toBeNull();
	});

	test('publishing: a file that is not a cloud model is refused; the scopes, user context and a readable folder are needed', async () => {
		const file = await command(PUBLISH, [{ type: 'items', id: SEED.items.hospitalModel }]);
		expect(file.status).toBe(400);
		expect(file.body.errors[0].detail).toMatch(/not a cloud-workshared Revit model/);
		expect((await command(PUBLISH_JOB, [{ type: 'items', id: SEED.items.hospitalModel }])).status).toBe(400);
		const readOnly = tokenFor(sandbox, { userId: SEED.users.admin, scopes: ['data:read', 'data:create'] });
		expect((await command(PUBLISH, central, { token: readOnly })).status).toBe(401);
		expect((await command(PUBLISH_JOB, central, { token: readOnly })).status).toBe(200);
		expect((await command(PUBLISH, central, { token: tokens.app })).status).toBe(403);
		const member = await command(PUBLISH, [{ type: 'items', id: SEED.items.towerModel }], { projectId: SEED.projects.tower, token: tokens.member });
		expect(member.status).toBe(400);
		expect((await command(PUBLISH, [...central, ...central])).status).toBe(400);
	});
});
