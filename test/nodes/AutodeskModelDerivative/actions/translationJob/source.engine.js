'use strict';

/**
 * translationJob: the source picked from a project (Source: File From a Project). The File list
 * gives each file's tip version URN (of the version in ACC / BIM 360, of the stored file in
 * Fusion Team); a version ID can be entered instead. The pickers only feed the lists, so the job
 * is the only request sent.
 */

const { SEED } = require('../../../../../sandbox/seed/data');
const { JOB_PATH, credentialsFor, derivativeRequests, jobBodies, runJob, urnOf, useSandbox } = require('../../../../support/translationJob');

const sandbox = useSandbox({ resetOverHttp: true });

const locator = (value, mode = 'list') => ({ __rl: true, mode, value });
const picked = (sourceVersion) => ({
	operation: 'create',
	sourceFrom: 'project',
	hubId: locator(SEED.hubs.bim360),
	projectId: locator(SEED.projects.tower),
	folderId: locator(SEED.folders.towerArchitecture),
	sourceVersion,
	outputFormats: { format: [{ type: 'svf2', views: ['3d'] }] },
});

it('creates a job from a file picked from the list: input.urn is the URN the list gave it', async () => {
	const tipVersionId = SEED.versions.towerModelV2;
	const listed = urnOf(tipVersionId); // what the File list gives for an ACC / BIM 360 file
	const { items, error } = await runJob(sandbox, picked(locator(listed)));
	expect(error).toBeUndefined();
	expect(jobBodies(sandbox).map((body) => body.input)).toEqual([{ urn: listed }]);
	expect(sandbox.ctx.log.find({}).map((entry) => `${entry.method} ${entry.path}`)).toEqual([`POST ${JOB_PATH}`]);
	expect(items[0].json).toMatchObject({ outcome: 'accepted', urn: listed, sourceId: tipVersionId });
});

it('creates a job from a version ID entered by ID: input.urn is its base64url', async () => {
	const tipVersionId = SEED.versions.towerModelV2;
	const { items, error } = await runJob(sandbox, picked(locator(tipVersionId, 'id')));
	expect(error).toBeUndefined();
	expect(jobBodies(sandbox).map((body) => body.input)).toEqual([{ urn: urnOf(tipVersionId) }]);
	expect(urnOf(tipVersionId)).not.toMatch(/[+/=]/);
	expect(items[0].json).toMatchObject({ outcome: 'accepted', urn: urnOf(tipVersionId), sourceId: tipVersionId });
});

it('a Fusion Team file picked from the list is translated through its stored file', async () => {
	const { AutodeskAps } = require('../../../../../nodes/AutodeskAps/AutodeskAps.node');
	const { loadOptionsContext } = require('../../../../support/loadOptions');
	const parameters = {
		...picked(locator('')),
		hubId: locator(SEED.hubs.team),
		projectId: locator(SEED.projects.bracket),
		folderId: locator(SEED.folders.bracketDesigns),
	};
	const context = loadOptionsContext({ parameters: { resource: 'translationJob', ...parameters }, credentials: credentialsFor(sandbox) });
	const { results } = await new AutodeskAps().methods.listSearch.searchFileVersions.call(context);
	const bracket = results.find((file) => file.name.startsWith('Bracket.f3d'));
	const storageId = Buffer.from(bracket.value, 'base64url').toString();
	expect(storageId).toMatch(/^urn:adsk\.objects:os\.object:wip\.dm\.prod\//);

	sandbox.ctx.log.clear();
	const { items, error } = await runJob(sandbox, { ...parameters, sourceVersion: locator(bracket.value) });
	expect(error).toBeUndefined();
	expect(jobBodies(sandbox).map((body) => body.input)).toEqual([{ urn: bracket.value }]);
	expect(items[0].json).toMatchObject({ outcome: 'accepted', urn: bracket.value, sourceId: storageId });
});

it('refuses a picked source whose version ID comes out empty, before any request', async () => {
	// n8n refuses an empty required field itself; an expression can still give nothing.
	const { items, error } = await runJob(sandbox, picked(locator('={{ $json.missing ?? "" }}', 'id')));
	expect(items).toEqual([]);
	expect(error.message).toMatch(/^File is required: choose a file from the list or enter its version ID/);
	expect(error.description).toMatch(/Nothing was sent/);
	expect(derivativeRequests(sandbox)).toEqual([]);
});

describe('an output type the picked file cannot give is refused before sending (the service answers 406)', () => {
	const withName = (name, value = urnOf(SEED.versions.towerModelV2)) => ({ __rl: true, mode: 'list', value, cachedResultName: name });

	it('STEP from a .rvt file: names the type and what a .rvt file can give', async () => {
		const { items, error } = await runJob(sandbox, {
			...picked(withName('Tower.rvt (version 2)')),
			outputFormats: { format: [{ type: 'svf2', views: ['3d'] }, { type: 'step' }] },
		});
		expect(items).toHaveLength(0);
		expect(error.name).toBe('NodeOperationError');
		expect(error.message).toBe('Output Formats cannot hold STEP for Tower.rvt: a .rvt file can give SVF, SVF2, Thumbnail, OBJ, DWG, IFC');
		expect(sandbox.ctx.log.entries).toHaveLength(0);
	});

	it('STEP and STL from a .f3d file are sent; a type the table does not know is left to the service', async () => {
		const sent = await runJob(sandbox, {
			...picked(withName('Bracket.F3D', urnOf(SEED.versions.bracketModelV2))),
			outputFormats: { format: [{ type: 'step' }, { type: 'stl' }] },
		});
		expect(sent.error).toBeUndefined();
		const unknown = await runJob(sandbox, { ...picked(withName('Notes.xyz', urnOf(SEED.versions.towerModelV1))), outputFormats: { format: [{ type: 'svf2', views: ['3d'] }] } });
		expect(unknown.error).toBeUndefined();
		expect(jobBodies(sandbox)).toHaveLength(2);
	});
});
