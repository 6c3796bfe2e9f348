'use strict';

const { API, SEED, call, itemPath, locator, requests, run, useSandbox } = require('../../../../support/data');

const HOSPITAL = SEED.projects.hospital;
const COMMANDS = `/data/v1/projects/${HOSPITAL}/commands`;
const commandTypes = (sandbox) =>
	requests(sandbox, COMMANDS, 'POST').map((entry) => JSON.parse(entry.body).data.attributes.extension.type);

describe('item publish through the n8n engine', () => {
	const sandbox = useSandbox();

	const publish = (extra = {}) => ({
		resource: 'item',
		operation: 'publish',
		projectId: locator(HOSPITAL),
		itemId: locator(SEED.items.hospitalCentral),
		options: { userId: SEED.users.member },
		...extra,
	});

	test('the item is read, then PublishModel is sent for it; without waiting the output says the job runs', async () => {
		const { items, error } = await run(sandbox, publish());
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({
			id: SEED.items.hospitalCentral,
			status: 'committed',
			needsPublishing: false,
			publishing: true,
			jobId: expect.any(String),
			name: 'Hospital Central.rvt',
			publishedFromVersionId: SEED.versions.hospitalCentralV2,
		});
		const log = sandbox.ctx.log.entries.map((entry) => `${entry.method} ${entry.path}`);
		expect(log).toEqual([`GET ${itemPath(HOSPITAL, SEED.items.hospitalCentral)}`, `POST ${COMMANDS}`]);
		const [request] = requests(sandbox, COMMANDS, 'POST');
		expect(request.headers['content-type']).toBe(API);
		expect(request.headers['x-user-id']).toBe(SEED.users.member);
		expect(JSON.parse(request.body)).toEqual({
			jsonapi: { version: '1.0' },
			data: {
				type: 'commands',
				attributes: { extension: { type: 'commands:autodesk.bim360:C4RModelPublish', version: '1.0.0' } },
				relationships: { resources: { data: [{ type: 'items', id: SEED.items.hospitalCentral }] } },
			},
		});
	});

	test('Wait for Completion reads GetPublishModelJob until complete and answers the new version', async () => {
		await call(sandbox, 'POST', '/__sandbox/data/publish-settings', { json: { publishMs: 1500 } });
		const { items, error } = await run(sandbox, publish({ waitForCompletion: true, timeLimit: 60 }));
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			id: SEED.items.hospitalCentral,
			status: 'complete',
			publishing: false,
			needsPublishing: false,
			publishedFromVersionId: SEED.versions.hospitalCentralV2,
			version: { versionNumber: 3, extensionType: 'versions:autodesk.bim360:C4RModel', createUserId: SEED.users.member },
		});
		const types = commandTypes(sandbox);
		expect(types[0]).toBe('commands:autodesk.bim360:C4RModelPublish');
		expect(types.slice(1).every((type) => type === 'commands:autodesk.bim360:C4RModelGetPublishJob')).toBe(true);
		expect(types.length).toBeGreaterThanOrEqual(2);
	});

	test('the time limit passes: an error saying the job still runs and how to check it', async () => {
		await call(sandbox, 'POST', '/__sandbox/data/publish-settings', { json: { publishMs: 600_000 } });
		const { error } = await run(sandbox, publish({ waitForCompletion: true, timeLimit: 2 }));
		expect(error.message).toBe('The publish job is still running after 2 s (status processing)');
		expect(error.description).toMatch(/nothing was cancelled\. Check it later with Item > Get Publish Status/);
	});

	test('a file that is not a cloud model is refused after reading it, before PublishModel is sent', async () => {
		const { items, error } = await run(sandbox, publish({ itemId: locator(SEED.items.hospitalModel) }));
		expect(items).toHaveLength(0);
		expect(error.message).toBe(
			'Hospital.rvt is not a cloud-workshared Revit model (its version is versions:autodesk.bim360:File): only those can be published',
		);
		expect(error.description).toMatch(/^Nothing was published\. .*Translation Job > Create instead/);
		expect(requests(sandbox, COMMANDS, 'POST')).toHaveLength(0);
	});

	test('refused before sending: a project outside Docs, a time limit out of bounds', async () => {
		const team = await run(sandbox, publish({ projectId: locator(SEED.projects.bracket), itemId: locator(SEED.items.bracketModel) }));
		expect(team.error.message).toMatch(/^Project must be a Construction Cloud or BIM 360 project ID/);
		expect(team.error.description).toMatch(/^Nothing was sent: publishing a cloud model works only in Autodesk Docs projects/);
		const limit = await run(sandbox, publish({ waitForCompletion: true, timeLimit: 0 }));
		expect(limit.error.message).toBe('Time Limit (Seconds) must be a number from 1 to 3600; got 0');
		expect(limit.error.description).toMatch(/Item > Get Publish Status/);
		expect(sandbox.ctx.log.entries).toHaveLength(0);
	});

	test('Continue On Fail: a second publish of a model being published is the service\'s 409; the others go on', async () => {
		const { items, error } = await run(sandbox, publish({ itemId: locator('={{ $json.item }}') }), {
			continueOnFail: true,
			items: [
				{ json: { item: SEED.items.hospitalCentral } },
				{ json: { item: SEED.items.hospitalCentral } },
				{ json: { item: SEED.items.hospitalMep } },
			],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1, 2]);
		expect(items[0].json.status).toBe('committed');
		expect(items[1].json).toMatchObject({ httpCode: '409' });
		expect(items[1].json.error).toMatch(/^Publish model failed: .*being published already/);
		expect(items[2].json).toMatchObject({ name: 'Hospital MEP.rvt', status: 'committed' });
	});
});
