'use strict';

/**
 * translationJob: every rule of the job's members is checked before sending. The sandbox log
 * proves that nothing went out, and the message names the field and the rule.
 */

const { createJob, derivativeRequests, jobBodies, runJob, urnOf, useSandbox } = require('../../../../support/translationJob');

const sandbox = useSandbox({ resetOverHttp: true });

const svf2 = { type: 'svf2', views: ['3d'] };
const obj = (objOptions) => ({ type: 'obj', objOptions });

describe('a job that breaks a rule is refused before any request', () => {
	const cases = [
		// n8n refuses an empty required field itself; an expression can still give nothing.
		['an empty source', svf2, { source: '={{ $json.missing ?? "" }}' }, /^Source Design is not usable: it is empty/],
		['a source that is not a URN or an ID', svf2, { source: 'house.rvt' }, /^Source Design is not usable: .*URL-safe Base64/],
		['an item (lineage) ID as the source', svf2, { source: 'urn:adsk.wipprod:dm.lineage:abc' }, /^Source Design .*item \(lineage\) ID.*versions/],
		['a folder ID as the source', svf2, { source: 'urn:adsk.wipprod:fs.folder:co.abc' }, /^Source Design .*folder ID/],
		['no output format', [], {}, /^Output Formats must hold at least one format/],
		['an unknown output type', { type: 'pdf' }, {}, /^Output Format 1 › Type must be one of dwg, fbx, .*; got "pdf"/],
		['svf without views', { type: 'svf', views: '={{ [] }}' }, {}, /^Output Format 1 \(SVF\) › Views is required for SVF and SVF2/],
		['svf2 with an unknown view', { type: 'svf2', views: ['4d'] }, {}, /^Output Format 1 \(SVF2\) › Views may hold only 2d and 3d/],
		['a thumbnail width of 300', { type: 'thumbnail', thumbnailOptions: { width: 300 } }, {}, /^Output Format 1 \(THUMBNAIL\) › Width must be one of 100, 200, 400; got 300/],
		['a step tolerance above 1', { type: 'step', stepOptions: { tolerance: 1.5 } }, {}, /^Output Format 1 \(STEP\) › Tolerance must be a number between 0 and 1; got 1\.5/],
		['an iges tolerance below 0', { type: 'iges', igesOptions: { tolerance: -0.1 } }, {}, /^Output Format 1 \(IGES\) › Tolerance must be a number between 0 and 1/],
		['-1 with other object IDs', obj({ modelGuid: 'g', objectIds: '-1, 3' }), {}, /^Output Format 1 \(OBJ\) › Object IDs must be -1 alone .* or IDs of 0 or greater; got -1, 3/],
		['an object ID below -1', obj({ modelGuid: 'g', objectIds: '-2' }), {}, /Object IDs must be -1 alone/],
		['object IDs without a model view ID', obj({ objectIds: '1, 2' }), {}, /› Model View ID is required with Object IDs for geometry extraction/],
		['a model view ID without object IDs', obj({ modelGuid: 'g', objectIds: '' }), {}, /› Object IDs is required with a Model View ID for geometry extraction/],
		['object IDs that are not numbers', obj({ modelGuid: 'g', objectIds: 'a, b' }), {}, /› Object IDs must be a list of whole numbers/],
		['object IDs of broken JSON', obj({ modelGuid: 'g', objectIds: '[1, 2' }), {}, /› Object IDs is not valid JSON/],
		['linkage IDs that are not whole numbers', { type: 'svf', views: ['2d'], svfOptions: { requestedLinkageIDs: '1.5' } }, {}, /› DGN: Requested Linkage IDs must be a list of whole numbers/],
		['an unknown conversion method', { type: 'svf', views: ['3d'], svfOptions: { conversionMethod: 'v5' } }, {}, /› IFC: Conversion Method must be one of legacy, modern, v3, v4; got "v5"/],
		['a compressed source without a root file name', svf2, { options: { compressedUrn: true } }, /^Root Filename is required when Compressed Source \(ZIP\) is on/],
		['a workflow ID of 37 characters', svf2, { options: { workflowId: 'a'.repeat(37) } }, /^Workflow ID must be 1 to 36 characters of ASCII letters, digits and hyphens/],
		['a workflow ID with an underscore', svf2, { options: { workflowId: 'my_workflow' } }, /^Workflow ID must be .*; got "my_workflow"/],
		['a workflow attribute that is not JSON', svf2, { options: { workflowId: 'w', workflowAttribute: '{ "a": ' } }, /^Workflow Attribute is not valid JSON/],
		['a workflow attribute that is not an object', svf2, { options: { workflowId: 'w', workflowAttribute: '[1, 2]' } }, /^Workflow Attribute must be a JSON object/],
		['a workflow attribute of 1 KB', svf2, { options: { workflowId: 'w', workflowAttribute: JSON.stringify({ text: 'x'.repeat(1013) }) } }, /^Workflow Attribute must be under 1 KB \(1024 bytes\) as JSON; it is 1024 bytes/],
		['an unknown region', svf2, { region: 'MARS' }, /^Region must be one of US, EMEA, AUS, CAN, DEU, IND, JPN, GBR or the EU endpoint; got "MARS"/],
		['an unknown object ID format', svf2, { options: { derivativeFormat: 'newest' } }, /^Object ID Format must be latest or fallback/],
	];

	it.each(cases)('%s', async (_name, formats, parameters, message) => {
		const { items, error } = await createJob(sandbox, formats, parameters);
		expect(items).toEqual([]);
		expect(error).toBeDefined();
		expect(error.message).toMatch(message);
		expect(error.description).toMatch(/Nothing was sent/);
		expect(derivativeRequests(sandbox)).toEqual([]);
	});

	it('the manifest operations check the source and region too', async () => {
		for (const operation of ['getManifest', 'deleteManifest']) {
			const lineage = await runJob(sandbox, { operation, source: 'urn:adsk.wipprod:dm.lineage:abc' });
			expect(lineage.error.message).toMatch(/^Source Design .*lineage/);
			const region = await runJob(sandbox, { operation, source: urnOf('urn:x:a.rvt'), region: 'mars' });
			expect(region.error.message).toMatch(/^Region must be one of/);
		}
		expect(derivativeRequests(sandbox)).toEqual([]);
	});
});

