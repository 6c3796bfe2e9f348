'use strict';

const { SEED, locator, requests, run, segment, useSandbox } = require('../../../../support/data');

const HOSPITAL = SEED.projects.hospital;
const versionsPath = `/data/v1/projects/${HOSPITAL}/items/${segment(SEED.items.hospitalModel)}/versions`;

describe('item get versions through the n8n engine', () => {
	const sandbox = useSandbox();

	const getVersions = (extra = {}) => ({
		resource: 'item',
		operation: 'getVersions',
		projectId: locator(HOSPITAL),
		itemId: locator(SEED.items.hospitalModel),
		...extra,
	});

	test('Return All: every version, newest first, simplified', async () => {
		const { items, error } = await run(sandbox, getVersions({ returnAll: true }));
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.versionNumber)).toEqual([3, 2, 1]);
		expect(items[0].json).toMatchObject({
			id: SEED.versions.hospitalModelV3,
			type: 'versions',
			name: 'Hospital.rvt',
			itemId: SEED.items.hospitalModel,
			storageId: expect.stringMatching(/^urn:adsk\.objects:os\.object:wip\.dm\.prod\//),
		});
		const log = requests(sandbox, versionsPath, 'GET');
		expect(log.map((entry) => entry.query)).toEqual([{ 'page[limit]': '200' }]);
	});

	test('a Limit asks for no more than it needs; the version filter goes as filter[versionNumber]', async () => {
		const { items } = await run(sandbox, getVersions({ limit: 2 }));
		expect(items.map((item) => item.json.versionNumber)).toEqual([3, 2]);
		const one = await run(
			sandbox,
			getVersions({ returnAll: true, filters: { versionNumber: 1 }, simplify: false }),
		);
		expect(one.items.map((item) => item.json.id)).toEqual([SEED.versions.hospitalModelV1]);
		expect(one.items[0].json.attributes.versionNumber).toBe(1);
		const log = requests(sandbox, versionsPath, 'GET');
		expect(log.map((entry) => entry.query)).toEqual([
			{ 'page[limit]': '2' },
			{ 'filter[versionNumber]': '1', 'page[limit]': '200' },
		]);
	});

	test('Continue On Fail: an unknown item is an error item paired to its input', async () => {
		const { items } = await run(
			sandbox,
			getVersions({ itemId: locator('={{ $json.item }}'), limit: 1 }),
			{
				continueOnFail: true,
				items: [
					{ json: { item: 'urn:adsk.wipprod:dm.lineage:nope' } },
					{ json: { item: SEED.items.hospitalModel } },
				],
			},
		);
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1]);
		expect(items[0].json).toMatchObject({ httpCode: '404' });
		expect(items[0].json.error).toMatch(/^Get item versions failed/);
		expect(items[1].json.versionNumber).toBe(3);
	});
});
