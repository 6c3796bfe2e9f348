'use strict';

/** translationJob / deleteManifest through n8n's engine against the sandbox. */

const { OBJECT_ID, createJob, derivativeRequests, manifestPath, readManifest, runJob, setJobDuration, urnOf, useSandbox } = require('../../../../support/translationJob');

const sandbox = useSandbox({ resetOverHttp: true });

const URN = urnOf(OBJECT_ID);
const svf2 = { type: 'svf2', views: ['2d', '3d'] };

describe('Delete Manifest', () => {
	beforeEach(() => setJobDuration(sandbox, 0));

	it('Delete Manifest deletes it in its region', async () => {
		await createJob(sandbox, svf2, { region: 'JPN' });
		const { items, error } = await runJob(sandbox, { operation: 'deleteManifest', source: URN, region: 'JPN' });
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({
			result: 'success',
			hadManifest: true,
			deleted: true,
			message: 'Deleted the manifest and every derivative of this design in region JPN',
			urn: URN,
			sourceId: OBJECT_ID,
			region: 'JPN',
		});
		const [looked] = derivativeRequests(sandbox, 'GET');
		expect(looked).toMatchObject({ path: manifestPath(), status: 200 });
		expect(looked.headers.region).toBe('JPN');
		const [sent] = derivativeRequests(sandbox, 'DELETE');
		expect(sent).toMatchObject({ path: manifestPath(), status: 200 });
		expect(sent.headers.region).toBe('JPN');
		expect((await readManifest(sandbox, { region: 'JPN' })).error.httpCode).toBe('404');
	});

	it('Delete Manifest with no manifest in the region says nothing was deleted (the service answers 200 anyway)', async () => {
		await createJob(sandbox, svf2, { region: 'JPN' });
		sandbox.ctx.log.clear();
		const { items, error } = await runJob(sandbox, { operation: 'deleteManifest', source: URN, region: 'EMEA' });
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			result: 'success',
			hadManifest: false,
			deleted: false,
			message: expect.stringMatching(/^This design had no manifest in region EMEA: nothing was deleted/),
			region: 'EMEA',
		});
		expect(derivativeRequests(sandbox).map((entry) => [entry.method, entry.status])).toEqual([
			['GET', 404],
			['DELETE', 200],
		]);
		expect((await readManifest(sandbox, { region: 'JPN' })).error).toBeUndefined();
	});
});

it('each input item deletes in its own region, its answer paired to it', async () => {
	await setJobDuration(sandbox, 0);
	await createJob(sandbox, svf2, { region: 'JPN' });
	sandbox.ctx.log.clear();
	const { items, error } = await runJob(
		sandbox,
		{ operation: 'deleteManifest', source: OBJECT_ID, region: '={{ $json.region }}' },
		{ items: [{ json: { region: 'EMEA' } }, { json: { region: 'JPN' } }] },
	);
	expect(error).toBeUndefined();
	expect(items.map((item) => [item.pairedItem.item, item.json.region, item.json.deleted])).toEqual([
		[0, 'EMEA', false],
		[1, 'JPN', true],
	]);
	expect(derivativeRequests(sandbox).map((entry) => [entry.method, entry.headers.region, entry.status])).toEqual([
		['GET', 'EMEA', 404],
		['DELETE', 'EMEA', 200],
		['GET', 'JPN', 200],
		['DELETE', 'JPN', 200],
	]);
	expect((await readManifest(sandbox, { region: 'JPN' })).error.httpCode).toBe('404');
});
