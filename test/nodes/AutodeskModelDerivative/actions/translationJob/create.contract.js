'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { sourceOf, svf2 } = require('../../../../support/contractSeeds');
const { bySource, computed, encoded, fileItems, items, locator } = require('../../../../support/contractValues');

const FOLDER_ID = SEED.folders.towerArchitecture;
const ITEM_ID = SEED.items.towerModel;
const SVF2 = svf2.format[0];
const obj = (objOptions) => ({ type: 'obj', objOptions });
const job = (formats, extra) => ({
	resource: 'translationJob',
	operation: 'create',
	source: 'urn:adsk.objects:os.object:sandbox-bucket/house.rvt',
	outputFormats: { format: [].concat(formats) },
	...extra,
});
const fromBinary = (extra) => ({
	resource: 'translationJob',
	operation: 'create',
	sourceFrom: 'binary',
	storageBucketKey: 'my-translations',
	outputFormats: { format: [{ type: 'obj' }] },
	...extra,
});

const SOURCE_ROWS = [
	{ field: 'Source Design', input: 'empty', parameters: job(SVF2, { source: computed('') }) },
	{ field: 'Source Design', input: 'house.rvt', parameters: job(SVF2, { source: 'house.rvt' }) },
	{ field: 'Source Design', input: 'padding in the middle: dXJu=OmFkc2s', parameters: job(SVF2, { source: 'dXJu=OmFkc2s' }) },
	{ field: 'Source Design', input: 'both Base64 alphabets: dXJu+Om_kc2s', parameters: job(SVF2, { source: 'dXJu+Om_kc2s' }) },
	{ field: 'Source Design', input: 'a Base64 length that cannot be: dXJuO', parameters: job(SVF2, { source: 'dXJuO' }) },
	{ field: 'Source Design', input: 'the URN of an ID without urn:', parameters: job(SVF2, { source: encoded('adsk.objects:os.object:b/house.rvt') }) },
	{ field: 'Source Design', input: 'an object ID with a space', parameters: job(SVF2, { source: 'urn:adsk.objects:os.object:b/my house.rvt' }) },
	{ field: 'Source Design', input: 'a folder ID', parameters: job(SVF2, { source: FOLDER_ID }) },
	{ field: 'Source Design', input: 'an item ID', parameters: job(SVF2, { source: ITEM_ID }) },
	{ field: 'Source Design', input: 'the URN of a folder ID', parameters: job(SVF2, { source: encoded(FOLDER_ID) }) },
	{ field: 'Storage Bucket Key', input: 'My Files (Create from Binary File)', parameters: fromBinary({ storageBucketKey: 'My Files' }), items: fileItems(Buffer.from('x'), 'part.ipt') },
	{ field: 'Input Binary Field', input: 'a file without extension (Create from Binary File)', parameters: fromBinary(), items: fileItems(Buffer.from('x'), 'part') },
];

