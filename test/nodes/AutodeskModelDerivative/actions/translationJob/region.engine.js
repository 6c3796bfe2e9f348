'use strict';

/** translationJob: the region header against the EU path; Create and Get Manifest in each region. */

const { EU_JOB_PATH, JOB_PATH, OBJECT_ID, createJob, derivativeRequests, manifestPath, readManifest, urnOf, useSandbox } = require('../../../../support/translationJob');

const sandbox = useSandbox({ resetOverHttp: true });

const URN = urnOf(OBJECT_ID);
const svf2 = { type: 'svf2', views: ['2d', '3d'] };
const getManifest = (parameters) => readManifest(sandbox, parameters);

describe('region', () => {
	it('sends US as the region header by default', async () => {
		const { items } = await createJob(sandbox, svf2);
		const [sent] = derivativeRequests(sandbox, 'POST');
		expect(sent.path).toBe(JOB_PATH);
		expect(sent.headers.region).toBe('US');
		expect(sent.headers['x-ads-region']).toBeUndefined();
		expect(sent.headers['content-type']).toMatch(/^application\/json/);
		expect(items[0].json.region).toBe('US');
	});

	it.each(['EMEA', 'AUS', 'CAN', 'DEU', 'IND', 'JPN', 'GBR'])('sends %s as the region header; the manifest lives there', async (region) => {
		const { items } = await createJob(sandbox, svf2, { region });
		const [sent] = derivativeRequests(sandbox, 'POST');
		expect(sent.path).toBe(JOB_PATH);
		expect(sent.headers.region).toBe(region);
		expect(items[0].json.acceptedJobs.output.destination.region).toBe(region);

		const there = await getManifest({ region });
		expect(there.error).toBeUndefined();
		expect(there.items[0].json).toMatchObject({ urn: URN, region });
		expect(derivativeRequests(sandbox, 'GET').at(-1).headers.region).toBe(region);

		const elsewhere = await getManifest({ region: 'US' });
		expect(elsewhere.error.message).toMatch(/^Get manifest failed: No manifest for .* in region US/);
		expect(elsewhere.error.description).toMatch(/region/);
	});

	it('the EU endpoint uses the /regions/eu/ path and no region header', async () => {
		const { items } = await createJob(sandbox, svf2, { region: 'euEndpoint' });
		const [sent] = derivativeRequests(sandbox, 'POST');
		expect(sent.path).toBe(EU_JOB_PATH);
		expect(sent.headers.region).toBeUndefined();
		expect(items[0].json).toMatchObject({ region: 'EMEA (EU endpoint)', acceptedJobs: { output: { destination: { region: 'EMEA' } } } });

		const eu = await getManifest({ region: 'euEndpoint' });
		expect(eu.items[0].json.region).toBe('EMEA');
		expect(derivativeRequests(sandbox, 'GET').at(-1).path).toBe(manifestPath(true));
		expect((await getManifest({ region: 'EMEA' })).items[0].json.region).toBe('EMEA');
	});
});
