'use strict';

/** translationJob / create: the body sent for each of the ten output formats with its options. */

const { OBJECT_ID, createJob, jobBodies, sourceFor, urnOf, useSandbox } = require('../../../../support/translationJob');

const sandbox = useSandbox({ resetOverHttp: true });

async function sentFormats(formats, parameters) {
	const { items, error } = await createJob(sandbox, formats, { source: sourceFor(formats), ...parameters });
	expect(error).toBeUndefined();
	expect(items).toHaveLength(1);
	expect(items[0].json).toMatchObject({ result: 'success', outcome: 'accepted', statusCode: 200 });
	const bodies = jobBodies(sandbox);
	expect(bodies).toHaveLength(1);
	return bodies[0];
}

describe('each output format goes out with exactly its options', () => {
	const cases = [
		['svf with its default views', { type: 'svf' }, { type: 'svf', views: ['2d', '3d'] }],
		[
			'svf2 with options of every source file type',
			{
				type: 'svf2',
				views: ['3d'],
				svfOptions: {
					requestedLinkageIDs: '1, 2, 3',
					twoDViews: 'pdf',
					buildingStoreys: 'show',
					conversionMethod: 'v4',
					openingElements: 'skip',
					spaces: 'show',
					autodeskMaterialProperties: true,
					basicMaterialProperties: true,
					hiddenObjects: true,
					timelinerProperties: false,
					extractorVersion: 'next',
					generateMasterViews: true,
					materialMode: 'autodesk',
					hierarchy: 'SystemPath',
				},
			},
			{
				type: 'svf2',
				views: ['3d'],
				advanced: {
					requestedLinkageIDs: [1, 2, 3],
					'2dviews': 'pdf',
					buildingStoreys: 'show',
					conversionMethod: 'v4',
					openingElements: 'skip',
					spaces: 'show',
					autodeskMaterialProperties: true,
					basicMaterialProperties: true,
					hiddenObjects: true,
					timelinerProperties: false,
					extractorVersion: 'next',
					generateMasterViews: true,
					materialMode: 'autodesk',
					hierarchy: 'SystemPath',
				},
			},
		],
		[
			'svf with the deprecated switchLoader alone',
			{ type: 'svf', views: ['3d'], svfOptions: { switchLoader: true } },
			{ type: 'svf', views: ['3d'], advanced: { switchLoader: true } },
		],
		[
			'svf with switchLoader and conversionMethod both, as chosen',
			{ type: 'svf', views: ['2d'], svfOptions: { switchLoader: false, conversionMethod: 'legacy' } },
			{ type: 'svf', views: ['2d'], advanced: { switchLoader: false, conversionMethod: 'legacy' } },
		],
		[
			'svf2 with the current extractor (nothing sent)',
			{ type: 'svf2', views: ['3d'], svfOptions: { extractorVersion: '' } },
			{ type: 'svf2', views: ['3d'] },
		],
		[
			'thumbnail of 400 by 100',
			{ type: 'thumbnail', thumbnailOptions: { width: 400, height: 100 } },
			{ type: 'thumbnail', advanced: { width: 400, height: 100 } },
		],
		[
			'stl in ASCII, without color, one file per object',
			{ type: 'stl', stlOptions: { format: 'ascii', exportColor: false, exportFileStructure: 'multiple' } },
			{ type: 'stl', advanced: { format: 'ascii', exportColor: false, exportFileStructure: 'multiple' } },
		],
		[
			'step AP 242 with a tolerance',
			{ type: 'step', stepOptions: { applicationProtocol: '242', tolerance: 0.05 } },
			{ type: 'step', advanced: { applicationProtocol: '242', tolerance: 0.05 } },
		],
		[
			'iges with every option',
			{ type: 'iges', igesOptions: { tolerance: 1, surfaceType: 'trimmed', sheetType: 'open', solidType: 'wireframe' } },
			{ type: 'iges', advanced: { tolerance: 1, surfaceType: 'trimmed', sheetType: 'open', solidType: 'wireframe' } },
		],
		[
			'obj in meters, one file per input',
			{ type: 'obj', objOptions: { unit: 'meter', exportFileStructure: 'multiple' } },
			{ type: 'obj', advanced: { unit: 'meter', exportFileStructure: 'multiple' } },
		],
		[
			'obj geometry extraction of the whole model',
			{ type: 'obj', objOptions: { modelGuid: '4f981e94-8241-4eaf-b08b-cd337c6b8b1f', objectIds: '-1' } },
			{ type: 'obj', advanced: { modelGuid: '4f981e94-8241-4eaf-b08b-cd337c6b8b1f', objectIds: [-1] } },
		],
		[
			'obj geometry extraction of some objects',
			{ type: 'obj', objOptions: { modelGuid: 'guid-1', objectIds: '0, 12, 40' } },
			{ type: 'obj', advanced: { modelGuid: 'guid-1', objectIds: [0, 12, 40] } },
		],
		[
			'dwg with an export setting',
			{ type: 'dwg', dwgOptions: { exportSettingName: 'Sheets Only' } },
			{ type: 'dwg', advanced: { exportSettingName: 'Sheets Only' } },
		],
		[
			'ifc with an export setting',
			{ type: 'ifc', ifcOptions: { exportSettingName: 'IFC4 Reference View' } },
			{ type: 'ifc', advanced: { exportSettingName: 'IFC4 Reference View' } },
		],
		['fbx (no options)', { type: 'fbx' }, { type: 'fbx' }],
	];

	it.each(cases)('%s', async (_name, entry, expected) => {
		const body = await sentFormats(entry);
		expect(body).toEqual({ input: { urn: urnOf(sourceFor(entry)) }, output: { formats: [expected] } });
	});

	it('leaves out the options of another type that an entry still holds', async () => {
		const body = await sentFormats({ type: 'stl', svfOptions: { hiddenObjects: true }, stepOptions: { tolerance: 0.5 } });
		expect(body.output.formats).toEqual([{ type: 'stl' }]);
	});

	it('sends several formats in one job, in the order given', async () => {
		const body = await sentFormats([
			{ type: 'svf2', views: ['2d', '3d'] },
			{ type: 'thumbnail', thumbnailOptions: { width: 200 } },
			{ type: 'obj', objOptions: { unit: 'foot' } },
		]);
		expect(body.output.formats).toEqual([
			{ type: 'svf2', views: ['2d', '3d'] },
			{ type: 'thumbnail', advanced: { width: 200 } },
			{ type: 'obj', advanced: { unit: 'foot' } },
		]);
	});
});

