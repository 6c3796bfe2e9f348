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

	test('every permission by default: one true/false field each, allowed, and the service answer; edit and control in the command terms', async () => {
		const { items, error } = await run(sandbox, check({ options: { userId: SEED.users.member } }));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].json).toEqual({
			id: SEED.folders.hospitalCoordination,
			type: 'folders',
			allowed: false,
			view: true,
			download: true,
			collaborate: true,
			edit: true,
			control: false,
			details: { view: true, download: true, collaborate: true, create: true, updateMetaData: true, admin: false },
			requiredActions: ['view', 'download', 'collaborate', 'create', 'updateMetaData', 'admin'],
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
						data: { requiredActions: ['view', 'download', 'collaborate', 'create', 'updateMetaData', 'admin'] },
					},
				},
				relationships: { resources: { data: [{ type: 'folders', id: SEED.folders.hospitalCoordination }] } },
			},
		});
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
		expect(error.description).toBe('Nothing was sent. Choose one or more of view, download, collaborate, edit, control.');
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
		expect(items[1].json).toMatchObject({ allowed: true, control: true });
	});
});
