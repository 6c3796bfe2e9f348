'use strict';

const { SEED, call, locator, requests, run, useSandbox } = require('../../../../support/data');

const HOSPITAL = SEED.projects.hospital;
const COMMANDS = `/data/v1/projects/${HOSPITAL}/commands`;

describe('item get publish status through the n8n engine', () => {
	const sandbox = useSandbox();

	const status = (itemId, extra = {}) => ({
		resource: 'item',
		operation: 'getPublishStatus',
		projectId: locator(HOSPITAL),
		itemId: locator(itemId),
		...extra,
	});

	test('changes synced and not published: needsPublishing; after a publish: processing, then complete', async () => {
		const first = await run(sandbox, status(SEED.items.hospitalCentral), { userId: SEED.users.admin });
		expect(first.error).toBeUndefined();
		expect(first.items[0].json).toEqual({ id: SEED.items.hospitalCentral, status: null, needsPublishing: true, publishing: false, jobId: null });
		const [request] = requests(sandbox, COMMANDS, 'POST');
		expect(JSON.parse(request.body).data.attributes.extension).toEqual({ type: 'commands:autodesk.bim360:C4RModelGetPublishJob', version: '1.0.0' });

		await run(sandbox, { ...status(SEED.items.hospitalCentral), operation: 'publish' }, { userId: SEED.users.admin });
		const running = await run(sandbox, status(SEED.items.hospitalCentral), { userId: SEED.users.admin });
		expect(running.items[0].json).toMatchObject({ status: 'processing', needsPublishing: false, publishing: true, jobId: expect.any(String) });
		await call(sandbox, 'POST', '/__sandbox/clock', { json: { advanceMs: 5000 } });
		const done = await run(sandbox, status(SEED.items.hospitalCentral), { userId: SEED.users.admin });
		expect(done.items[0].json).toMatchObject({ status: 'complete', publishing: false, jobId: running.items[0].json.jobId });
	});

	test('a file that is not a cloud model: the service refuses it, with advice', async () => {
		const { error } = await run(sandbox, status(SEED.items.hospitalModel), { userId: SEED.users.admin });
		expect(error.message).toMatch(/^Get publish status failed: .*not a cloud-workshared Revit model/);
		expect(error.description).toMatch(/Only Revit models shared in the cloud .* Translation Job > Create instead/);
	});
});