describe('source, input options and misc', () => {
	it('a compressed source with its root file, references checked, a workflow and its attribute', async () => {
		const body = await sentFormats({ type: 'svf2' }, {
			options: {
				compressedUrn: true,
				rootFilename: 'assembly.iam',
				checkReferences: true,
				workflowId: 'my-workflow-1',
				workflowAttribute: '{ "projectId": "p-1", "note": "from n8n" }',
			},
		});
		expect(body.input).toEqual({ urn: urnOf(OBJECT_ID), compressedUrn: true, rootFilename: 'assembly.iam', checkReferences: true });
		expect(body.misc).toEqual({ workflow: 'my-workflow-1', workflowAttribute: { projectId: 'p-1', note: 'from n8n' } });
	});

	it('the deprecated destination region goes to output.destination.region', async () => {
		const body = await sentFormats({ type: 'thumbnail' }, { options: { destinationRegion: 'emea' } });
		expect(body.output).toEqual({ formats: [{ type: 'thumbnail' }], destination: { region: 'emea' } });
	});

	it.each([
		['a version ID, encoded as it is', 'urn:adsk.wipprod:fs.file:vf.hospitalModel?version=3', urnOf('urn:adsk.wipprod:fs.file:vf.hospitalModel?version=3')],
		['a URN already encoded, unchanged', urnOf(OBJECT_ID), urnOf(OBJECT_ID)],
		['a URN with padding, made URL-safe', `${Buffer.from('urn:adsk.objects:os.object:b/a.rvt').toString('base64')}`, urnOf('urn:adsk.objects:os.object:b/a.rvt')],
		['a URN with the viewer\'s urn: prefix', `urn:${urnOf(OBJECT_ID)}`, urnOf(OBJECT_ID)],
	])('the source may be %s', async (_name, source, urn) => {
		const body = await sentFormats({ type: 'svf2' }, { source });
		expect(body.input.urn).toBe(urn);
	});
});
