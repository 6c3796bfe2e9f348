'use strict';

/** Translation jobs: authorization, response headers and every rule of the job tables. */

const { SEED } = require('../../../../sandbox/seed/data');
const { useSandbox, tokenFor, call } = require('../../../support/sandbox');

const JOB = '/modelderivative/v2/designdata/job';
const urnOf = (objectId) => Buffer.from(objectId).toString('base64url');
const svfJob = (urn, extra = {}) => ({ input: { urn }, output: { formats: [{ type: 'svf', views: ['2d', '3d'] }] }, ...extra });

let token;
const sandbox = useSandbox({
	each: () => {
		token = tokenFor(sandbox, { scopes: ['data:read', 'data:write', 'data:create'] });
	},
});

const postJob = (body, { headers = {}, path = JOB, as = token } = {}) => call(sandbox, 'POST', path, { token: as, json: body, headers });

describe('job authorization and headers', () => {
	it('needs data:read, data:write and data:create (modelderivative.yaml security)', async () => {
		const urn = urnOf('urn:adsk.objects:os.object:bucket/a.rvt');
		expect((await postJob(svfJob(urn), { as: null })).status).toBe(401);
		expect((await postJob(svfJob(urn), { as: tokenFor(sandbox, { scopes: ['data:read'] }) })).status).toBe(401);
		expect((await postJob(svfJob(urn), { as: tokenFor(sandbox, { scopes: ['data:read', 'data:create'] }) })).status).toBe(401);
		expect((await postJob(svfJob(urn), { as: tokenFor(sandbox, { scopes: ['data:read', 'data:write'] }) })).status).toBe(401);
		expect((await postJob(svfJob(urn), { as: tokenFor(sandbox, { scopes: ['data:read', 'data:write', 'data:create'] }) })).status).toBe(200);
	});

	it('needs Content-Type application/json', async () => {
		const response = await call(sandbox, 'POST', JOB, { token, body: JSON.stringify(svfJob(urnOf('urn:x:a'))), headers: { 'content-type': 'text/plain' } });
		expect(response.status).toBe(400);
		expect(response.body.diagnostic).toMatch(/Content-Type/);
	});

	it('answers the service headers', async () => {
		const response = await postJob(svfJob(urnOf('urn:adsk.objects:os.object:bucket/b.rvt')));
		expect(response.headers.get('x-ads-app-identifier')).toBeTruthy();
		expect(response.headers.get('x-ads-startup-time')).toMatch(/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{2}:\d{2}:\d{2} \+0000 \d{4}$/);
		expect(response.headers.get('x-ads-duration')).toMatch(/^\d+$/);
	});
});

