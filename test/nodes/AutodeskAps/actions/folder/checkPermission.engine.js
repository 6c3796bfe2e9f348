'use strict';

const { API, SEED, locator, requests, run, useSandbox } = require('../../../../support/data');

const HOSPITAL = SEED.projects.hospital;
const COMMANDS = `/data/v1/projects/${HOSPITAL}/commands`;

describe('folder check permission through the n8n engine', () => {
	const sandbox = useSandbox();

	const check = (extra = {}) => ({
		resource: 'folder',
		operation: 'checkPermission',
		projectId: locator(HOSPITAL),
		folderId: locator(SEED.folders.hospitalCoordination),
		...extra,
	});
	const sent = () => requests(sandbox, COMMANDS, 'POST');

	test('by default the actions every Docs level covers: one true/false field each, allowed, and the service answer', async () => {
		const { items, error } = await run(sandbox, check({ options: { userId: SEED.users.member } }));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		const DEFAULT = ['view', 'download', 'collaborate', 'create', 'updateMetaData', 'admin'];
		expect(items[0].json).toEqual({
			id: SEED.folders.hospitalCoordination,
			type: 'folders',
			allowed: false,
			view: true,
			download: true,
			collaborate: true,
			create: true,
			updateMetaData: true,
			admin: false,
			details: { view: true, download: true, collaborate: true, create: true, updateMetaData: true, admin: false },
			requiredActions: DEFAULT,
			userId: SEED.users.member,
		});
		const [request] = sent();
		expect(request.headers['content-type']).toBe(API);
		expect(request.headers['x-user-id']).toBe(SEED.users.member);
		expect(JSON.parse(request.body)).toEqual({
			jsonapi: { version: '1.0' },
			data: {
				type: 'commands',
				attributes: {
					extension: {
						type: 'commands:autodesk.core:CheckPermission',
						version: '1.0.0',
						data: { requiredActions: DEFAULT },
					},
				},
				relationships: { resources: { data: [{ type: 'folders', id: SEED.folders.hospitalCoordination }] } },
			},
		});
	});

	test('the command\'s own actions are sent as they are: delete and upload, write and share', async () => {
		const { items } = await run(sandbox, check({ permissions: ['delete', 'upload', 'write', 'share'], options: { userId: SEED.users.member } }));
		expect(items[0].json).toMatchObject({ allowed: false, delete: true, upload: true, write: true, share: false });
		expect(JSON.parse(sent()[0].body).data.attributes.extension.data.requiredActions).toEqual(['delete', 'upload', 'write', 'share']);
		const tower = await run(sandbox, check({ projectId: locator(SEED.projects.tower), folderId: locator(SEED.folders.towerDesign), permissions: ['read', 'delete', 'upload'], options: { userId: SEED.users.member } }));
		expect(tower.items[0].json).toMatchObject({ allowed: false, read: true, delete: false, upload: false });
	});

	test('a workflow saved with the earlier Docs levels edit and control still runs: they are asked as create + updateMetaData and admin', async () => {
		const { items, error } = await run(sandbox, check({ permissions: ['view', 'edit', 'control'], options: { userId: SEED.users.member } }));
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ allowed: false, view: true, edit: true, control: false, requiredActions: ['view', 'create', 'updateMetaData', 'admin'] });
		expect(JSON.parse(sent()[0].body).data.attributes.extension.data.requiredActions).toEqual(['view', 'create', 'updateMetaData', 'admin']);
	});

	test('only the permissions asked: a view-only user is allowed to view, not to download', async () => {
		const viewOnly = await run(sandbox, check({ permissions: ['view'], options: { userId: SEED.users.inspector } }));
		expect(viewOnly.items[0].json).toMatchObject({ allowed: true, view: true });
		expect(viewOnly.items[0].json).not.toHaveProperty('download');
		const both = await run(sandbox, check({ permissions: ['view', 'download'], options: { userId: SEED.users.inspector } }));
		expect(both.items[0].json).toMatchObject({ allowed: false, view: true, download: false });
		expect(sent().map((entry) => JSON.parse(entry.body).data.attributes.extension.data.requiredActions)).toEqual([['view'], ['view', 'download']]);
	});

	test('no permission chosen is refused before sending', async () => {
		const { items, error } = await run(sandbox, check({ permissions: [] }));
		expect(items).toHaveLength(0);
		expect(error.message).toBe('Permissions must name at least one permission');
		expect(error.description).toBe('Nothing was sent. Choose one or more of admin, collaborate, create, delete, download, read, share, updateMetaData, upload, view, write.');
		expect(sandbox.ctx.log.entries).toHaveLength(0);
	});

	test('a two-legged call without a user: the service says it needs one; Continue On Fail keeps the other items', async () => {
		const { items, error } = await run(sandbox, check({ options: { userId: '={{ $json.user }}' } }), {
			continueOnFail: true,
			items: [{ json: { user: '' } }, { json: { user: SEED.users.admin } }],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1]);
		expect(items[0].json).toMatchObject({ httpCode: '403' });
		expect(items[0].json.error).toMatch(/^Check permission failed: .*needs user context/);
		expect(items[1].json).toMatchObject({ allowed: true, admin: true });
	});
});
