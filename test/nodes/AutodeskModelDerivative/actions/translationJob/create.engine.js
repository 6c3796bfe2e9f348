'use strict';

/**
 * translationJob / create through n8n's engine against the sandbox: what it answers, 200 against
 * 201, force and the headers chosen. The body of each output format is in formats.engine.js, the
 * regions in region.engine.js, the waits in wait.engine.js, the rules in rules.engine.js.
 */

const { JOB_PATH, OBJECT_ID, SOLID_OBJECT_ID, createJob, derivativeRequests, jobBodies, runJob, setJobDuration, urnOf, useSandbox } = require('../../../../support/translationJob');

const sandbox = useSandbox({ resetOverHttp: true });

const svf2 = { type: 'svf2', views: ['2d', '3d'] };

it('answers what the service said, in words, with its x-ads headers', async () => {
	const { items } = await createJob(sandbox, { type: 'svf2', views: ['3d'] });
	expect(items[0].json).toEqual({
		result: 'success',
		outcome: 'accepted',
		message: expect.stringMatching(/accepted.*Get Manifest/),
		statusCode: 200,
		urn: urnOf(OBJECT_ID),
		sourceId: OBJECT_ID,
		region: 'US',
		acceptedJobs: { output: { formats: [{ type: 'svf2', views: ['3d'] }], destination: { region: 'US' } } },
		serviceHeaders: {
			'x-ads-app-identifier': expect.any(String),
			'x-ads-startup-time': expect.any(String),
			'x-ads-duration': expect.stringMatching(/^\d+$/),
		},
	});
	expect(items[0].pairedItem).toEqual({ item: 0 });
});

describe('force, the object ID format, 200 and 201', () => {
	beforeEach(() => setJobDuration(sandbox, 0));

	it('answers alreadyExisted (201) when every format exists, and force translates anew (200)', async () => {
		const first = await createJob(sandbox, svf2);
		expect(first.items[0].json).toMatchObject({ result: 'success', outcome: 'accepted', statusCode: 200 });

		const again = await createJob(sandbox, svf2);
		expect(again.items[0].json).toMatchObject({
			result: 'created',
			outcome: 'alreadyExisted',
			statusCode: 201,
			message: expect.stringMatching(/generated before.*Force Translation/),
		});

		const forced = await createJob(sandbox, svf2, { options: { force: true } });
		expect(forced.items[0].json).toMatchObject({ result: 'success', outcome: 'accepted', statusCode: 200 });
		const headers = derivativeRequests(sandbox, 'POST').map((entry) => entry.headers['x-ads-force']);
		expect(headers).toEqual([undefined, undefined, 'true']);
	});

	it('sends x-ads-derivative-format and x-user-id when chosen', async () => {
		await createJob(sandbox, { type: 'obj', objOptions: { modelGuid: 'g', objectIds: '1' } }, {
			options: { derivativeFormat: 'fallback', userId: 'user-42' },
		});
		const [sent] = derivativeRequests(sandbox, 'POST');
		expect(sent.headers['x-ads-derivative-format']).toBe('fallback');
		expect(sent.headers['x-user-id']).toBe('user-42');
	});
});

it('with only Source Design and Output Formats set, the job carries them alone: no options in the body, no optional headers', async () => {
	const { items, error } = await runJob(sandbox, { resource: 'translationJob', operation: 'create', source: OBJECT_ID, outputFormats: { format: [svf2] } });
	expect(error).toBeUndefined();
	expect(items[0].json).toMatchObject({ outcome: 'accepted', sourceId: OBJECT_ID });
	const [body] = jobBodies(sandbox);
	expect(Object.keys(body).sort()).toEqual(['input', 'output']);
	expect(body.input).toEqual({ urn: urnOf(OBJECT_ID) });
	expect(body.output.formats).toEqual([svf2]);
	const [sent] = derivativeRequests(sandbox, 'POST');
	for (const header of ['x-ads-force', 'x-ads-derivative-format', 'x-user-id']) expect([header, sent.headers[header]]).toEqual([header, undefined]);
});

it('each input item sends its own job to the job path, its answer paired to it', async () => {
	const { items, error } = await createJob(sandbox, { type: 'thumbnail' }, { source: '={{ $json.source }}' }, {
		items: [{ json: { source: SOLID_OBJECT_ID } }, { json: { source: OBJECT_ID } }],
	});
	expect(error).toBeUndefined();
	expect(items.map((item) => [item.pairedItem.item, item.json.outcome, item.json.sourceId])).toEqual([
		[0, 'accepted', SOLID_OBJECT_ID],
		[1, 'accepted', OBJECT_ID],
	]);
	const sent = derivativeRequests(sandbox, 'POST');
	expect(sent.map((entry) => [entry.path, entry.status])).toEqual([
		[JOB_PATH, 200],
		[JOB_PATH, 200],
	]);
	expect(jobBodies(sandbox).map((body) => body.input.urn)).toEqual([urnOf(SOLID_OBJECT_ID), urnOf(OBJECT_ID)]);
});