describe('job validation', () => {
	const urn = urnOf('urn:adsk.objects:os.object:bucket/model.rvt');
	const withFormat = (format) => ({ input: { urn }, output: { formats: [format] } });
	const solidUrn = urnOf('urn:adsk.objects:os.object:bucket/bracket.f3d');
	const fromSolid = (format) => ({ input: { urn: solidUrn }, output: { formats: [format] } });
	const svf = (advanced) => withFormat({ type: 'svf2', views: ['3d'], advanced });
	const obj = (advanced) => withFormat({ type: 'obj', advanced });
	const cases = [
		['input missing', { output: { formats: [{ type: 'svf', views: ['3d'] }] } }, /input/],
		['input.urn missing', { input: {}, output: { formats: [{ type: 'svf', views: ['3d'] }] } }, /input\.urn/],
		['urn with padding', { ...withFormat({ type: 'thumbnail' }), input: { urn: `${urnOf('urn:a:bc')}==` } }, /input\.urn/],
		['urn in standard base64', { ...withFormat({ type: 'thumbnail' }), input: { urn: Buffer.from('urn:a:??>>').toString('base64') } }, /input\.urn/],
		['urn not of an urn', { ...withFormat({ type: 'thumbnail' }), input: { urn: urnOf('bucket/model.rvt') } }, /input\.urn/],
		['compressedUrn without rootFilename', { ...withFormat({ type: 'thumbnail' }), input: { urn, compressedUrn: true } }, /rootFilename/],
		['compressedUrn not boolean', { ...withFormat({ type: 'thumbnail' }), input: { urn, compressedUrn: 'true', rootFilename: 'a.iam' } }, /compressedUrn/],
		['checkReferences not boolean', { ...withFormat({ type: 'thumbnail' }), input: { urn, checkReferences: 1 } }, /checkReferences/],
		['output missing', { input: { urn } }, /output/],
		['formats empty', { input: { urn }, output: { formats: [] } }, /formats/],
		['formats not an array', { input: { urn }, output: { formats: { type: 'svf' } } }, /formats/],
		['svf without views', withFormat({ type: 'svf' }), /views/],
		['svf2 with empty views', withFormat({ type: 'svf2', views: [] }), /views/],
		['svf with an unknown view', withFormat({ type: 'svf', views: ['4d'] }), /views/],
		['2dviews', svf({ '2dviews': 'png' }), /2dviews/],
		['conversionMethod', svf({ conversionMethod: 'v5' }), /conversionMethod/],
		['buildingStoreys', svf({ buildingStoreys: 'visible' }), /buildingStoreys/],
		['spaces', svf({ spaces: 'on' }), /spaces/],
		['openingElements', svf({ openingElements: 'off' }), /openingElements/],
		['extractorVersion', svf({ extractorVersion: 'latest' }), /extractorVersion/],
		['materialMode', svf({ materialMode: 'fancy' }), /materialMode/],
		['hierarchy is case-sensitive', svf({ hierarchy: 'classic' }), /hierarchy/],
		['requestedLinkageIDs of integers', svf({ requestedLinkageIDs: [1, 2.5] }), /requestedLinkageIDs/],
		['switchLoader boolean', svf({ switchLoader: 'true' }), /switchLoader/],
		['generateMasterViews boolean', svf({ generateMasterViews: 1 }), /generateMasterViews/],
		['hiddenObjects boolean', svf({ hiddenObjects: 'yes' }), /hiddenObjects/],
		['thumbnail width', withFormat({ type: 'thumbnail', advanced: { width: 300 } }), /width/],
		['thumbnail height is a number', withFormat({ type: 'thumbnail', advanced: { height: '200' } }), /height/],
		['stl format', withFormat({ type: 'stl', advanced: { format: 'text' } }), /format/],
		['stl exportColor', withFormat({ type: 'stl', advanced: { exportColor: 'no' } }), /exportColor/],
		['stl exportFileStructure', withFormat({ type: 'stl', advanced: { exportFileStructure: 'many' } }), /exportFileStructure/],
		['step applicationProtocol', withFormat({ type: 'step', advanced: { applicationProtocol: '209' } }), /applicationProtocol/],
		['step tolerance above 1', withFormat({ type: 'step', advanced: { tolerance: 1.5 } }), /tolerance/],
		['step tolerance below 0', withFormat({ type: 'step', advanced: { tolerance: -0.1 } }), /tolerance/],
		['iges tolerance', withFormat({ type: 'iges', advanced: { tolerance: 2 } }), /tolerance/],
		['iges surfaceType', withFormat({ type: 'iges', advanced: { surfaceType: 'smooth' } }), /surfaceType/],
		['iges sheetType', withFormat({ type: 'iges', advanced: { sheetType: 'solid' } }), /sheetType/],
		['iges solidType', withFormat({ type: 'iges', advanced: { solidType: 'shell' } }), /solidType/],
		['obj exportFileStructure', obj({ exportFileStructure: 'all' }), /exportFileStructure/],
		['obj unit', obj({ unit: 'furlong' }), /unit/],
		['obj modelGuid without objectIds', obj({ modelGuid: 'abc' }), /objectIds/],
		['obj objectIds without modelGuid', obj({ objectIds: [1] }), /modelGuid/],
		['obj objectIds -1 with others', obj({ modelGuid: 'abc', objectIds: [-1, 3] }), /objectIds/],
		['obj objectIds below -1', obj({ modelGuid: 'abc', objectIds: [-2] }), /objectIds/],
		['obj objectIds of integers', obj({ modelGuid: 'abc', objectIds: ['1'] }), /objectIds/],
		['workflow too long', { ...svfJob(urn), misc: { workflow: 'a'.repeat(37) } }, /workflow/],
		['workflow with other characters', { ...svfJob(urn), misc: { workflow: 'my_workflow' } }, /workflow/],
		['workflowAttribute not an object', { ...svfJob(urn), misc: { workflow: 'w', workflowAttribute: [1] } }, /workflowAttribute/],
		['workflowAttribute of 1 KB or more', { ...svfJob(urn), misc: { workflow: 'w', workflowAttribute: { text: 'x'.repeat(1020) } } }, /workflowAttribute/],
		// "Under 1 KB": 1024 bytes of JSON is already too much.
		['workflowAttribute of exactly 1024 bytes', { ...svfJob(urn), misc: { workflow: 'w', workflowAttribute: { text: 'x'.repeat(1013) } } }, /workflowAttribute/],
	];

	it.each(cases)('refuses %s with 400 and a diagnostic', async (_name, body, reason) => {
		const response = await postJob(body);
		expect(response.status).toBe(400);
		expect(typeof response.body.diagnostic).toBe('string');
		expect(response.body.diagnostic).toMatch(reason);
		expect(response.headers.get('x-ads-exception-id')).toBeTruthy();
		expect(response.headers.get('x-ads-troubleshooting')).toBe('Invalid Request');
	});

	it('refuses an unknown output type with 406', async () => {
		const response = await postJob(withFormat({ type: 'pdf' }));
		expect(response.status).toBe(406);
		expect(response.body.diagnostic).toMatch(/pdf/);
	});

	it.each([
		['x-ads-derivative-format', 'newest'],
		['x-ads-force', 'yes'],
		['region', 'MARS'],
	])('refuses the header %s: %s', async (name, value) => {
		const response = await postJob(svfJob(urn), { headers: { [name]: value } });
		expect(response.status).toBe(400);
		expect(response.body.diagnostic).toMatch(new RegExp(name === 'region' ? 'region' : name));
	});

	it.each([
		['geometry extraction of the whole model', obj({ modelGuid: 'abc', objectIds: [-1], unit: 'meter' })],
		['geometry extraction of some objects', obj({ modelGuid: 'abc', objectIds: [0, 5] })],
		['step with every option', fromSolid({ type: 'step', advanced: { applicationProtocol: '242', tolerance: 0 } })],
		['iges with every option', fromSolid({ type: 'iges', advanced: { tolerance: 1, surfaceType: 'trimmed', sheetType: 'open', solidType: 'wireframe' } })],
		['stl with every option', fromSolid({ type: 'stl', advanced: { format: 'ascii', exportColor: false, exportFileStructure: 'multiple' } })],
		['a thumbnail of 400', withFormat({ type: 'thumbnail', advanced: { width: 400, height: 400 } })],
		['svf2 for IFC and RVT', svf({ conversionMethod: 'v4', spaces: 'show', materialMode: 'vendor', extractorVersion: 'next', '2dviews': 'pdf' })],
		['a compressed source', { ...withFormat({ type: 'thumbnail' }), input: { urn, compressedUrn: true, rootFilename: 'a.iam', checkReferences: true } }],
		['a workflow of 36 characters', { ...svfJob(urn), misc: { workflow: `${'a'.repeat(35)}-`, workflowAttribute: { projectId: 'p' } } }],
		['a workflowAttribute of 1023 bytes', { ...svfJob(urn), misc: { workflow: 'w', workflowAttribute: { text: 'x'.repeat(1012) } } }],
		['dwg and ifc from a .rvt', { input: { urn }, output: { formats: [{ type: 'dwg', advanced: { exportSettingName: 'x' } }, { type: 'ifc' }] } }],
		['dwg and fbx from a .f3d', { input: { urn: solidUrn }, output: { formats: [{ type: 'dwg', advanced: { exportSettingName: 'x' } }, { type: 'fbx' }] } }],
	])('accepts %s', async (_name, body) => {
		const response = await postJob(body, { headers: { 'x-ads-force': 'true', 'x-ads-derivative-format': 'fallback' } });
		expect(response.status).toBe(200);
		expect(response.body.result).toBe('success');
	});

	it.each([
		['step from a .rvt object', withFormat({ type: 'step' }), /\(rvt\) cannot be translated to step/],
		['ifc and fbx from a .rvt object (fbx refused)', { input: { urn }, output: { formats: [{ type: 'ifc' }, { type: 'fbx' }] } }, /\(rvt\) cannot be translated to fbx;/],
		['stl from a version of a .rvt file', { input: { urn: urnOf(SEED.versions.towerModelV2) }, output: { formats: [{ type: 'stl' }] } }, /\(rvt\) cannot be translated to stl/],
	])('answers 406 for an output type the source cannot give: %s', async (_name, body, reason) => {
		const response = await postJob(body);
		expect(response.status).toBe(406);
		expect(response.text).toMatch(reason);
	});
});

describe('faults with the service\'s own error body', () => {
	it.each([
		[400, { diagnostics: 'Invalid URN: the object does not exist.' }],
		[406, { diagnostic: 'Request not acceptable: the output type is not supported for this input.' }],
	])('answers %s with the body given', async (status, body) => {
		await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', status, method: 'POST', path: 'designdata/job$', body } });
		const response = await postJob(svfJob(urnOf('urn:adsk.objects:os.object:bucket/c.rvt')));
		expect(response.status).toBe(status);
		expect(response.headers.get('content-type')).toMatch(/^application\/json/);
		expect(response.body).toEqual(body);
		expect((await postJob(svfJob(urnOf('urn:adsk.objects:os.object:bucket/c.rvt')))).status).toBe(200);
	});
});
