'use strict';

const { useE2e, connectedCredential, runWorkflow } = require('./support');
const { SEED } = require('../../sandbox/seed/data');
const { DOCS_SEED } = require('../../sandbox/seed/docs');

/**
 * Custom attributes in a real n8n: Item > Update Attributes stamps the Tower model by attribute
 * name (a drop-down value in another case, a day as a date), then a Code node lists three files
 * and Item > Get Attributes reads them back, the three in one batch-get.
 */

const TOWER_GUID = SEED.projects.tower.slice(2);
const A = DOCS_SEED.attributes;

const env = useE2e();
const sent = (method, path) => env.sandbox.ctx.log.find({ method, path });

let credential;
beforeAll(async () => {
	credential = await connectedCredential(env, 'authorizationCode');
});

test('attributes set by name on the tip version come back, three files in one batch-get', async () => {
	env.sandbox.ctx.log.clear();
	const result = await runWorkflow(env.n8n, 'attributes-stamp-read', credential);
	if (result.error) throw new Error(`The workflow failed: ${result.error.message} ${result.error.description || ''}`);
	expect(result.ok).toBe(true);

	const [stamped] = result.output('Stamp Model');
	expect(stamped).toMatchObject({
		itemId: SEED.items.towerModel,
		versionId: SEED.versions.towerModelV2,
		attributes: { Status: 'Published', 'Issue Date': '2024-06-30T00:00:00.000Z', Revision: 'P03', Discipline: 'Architecture' },
	});
	const [update] = sent('POST', /\/custom-attributes:batch-update$/);
	expect(update.path).toBe(`/bim360/docs/v1/projects/${TOWER_GUID}/versions/${encodeURIComponent(SEED.versions.towerModelV2)}/custom-attributes:batch-update`);
	expect(JSON.parse(update.body)).toEqual([
		{ id: A.towerStatus, value: 'Published' },
		{ id: A.towerIssueDate, value: '2024-06-30T00:00:00.000Z' },
		{ id: A.towerRevision, value: 'P03' },
	]);

	const read = result.output('Read Attributes');
	expect(read.map((version) => [version.itemUrn, version.attributes])).toEqual([
		[SEED.items.towerModel, stamped.attributes],
		[SEED.items.towerFacade, {}],
		[SEED.items.towerFrame, { Discipline: 'Structure' }],
	]);
	const batches = sent('POST', /\/versions:batch-get$/);
	expect(batches.map((entry) => JSON.parse(entry.body).urns)).toEqual([
		[SEED.items.towerModel, SEED.items.towerFacade, SEED.items.towerFrame],
	]);
}, 120_000);
