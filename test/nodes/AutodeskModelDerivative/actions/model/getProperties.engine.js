'use strict';

/** model / getProperties through n8n's engine against the sandbox: one item per object with Simplify, chosen objects, large models read page by page (properties:query), the time limit. */

const { PART_ID, useModelSandbox } = require('./modelSandbox');

const { translate, runModel, pendingReads, metadataRequests } = useModelSandbox();
const LARGE_ID = 'urn:adsk.objects:os.object:sandbox-bucket/large-plant.ipt';
const LARGE_COUNT = 3041;

it('Get Properties with Simplify gives one item per object', async () => {
	const { items, error } = await runModel({ operation: 'getProperties', source: PART_ID });
	expect(error).toBeUndefined();
	expect(items.map((item) => item.json.objectid)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
	expect(items[3].json).toEqual({ objectid: 4, name: 'Box', externalId: expect.any(String), properties: expect.objectContaining({ Name: 'Box', Material: 'ABS Plastic' }) });
	expect(items.every((item) => item.pairedItem.item === 0)).toBe(true);
	const paths = metadataRequests().map((entry) => `${entry.method} ${entry.path.replace(/^.*\/metadata/, '')}`);
	expect(paths).toEqual(['GET ', expect.stringMatching(/^GET \/[0-9a-f-]+\/properties$/)]);
});

it('Get Properties of chosen objects uses the properties query; without Simplify it is one item', async () => {
	const { items, error } = await runModel({ operation: 'getProperties', source: PART_ID, objects: 'chosen', objectIds: '6, 4,6', simplify: false });
	expect(error).toBeUndefined();
	expect(items).toHaveLength(1);
	expect(items[0].json.data.collection.map((object) => object.name)).toEqual(['Box', 'Cylinder']);
	const [query] = metadataRequests().filter((entry) => entry.method === 'POST');
	expect(JSON.parse(query.body)).toEqual({ query: { $in: ['objectid', 6, 4] }, fields: ['objectid', 'name', 'externalId', 'properties'], pagination: { offset: 0, limit: 1000 } });
});

it('a large model (413 for all at once) is read page by page through properties:query', async () => {
	await translate(LARGE_ID, ['3d']);
	const { items, error } = await runModel({ operation: 'getProperties', source: LARGE_ID });
	expect(error).toBeUndefined();
	expect(items).toHaveLength(LARGE_COUNT);
	expect(items.map((item) => item.json.objectid)).toEqual(Array.from({ length: LARGE_COUNT }, (_, index) => index + 1));
	const requests = metadataRequests();
	expect(requests.find((entry) => entry.path.endsWith('/properties')).status).toBe(413);
	const queries = requests.filter((entry) => entry.method === 'POST').map((entry) => JSON.parse(entry.body));
	expect(queries.map((body) => [body.query.$in.length - 1, body.pagination.offset])).toEqual([[1000, 0], [1000, 0], [1000, 0], [41, 0]]);
});

it('a view still being prepared past the time limit is an error saying so; Continue On Fail keeps the other items', async () => {
	await pendingReads(1000);
	const { items } = await runModel(
		{ operation: 'getProperties', source: '={{ $json.source }}', timeLimit: 1 },
		{ items: [{ json: { source: PART_ID } }, { json: { source: 'urn:adsk.objects:os.object:sandbox-bucket/never.ipt' } }], continueOnFail: true },
	);
	expect(items).toHaveLength(2);
	expect(items[0].json.error).toBe('Get properties: the service was still preparing the data after 1 s (it answered 202)');
	expect(items[0].pairedItem).toEqual({ item: 0 });
	expect(items[1].json.error).toMatch(/^Get model views failed: /);
	expect(items[1].pairedItem).toEqual({ item: 1 });
});

it('a design never translated: the service\'s own message, and advice to translate it first with Translation Job > Create', async () => {
	const never = 'urn:adsk.objects:os.object:sandbox-bucket/never.ipt';
	const urn = Buffer.from(never).toString('base64url');
	for (const operation of ['getProperties', 'getViews', 'getObjectTree']) {
		const { error } = await runModel({ operation, source: never });
		expect([operation, error.message]).toEqual([operation, `Get model views failed: No manifest for ${urn.slice(0, 12)}… in region US.`]);
		expect(error.description).toContain(`The service said: No manifest for ${urn} in region US.`);
		expect(error.description).toContain('translate it first with Translation Job > Create');
	}
});