const JOB_ROWS = [
	{
		field: 'Output Formats',
		input: 'STEP for a .rvt file picked from a project',
		parameters: job({ type: 'step' }, {
			source: undefined,
			sourceFrom: 'project',
			hubId: locator(SEED.hubs.bim360),
			projectId: locator(SEED.projects.tower),
			folderId: locator(FOLDER_ID),
			sourceVersion: { __rl: true, mode: 'list', value: encoded(SEED.versions.towerModelV2), cachedResultName: 'Tower.rvt (version 2)' },
		}),
	},
	{ field: 'Output Formats', input: 'none', parameters: job([]) },
	{ field: 'Output Format › Type', input: 'pdf', parameters: job({ type: computed('pdf') }) },
	{ field: 'Output Format › Views', input: 'none (SVF)', parameters: job({ type: 'svf', views: computed([]) }) },
	{ field: 'Output Format › Views', input: '4d (SVF2)', parameters: job({ type: 'svf2', views: computed(['4d']) }) },
	{ field: 'Output Format › Views', input: '3d twice', parameters: job({ type: 'svf2', views: computed(['3d', '3d']) }) },
	{ field: 'Output Format › Width', input: '300 (Thumbnail)', parameters: job({ type: 'thumbnail', thumbnailOptions: { width: computed(300) } }) },
	{ field: 'Output Format › Height', input: '50 (Thumbnail)', parameters: job({ type: 'thumbnail', thumbnailOptions: { height: computed(50) } }) },
	{ field: 'Output Format › Tolerance', input: '1.5 (STEP)', parameters: job({ type: 'step', stepOptions: { tolerance: 1.5 } }) },
	{ field: 'Output Format › Tolerance', input: '-0.1 (IGES)', parameters: job({ type: 'iges', igesOptions: { tolerance: -0.1 } }) },
	{ field: 'Output Format › Tolerance', input: 'abc (STEP)', parameters: job({ type: 'step', stepOptions: { tolerance: computed('abc') } }) },
	{ field: 'Output Format › Application Protocol', input: '215 (STEP)', parameters: job({ type: 'step', stepOptions: { applicationProtocol: computed('215') } }) },
	{ field: 'Output Format › Object IDs', input: '-1, 3', parameters: job(obj({ modelGuid: 'g', objectIds: '-1, 3' })) },
	{ field: 'Output Format › Object IDs', input: '-2', parameters: job(obj({ modelGuid: 'g', objectIds: '-2' })) },
	{ field: 'Output Format › Object IDs', input: 'a, b', parameters: job(obj({ modelGuid: 'g', objectIds: 'a, b' })) },
	{ field: 'Output Format › Object IDs', input: '[1, 2', parameters: job(obj({ modelGuid: 'g', objectIds: '[1, 2' })) },
	{ field: 'Output Format › Object IDs', input: 'empty with a Model View ID', parameters: job(obj({ modelGuid: 'g', objectIds: '' })) },
	{ field: 'Output Format › Model View ID', input: 'empty with Object IDs', parameters: job(obj({ objectIds: '1, 2' })) },
	{ field: 'Output Format › Unit', input: 'furlong (OBJ)', parameters: job(obj({ unit: computed('furlong') })) },
	{ field: 'Output Format › DGN: Requested Linkage IDs', input: '1.5', parameters: job({ type: 'svf', views: ['2d'], svfOptions: { requestedLinkageIDs: '1.5' } }) },
	{ field: 'Output Format › IFC: Conversion Method', input: 'v5', parameters: job({ type: 'svf', views: ['3d'], svfOptions: { conversionMethod: computed('v5') } }) },
	{ field: 'Options › Root Filename', input: 'empty with Compressed Source (ZIP)', parameters: job(SVF2, { options: { compressedUrn: true } }) },
	{ field: 'Options › Workflow ID', input: '37 characters', parameters: job(SVF2, { options: { workflowId: 'a'.repeat(37) } }) },
	{ field: 'Options › Workflow ID', input: 'my_workflow', parameters: job(SVF2, { options: { workflowId: 'my_workflow' } }) },
	{ field: 'Options › Workflow ID', input: 'my workflow', parameters: job(SVF2, { options: { workflowId: 'my workflow' } }) },
	{ field: 'Options › Workflow Attribute', input: '{ "a":', parameters: job(SVF2, { options: { workflowId: 'w', workflowAttribute: '{ "a": ' } }) },
	{ field: 'Options › Workflow Attribute', input: '[1, 2]', parameters: job(SVF2, { options: { workflowId: 'w', workflowAttribute: '[1, 2]' } }) },
	{
		field: 'Options › Workflow Attribute',
		input: 'an object of 1,024 bytes',
		parameters: job(SVF2, { options: { workflowId: 'w', workflowAttribute: JSON.stringify({ text: 'x'.repeat(1013) }) } }),
	},
	{ field: 'Options › Object ID Format', input: 'newest', parameters: job(SVF2, { options: { derivativeFormat: computed('newest') } }) },
	{ field: 'Options › Destination Region (Deprecated)', input: 'apac', parameters: job(SVF2, { options: { destinationRegion: computed('apac') } }) },
	{ field: 'Region', input: 'MARS', parameters: job(SVF2, { region: computed('MARS') }) },
	{ field: 'Time Limit (Seconds)', input: '0', parameters: job(SVF2, { waitForCompletion: true, timeLimit: computed(0) }) },
	{ field: 'Time Limit (Seconds)', input: '3601', parameters: job(SVF2, { waitForCompletion: true, timeLimit: computed(3601) }) },
];

/** Translation Job > Create, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Create translation job',
	parameters: { resource: 'translationJob', operation: 'create', ...bySource, outputFormats: svf2 },
	setup: () => items(...['job-one', 'job-two', 'job-three'].map((name) => ({ source: sourceOf(name) }))),
	firstRequest: { method: 'POST', path: '/designdata/job$', example: '/modelderivative/v2/designdata/job', body: {}, scopes: { row: 'Translation Job > Create', need: [['data:read', 'data:write', 'data:create']] } },
	badInputs: [...SOURCE_ROWS, ...JOB_ROWS],
};
