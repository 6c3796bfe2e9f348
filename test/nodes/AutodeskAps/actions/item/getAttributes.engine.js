'use strict';

const { SEED, locator, requests, run, useSandbox } = require('../../../../support/data');
const { DOCS_SEED } = require('../../../../../sandbox/seed/docs');
const { generateItems } = require('../../../../../sandbox/routes/data/state');

const TOWER = SEED.projects.tower;
const A = DOCS_SEED.attributes;
const BATCH_GET = /^\/bim360\/docs\/v1\/projects\/[^/]+\/versions:batch-get$/;

describe('item getAttributes through the n8n engine', () => {
	const sandbox = useSandbox();

	const getAttributes = (extra = {}) => ({
		resource: 'item',
		operation: 'getAttributes',
		projectId: locator(TOWER),
		itemId: locator('={{ $json.item }}'),
		...extra,
	});
	const batches = () => requests(sandbox, BATCH_GET, 'POST');

	test('the tip version by default, or a chosen version, with the values by name; one request for the items', async () => {
		const { items, error } = await run(
			sandbox,
			getAttributes({ versionChoice: '={{ $json.version ? "id" : "tip" }}', versionId: '={{ $json.version }}' }),
			{
				items: [
					{ json: { item: SEED.items.towerModel } },
					{ json: { item: SEED.items.towerModel, version: SEED.versions.towerModelV1 } },
					{ json: { item: SEED.items.towerFacade } },
				],
			},
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1, 2]);
		expect(items[0].json).toMatchObject({
			urn: SEED.versions.towerModelV2,
			itemUrn: SEED.items.towerModel,
			name: 'Tower.rvt',
			attributes: { Revision: 'P02', Discipline: 'Architecture', Status: 'Shared', 'Issue Date': '2024-02-15T00:00:00.000Z' },
		});
		expect(items[0].json.customAttributes).toContainEqual({ id: A.towerStatus, type: 'array', name: 'Status', value: 'Shared' });
		expect(items[1].json).toMatchObject({ urn: SEED.versions.towerModelV1, attributes: { Revision: 'P01', Discipline: 'Architecture' } });
		expect(items[2].json).toMatchObject({ urn: SEED.versions.towerFacadeV1, customAttributes: [], attributes: {} });
		// Item ids and version ids go in requests of their own: an item id's answer is known by its itemUrn.
		expect(batches().map((entry) => JSON.parse(entry.body))).toEqual([
			{ urns: [SEED.items.towerModel, SEED.items.towerFacade] },
			{ urns: [SEED.versions.towerModelV1] },
		]);
		expect(batches()[0].path).toBe(`/bim360/docs/v1/projects/${TOWER.slice(2)}/versions:batch-get`);
	});

	test('120 input items go out in three requests of at most 50 documents; each output keeps its input', async () => {
		const folder = sandbox.ctx.state.data.folders.get(SEED.folders.towerStructure);
		generateItems(sandbox.ctx.state.data, folder, 118);
		const itemIds = folder.itemIds;
		expect(itemIds).toHaveLength(120);
		const { items, error } = await run(sandbox, getAttributes(), { items: itemIds.map((item) => ({ json: { item } })) });
		expect(error).toBeUndefined();
		expect(batches().map((entry) => JSON.parse(entry.body).urns.length)).toEqual([50, 50, 20]);
		expect(items.map((item) => item.pairedItem.item)).toEqual(itemIds.map((_, index) => index));
		expect(items.map((item) => item.json.itemUrn)).toEqual(itemIds);
		expect(items[0].json.attributes).toEqual({ Discipline: 'Structure' });
	});

	test('items of other projects or users go in requests of their own', async () => {
		const { items, error } = await run(
			sandbox,
			getAttributes({ projectId: locator('={{ $json.project }}'), options: { userId: '={{ $json.user }}' } }),
			{
				items: [
					{ json: { project: TOWER, item: SEED.items.towerModel, user: SEED.users.admin } },
					{ json: { project: SEED.projects.hospital, item: SEED.items.hospitalModel, user: SEED.users.admin } },
					{ json: { project: TOWER, item: SEED.items.towerFrame, user: SEED.users.member } },
					{ json: { project: TOWER, item: SEED.items.towerFacade, user: SEED.users.admin } },
				],
			},
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.attributes)).toEqual([
			expect.objectContaining({ Revision: 'P02' }),
			{ Revision: 'C01', Discipline: 'MEP' },
			{ Discipline: 'Structure' },
			{},
		]);
		expect(batches().map((entry) => [entry.headers['x-user-id'], JSON.parse(entry.body).urns])).toEqual([
			[SEED.users.admin, [SEED.items.towerModel, SEED.items.towerFacade]],
			[SEED.users.admin, [SEED.items.hospitalModel]],
			[SEED.users.member, [SEED.items.towerFrame]],
		]);
	});

	test('Continue On Fail: a document the service does not find, a version of another item, a refused request', async () => {
		const { items, error } = await run(
			sandbox,
			getAttributes({
				projectId: locator('={{ $json.project }}'),
				versionChoice: '={{ $json.version ? "id" : "tip" }}',
				versionId: '={{ $json.version }}',
			}),
			{
				continueOnFail: true,
				items: [
					{ json: { project: TOWER, item: SEED.items.towerModel } },
					{ json: { project: TOWER, item: 'urn:adsk.wipprod:dm.lineage:missing' } },
					{ json: { project: TOWER, item: SEED.items.towerFacade, version: SEED.versions.towerModelV1 } },
					{ json: { project: 'b.00000000-0000-4000-8000-000000000000', item: SEED.items.towerModel } },
				],
			},
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1, 2, 3]);
		expect(items[0].json.attributes).toMatchObject({ Revision: 'P02' });
		expect(items[1].json.error).toBe(
			'Get attributes failed for urn:adsk.wipprod:dm.lineage:missing: The resource urn:adsk.wipprod:dm.lineage:missing does not exist. (ERR_RESOURCE_NOT_EXIST)',
		);
		expect(items[2].json.error).toBe(
			`Version ID ${SEED.versions.towerModelV1} is a version of item ${SEED.items.towerModel}, not of the Item ${SEED.items.towerFacade}`,
		);
		expect(items[3].json).toMatchObject({ httpCode: '404', error: expect.stringMatching(/^Get attributes failed: Project 00000000-0000-4000-8000-000000000000 does not exist/) });
	});

	test('without Continue On Fail the first failed item stops the node', async () => {
		const { items, error } = await run(sandbox, getAttributes(), {
			items: [{ json: { item: SEED.items.towerModel } }, { json: { item: 'urn:adsk.wipprod:dm.lineage:missing' } }],
		});
		expect(items).toEqual([]);
		expect(error.message).toMatch(/^Get attributes failed for urn:adsk.wipprod:dm.lineage:missing/);
		expect(batches()).toHaveLength(1);
	});
});
