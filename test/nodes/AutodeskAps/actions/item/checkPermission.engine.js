'use strict';

const { SEED, locator, requests, run, useSandbox } = require('../../../../support/data');

const TOWER = SEED.projects.tower;

describe('item check permission through the n8n engine', () => {
	const sandbox = useSandbox();

	const check = (extra = {}) => ({
		resource: 'item',
		operation: 'checkPermission',
		projectId: locator(TOWER),
		itemId: locator(SEED.items.towerFacade),
		...extra,
	});

	test('the item is the resource checked; a reader of its folder may view and download but not upload or delete', async () => {
		const { items, error } = await run(sandbox, check({ permissions: ['download', 'upload', 'delete'], options: { userId: SEED.users.member } }));
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({
			id: SEED.items.towerFacade,
			type: 'items',
			allowed: false,
			download: true,
			upload: false,
			delete: false,
			details: { download: true, upload: false, delete: false },
			requiredActions: ['download', 'upload', 'delete'],
			userId: SEED.users.member,
		});
		const [request] = requests(sandbox, `/data/v1/projects/${TOWER}/commands`, 'POST');
		expect(JSON.parse(request.body).data.relationships.resources.data).toEqual([{ type: 'items', id: SEED.items.towerFacade }]);
	});

	test('with a three-legged credential the user is the token\'s; an item of another project is the service\'s 404', async () => {
		const { items } = await run(
			sandbox,
			check({ permissions: ['upload', 'delete'], itemId: locator('={{ $json.item }}') }),
			{
				userId: SEED.users.member,
				continueOnFail: true,
				items: [{ json: { item: SEED.items.towerFrame } }, { json: { item: SEED.items.hospitalModel } }],
			},
		);
		expect(items[0].json).toMatchObject({ allowed: true, upload: true, delete: true });
		expect(items[0].json).not.toHaveProperty('userId');
		expect(items[1].json).toMatchObject({ httpCode: '404' });
		expect(items[1].json.error).toMatch(/^Check permission failed: The item .* does not exist in project/);
	});
});
