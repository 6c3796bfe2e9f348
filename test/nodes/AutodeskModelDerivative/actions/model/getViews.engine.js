'use strict';

/** model / getViews through n8n's engine against the sandbox. */

const { PART_ID, urnOf, useModelSandbox } = require('./modelSandbox');

const { runModel, metadataRequests } = useModelSandbox();

it('Get Views gives one item per view with its guid, name and role', async () => {
	const { items, error } = await runModel({ operation: 'getViews', source: PART_ID });
	expect(error).toBeUndefined();
	expect(items.map((item) => item.json.role).sort()).toEqual(['2d', '3d']);
	for (const item of items) {
		expect(item.json).toEqual({ guid: expect.stringMatching(/^[0-9a-f-]{36}$/), name: expect.any(String), role: expect.any(String), isMasterView: false, urn: urnOf(PART_ID), region: 'US' });
		expect(item.pairedItem).toEqual({ item: 0 });
	}
});

it('reads GET …/metadata of each design in its region; Continue On Fail keeps a design without views to its own item', async () => {
	const NEVER_ID = 'urn:adsk.objects:os.object:sandbox-bucket/never.ipt';
	const { items, error } = await runModel(
		{ operation: 'getViews', source: '={{ $json.source }}', region: 'US' },
		{ items: [{ json: { source: NEVER_ID } }, { json: { source: PART_ID } }], continueOnFail: true },
	);
	expect(error).toBeUndefined();
	expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1, 1]);
	expect(items[0].json.error).toMatch(/^Get model views failed: /);
	expect(items.slice(1).map((item) => item.json.role).sort()).toEqual(['2d', '3d']);
	const reads = metadataRequests();
	expect(reads.map((entry) => [entry.method, entry.path])).toEqual([
		['GET', `/modelderivative/v2/designdata/${urnOf(NEVER_ID)}/metadata`],
		['GET', `/modelderivative/v2/designdata/${urnOf(PART_ID)}/metadata`],
	]);
	expect(reads[1].status).toBe(200);
	expect(reads.map((entry) => entry.headers.region)).toEqual(['US', 'US']);
});
