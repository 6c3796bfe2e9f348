'use strict';

const { SEED, call, locator, requests, run, useSandbox } = require('../../../../support/data');

const BIM360_HUB = SEED.hubs.bim360;
const ACC_HUB = SEED.hubs.acc;
const projectsPath = (hubId) => `/project/v1/hubs/${hubId}/projects`;

describe('project get many through the n8n engine', () => {
	const sandbox = useSandbox();

	const getAll = (extra = {}) => ({
		resource: 'project',
		operation: 'getAll',
		hubId: locator(BIM360_HUB, 'list'),
		...extra,
	});

	/** 475 projects in the BIM 360 hub: pages of 200, 200 and 75. */
	async function seedProjects() {
		const seeded = await call(sandbox, 'POST', '/__sandbox/seed/projects', {
			json: { hubId: BIM360_HUB, count: 450 },
		});
		expect(seeded.body.total).toBe(475);
		sandbox.ctx.log.clear();
	}

	test('a links.next that repeats a page already read stops with an error naming the list', async () => {
		await seedProjects();
		await call(sandbox, 'POST', '/__sandbox/faults', {
			json: { kind: 'repeat-next', method: 'GET', path: `^${projectsPath(BIM360_HUB)}$`, times: 100 },
		});
		const { error } = await run(sandbox, getAll({ returnAll: true }));
		expect(error.name).toBe('NodeOperationError');
		expect(error.message).toMatch(/^Get many projects stopped: the service's list does not end \(its next page repeats a page already read\)/);
		expect(requests(sandbox, projectsPath(BIM360_HUB), 'GET')).toHaveLength(2);
	});

	test('Return All follows links.next over three pages of 200', async () => {
		await seedProjects();
		const { items, error } = await run(sandbox, getAll({ returnAll: true }));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(475);
		expect(new Set(items.map((item) => item.json.id)).size).toBe(475);

		const log = requests(sandbox, projectsPath(BIM360_HUB), 'GET');
		expect(log.map((entry) => entry.query)).toEqual([
			{ 'page[limit]': '200' },
			{ 'page[number]': '1', 'page[limit]': '200' },
			{ 'page[number]': '2', 'page[limit]': '200' },
		]);
		expect(log[0].headers.authorization).toMatch(/^Bearer sbx_at_/);
		expect(log[0].headers['x-user-id']).toBeUndefined();
		expect(items[0].json).toMatchObject({
			id: SEED.projects.tower,
			type: 'projects',
			name: 'Sandbox Tower',
			extensionType: 'projects:autodesk.bim360:Project',
			extensionData: { projectType: 'BIM360' },
			hubId: BIM360_HUB,
		});
		expect(items[0].json.attributes).toBeUndefined();
		expect(items.map((item) => item.pairedItem)).toEqual(items.map(() => ({ item: 0 })));
	});

	test('a Limit that ends mid-page asks for no page more than needed', async () => {
		await seedProjects();
		const { items } = await run(sandbox, getAll({ returnAll: false, limit: 250 }));
		expect(items).toHaveLength(250);
		const log = requests(sandbox, projectsPath(BIM360_HUB), 'GET');
		expect(log.map((entry) => entry.query['page[number]'])).toEqual([undefined, '1']);
		expect(log.every((entry) => entry.query['page[limit]'] === '200')).toBe(true);

		sandbox.ctx.log.clear();
		const small = await run(sandbox, getAll({ returnAll: false, limit: 7 }));
		expect(small.items).toHaveLength(7);
		const smallLog = requests(sandbox, projectsPath(BIM360_HUB), 'GET');
		expect(smallLog).toHaveLength(1);
		expect(smallLog[0].query).toEqual({ 'page[limit]': '7' });
	});

	test('filters by several IDs (a bare GUID gets its b.) and by type', async () => {
		const other = (await run(sandbox, getAll({ limit: 3 }))).items[2].json.id;
		sandbox.ctx.log.clear();
		const { items } = await run(
			sandbox,
			getAll({
				returnAll: true,
				filters: {
					ids: `${SEED.projects.tower}, ${other.slice(2)}`,
					extensionTypes: ['projects:autodesk.bim360:Project'],
				},
			}),
		);
		expect(items.map((item) => item.json.id)).toEqual([SEED.projects.tower, other]);
		const [entry] = requests(sandbox, projectsPath(BIM360_HUB), 'GET');
		expect(entry.query).toEqual({
			'filter[id]': [SEED.projects.tower, other],
			'filter[extension.type]': 'projects:autodesk.bim360:Project',
			'page[limit]': '200',
		});

		const none = await run(
			sandbox,
			getAll({ returnAll: true, filters: { extensionTypes: ['projects:autodesk.core:Project'] } }),
		);
		expect(none.items).toHaveLength(0);
	});

	test('a bare account GUID as hub, Act As User ID as x-user-id, raw output', async () => {
		const { items } = await run(
			sandbox,
			getAll({
				hubId: locator(BIM360_HUB.slice(2)),
				returnAll: true,
				simplify: false,
				options: { userId: SEED.users.member },
			}),
		);
		// The member belongs to the detail project and four more.
		expect(items).toHaveLength(5);
		expect(items[0].json).toMatchObject({
			type: 'projects',
			id: SEED.projects.tower,
			attributes: {
				name: 'Sandbox Tower',
				extension: { type: 'projects:autodesk.bim360:Project' },
			},
			relationships: { hub: { data: { id: BIM360_HUB } } },
		});
		const [entry] = requests(sandbox, projectsPath(BIM360_HUB), 'GET');
		expect(entry.headers['x-user-id']).toBe(SEED.users.member);
	});

	test('Continue On Fail: 404 and 403 become error items paired to their inputs', async () => {
		const { items, error } = await run(
			sandbox,
			getAll({
				hubId: locator('={{ $json.hub }}'),
				limit: 2,
				options: { userId: '={{ $json.user }}' },
			}),
			{
				continueOnFail: true,
				items: [
					{ json: { hub: BIM360_HUB, user: '' } },
					{ json: { hub: 'b.00000000-0000-4000-8000-000000000000', user: '' } },
					{ json: { hub: ACC_HUB, user: SEED.users.viewer } },
					{ json: { hub: ACC_HUB, user: '' } },
				],
			},
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 0, 1, 2, 3, 3]);
		expect(items[0].json.id).toBe(SEED.projects.tower);
		expect(items[2].json).toMatchObject({ httpCode: '404' });
		expect(items[2].json.error).toMatch(/Get many projects failed: .*does not exist/);
		expect(items[3].json).toMatchObject({ httpCode: '403' });
		expect(items[3].json.error).toMatch(/not a member of hub/);
		expect(items[3].json.description).toMatch(/Permission/);
		expect(items[4].json.id).toBe(SEED.projects.hospital);
	});

	test('without Continue On Fail the error stops the node with the service message', async () => {
		const { error, items } = await run(
			sandbox,
			getAll({ hubId: locator('b.00000000-0000-4000-8000-000000000000') }),
		);
		expect(items).toHaveLength(0);
		expect(error.message).toMatch(/Get many projects failed: Hub .* does not exist/);
	});

	test('an empty hub is refused before anything is sent: by n8n, or by the node for an expression', async () => {
		await expect(run(sandbox, getAll({ hubId: locator('', 'list') }))).rejects.toThrow(
			/Parameter "Hub" is required/,
		);
		const { error } = await run(sandbox, getAll({ hubId: locator('={{ $json.hub }}') }), {
			items: [{ json: { hub: ' ' } }],
		});
		expect(error.message).toMatch(/Hub is required: choose one from the list or enter its ID/);
		expect(sandbox.ctx.log.entries).toHaveLength(0);
	});

});
