'use strict';

/**
 * translationJob: the source picked from a project (Source: File From a Project). The picked
 * file's tip version ID is what the URN encoder gets; the pickers only feed the lists, so the job
 * is the only request sent.
 */

const { SEED } = require('../sandbox/seed/data');
const { JOB_PATH, derivativeRequests, jobBodies, runJob, urnOf, useSandbox } = require('./translationJobSupport');

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

it('creates a job from a picked file: input.urn is the base64url of its tip version ID', async () => {
	const tipVersionId = SEED.versions.towerModelV2;
	const { items, error } = await runJob(sandbox, picked(locator(tipVersionId)));
	expect(error).toBeUndefined();
	expect(jobBodies(sandbox).map((body) => body.input)).toEqual([{ urn: urnOf(tipVersionId) }]);
	expect(urnOf(tipVersionId)).not.toMatch(/[+/=]/);
	expect(sandbox.ctx.log.find({}).map((entry) => `${entry.method} ${entry.path}`)).toEqual([`POST ${JOB_PATH}`]);
	expect(items[0].json).toMatchObject({ outcome: 'accepted', urn: urnOf(tipVersionId), sourceId: tipVersionId });
});

it('refuses a picked source whose version ID comes out empty, before any request', async () => {
	// n8n refuses an empty required field itself; an expression can still give nothing.
	const { items, error } = await runJob(sandbox, picked(locator('={{ $json.missing ?? "" }}', 'id')));
	expect(items).toEqual([]);
	expect(error.message).toMatch(/^File is required: choose a file from the list or enter its version ID/);
	expect(error.description).toMatch(/Nothing was sent/);
	expect(derivativeRequests(sandbox)).toEqual([]);
});
