'use strict';

/** model / getObjectTree through n8n's engine against the sandbox: the tree of the first 3D view or a chosen one, the 202 phase waited through. */

const { PART_ID, urnOf, useModelSandbox } = require('./modelSandbox');

const { runModel, pendingReads, metadataRequests } = useModelSandbox();

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

it('a View GUID given is read at once (no views listed); each input item gets its tree, paired to it', async () => {
	const views = (await runModel({ operation: 'getViews', source: PART_ID })).items.map((item) => item.json);
	const view2d = views.find((view) => view.role === '2d');
	const metadataBefore = metadataRequests().length;
	const { items, error } = await runModel(
		{ operation: 'getObjectTree', source: PART_ID, viewGuid: view2d.guid, objectId: '={{ $json.root }}' },
		{ items: [{ json: { root: 0 } }, { json: { root: 5 } }] },
	);
	expect(error).toBeUndefined();
	expect(items.map((item) => [item.pairedItem.item, item.json.viewGuid])).toEqual([
		[0, view2d.guid],
		[1, view2d.guid],
	]);
	expect(items[1].json.objects).toEqual([{ objectid: 5, name: 'Pillar', objects: [{ objectid: 6, name: 'Cylinder' }] }]);
	const reads = metadataRequests().slice(metadataBefore);
	expect(reads.map((entry) => [entry.path, entry.query])).toEqual([
		[`/modelderivative/v2/designdata/${urnOf(PART_ID)}/metadata/${view2d.guid}`, {}],
		[`/modelderivative/v2/designdata/${urnOf(PART_ID)}/metadata/${view2d.guid}`, { objectid: '5' }],
	]);
});
