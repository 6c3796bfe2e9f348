'use strict';

/**
 * model / getViews, getObjectTree, getProperties through n8n's engine: views with their guids, the
 * tree, properties of all or chosen objects (one item per object with Simplify), the 202 phase
 * waited through within the time limit, and large models read page by page (properties:query).
 */

const { call, credentialsFor, derivativeRequests, setJobDuration, tokenFor, urnOf, useSandbox } = require('../../../../support/translationJob');
const { runNode } = require('../../../../support/engine');

const sandbox = useSandbox({ resetOverHttp: true });
const PART_ID = 'urn:adsk.objects:os.object:sandbox-bucket/bracket.ipt';
const LARGE_ID = 'urn:adsk.objects:os.object:sandbox-bucket/large-plant.ipt';
const LARGE_COUNT = 3041;

async function translate(objectId, views = ['2d', '3d']) {
	const token = tokenFor(sandbox, { scopes: ['data:read', 'data:write', 'data:create'] });
	const answer = await call(sandbox, 'POST', '/modelderivative/v2/designdata/job', { token, json: { input: { urn: urnOf(objectId) }, output: { formats: [{ type: 'svf2', views }] } } });
	expect(answer.status).toBe(200);
}

const runModel = (parameters, { items, continueOnFail = false } = {}) =>
	runNode({ parameters: { resource: 'model', ...parameters }, items, continueOnFail, credentials: credentialsFor(sandbox, { scopes: ['data:read'] }) });
const pendingReads = (count) => call(sandbox, 'POST', '/__sandbox/derivative/settings', { json: { propertiesPendingReads: count } });
const metadataRequests = () => derivativeRequests(sandbox).filter((entry) => entry.path.includes('/metadata'));

beforeEach(async () => {
	await setJobDuration(sandbox, 0);
	await translate(PART_ID);
});

it('Get Views gives one item per view with its guid, name and role', async () => {
	const { items, error } = await runModel({ operation: 'getViews', source: PART_ID });
	expect(error).toBeUndefined();
	expect(items.map((item) => item.json.role).sort()).toEqual(['2d', '3d']);
	for (const item of items) {
		expect(item.json).toEqual({ guid: expect.stringMatching(/^[0-9a-f-]{36}$/), name: expect.any(String), role: expect.any(String), isMasterView: false, urn: urnOf(PART_ID), region: 'US' });
		expect(item.pairedItem).toEqual({ item: 0 });
	}
});

it('Get Object Tree reads the first 3D view when no guid is given, waiting through 202', async () => {
	await pendingReads(2);
	const { items, error } = await runModel({ operation: 'getObjectTree', source: PART_ID, timeLimit: 30 });
	expect(error).toBeUndefined();
	const views = (await runModel({ operation: 'getViews', source: PART_ID })).items.map((item) => item.json);
	const view3d = views.find((view) => view.role === '3d');
	expect(items).toHaveLength(1);
	expect(items[0].json).toMatchObject({ viewGuid: view3d.guid, urn: urnOf(PART_ID) });
	expect(items[0].json.objects[0]).toMatchObject({ objectid: 1, name: 'bracket', objects: [expect.objectContaining({ objectid: 2, name: 'Model' })] });
	const reads = metadataRequests().filter((entry) => entry.path.endsWith(view3d.guid));
	expect(reads.map((entry) => entry.status)).toEqual([202, 202, 200]);
});

it('Get Object Tree with a Root Object ID gives that subtree', async () => {
	const { items } = await runModel({ operation: 'getObjectTree', source: PART_ID, objectId: 5 });
	expect(items[0].json.objects).toEqual([{ objectid: 5, name: 'Pillar', objects: [{ objectid: 6, name: 'Cylinder' }] }]);
});

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