it('without Continue On Fail the error names the item whose field broke the rule', async () => {
	const items = [{ json: { region: 'US' } }, { json: { region: 'MARS' } }];
	const { error } = await createJob(sandbox, svf2, { region: '={{ $json.region }}' }, { items });
	expect(error.message).toMatch(/^Region must be one of/);
	expect(error.description).toMatch(/Nothing was sent/);
	expect(error.context.itemIndex).toBe(1);
});

describe('Continue On Fail', () => {
	it('turns the refused item into an error item; the others are sent, each paired', async () => {
		const items = [
			{ json: { source: 'urn:adsk.objects:os.object:b/one.rvt', workflow: 'ok-1' } },
			{ json: { source: 'urn:adsk.objects:os.object:b/two.rvt', workflow: 'not_ok' } },
			{ json: { source: 'urn:adsk.objects:os.object:b/three.rvt', workflow: 'ok-3' } },
		];
		const { items: output, error } = await createJob(
			sandbox,
			svf2,
			{ source: '={{ $json.source }}', options: { workflowId: '={{ $json.workflow }}' } },
			{ items, continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(output.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(output[0].json).toMatchObject({ outcome: 'accepted', sourceId: 'urn:adsk.objects:os.object:b/one.rvt' });
		expect(output[1].json).toEqual({
			error: 'Workflow ID must be 1 to 36 characters of ASCII letters, digits and hyphens; got "not_ok"',
			description: expect.stringMatching(/Nothing was sent/),
		});
		expect(output[2].json).toMatchObject({ outcome: 'accepted', sourceId: 'urn:adsk.objects:os.object:b/three.rvt' });
		expect(jobBodies(sandbox).map((body) => body.misc.workflow)).toEqual(['ok-1', 'ok-3']);
	});
});
