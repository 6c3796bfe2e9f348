'use strict';

const { SEED, locator, requests, run, useSandbox } = require('../../../../support/data');

const ACC_HUB = SEED.hubs.acc;
const projectsPath = (hubId) => `/project/v1/hubs/${hubId}/projects`;

describe('project get through the n8n engine', () => {
	const sandbox = useSandbox();

	test('get: one project, by ID or by the URL of the web app', async () => {
		const guid = SEED.projects.hospital.slice(2);
		const byUrl = await run(sandbox, {
			resource: 'project',
			operation: 'get',
			hubId: locator(ACC_HUB),
			projectId: locator(
				`https://acc.autodesk.com/docs/files/projects/${guid}?folderUrn=urn%3Aadsk.wipprod%3Afs.folder%3Aco.x&viewModel=detail`,
				'url',
			),
		});
		expect(byUrl.error).toBeUndefined();
		expect(byUrl.items).toHaveLength(1);
		expect(byUrl.items[0].json).toMatchObject({
			id: SEED.projects.hospital,
			name: 'Sandbox Hospital',
			extensionData: { projectType: 'ACC' },
			rootFolderId: SEED.folders.hospitalRoot,
		});
		const byId = await run(sandbox, {
			resource: 'project',
			operation: 'get',
			hubId: locator(ACC_HUB),
			projectId: locator(guid),
			options: { userId: SEED.users.member },
		});
		expect(byId.items[0].json.id).toBe(SEED.projects.hospital);
		const log = requests(sandbox, `${projectsPath(ACC_HUB)}/${SEED.projects.hospital}`, 'GET');
		expect(log).toHaveLength(2);
		expect(log[0].headers['x-user-id']).toBeUndefined();
		expect(log[1].headers['x-user-id']).toBe(SEED.users.member);
	});

	test('get: a URL without a project is refused before sending', async () => {
		await expect(
			run(sandbox, {
				resource: 'project',
				operation: 'get',
				hubId: locator(ACC_HUB),
				projectId: locator('https://acc.autodesk.com/docs/files/', 'url'),
			}),
		).rejects.toThrow(/Not a project URL/);
		const { error } = await run(
			sandbox,
			{
				resource: 'project',
				operation: 'get',
				hubId: locator(ACC_HUB),
				projectId: locator('={{ $json.url }}', 'url'),
			},
			{ items: [{ json: { url: 'https://acc.autodesk.com/docs/files/' } }] },
		);
		expect(error.message).toMatch(/Project: the URL .* holds no project ID/);
		expect(sandbox.ctx.log.entries).toHaveLength(0);
	});

	test('get: Continue On Fail keeps an unknown project\'s 404 to its own item; the next project is read', async () => {
		const missing = 'b.00000000-0000-4000-8000-000000000000';
		const { items, error } = await run(
			sandbox,
			{ resource: 'project', operation: 'get', hubId: locator(ACC_HUB), projectId: locator('={{ $json.project }}') },
			{ continueOnFail: true, items: [{ json: { project: missing } }, { json: { project: SEED.projects.hospital } }] },
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(items[0].json).toMatchObject({ httpCode: '404', error: expect.stringMatching(/^Get project failed: /) });
		expect(items[1].json).toMatchObject({ id: SEED.projects.hospital, name: 'Sandbox Hospital' });
		expect(requests(sandbox, /^\/project\/v1\/hubs\//, 'GET').map((entry) => [entry.path, entry.status])).toEqual([
			[`${projectsPath(ACC_HUB)}/${missing}`, 404],
			[`${projectsPath(ACC_HUB)}/${SEED.projects.hospital}`, 200],
		]);
	});
});
