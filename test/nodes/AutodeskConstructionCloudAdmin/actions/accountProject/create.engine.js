'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, SEED, adminRequests, projectParameters, runAdmin } = require('../adminSandbox');

const PROJECTS = `/accounts/${ACCOUNT}/projects`;
const TEMPLATE = 'ACC Project 25';

const create = (extra) => projectParameters({ operation: 'create', name: 'Harbor Tower', type: 'Office', ...extra });

describe('accountProject create through the n8n engine', () => {
	const sandbox = useSandbox();
	const templateId = () => sandbox.ctx.state.data.hubs.get(SEED.hubs.acc).projects.find((project) => project.name === TEMPLATE).guid;

	test('creates from a template with its options and, with Wait Until Active, returns the active project with its b. ids', async () => {
		sandbox.ctx.state.accountAdmin.activationMs = 1500;
		const { items, error } = await runAdmin(
			sandbox,
			create({
				projectFields: { jobNumber: 'HT-1', startDate: '2026-03-01', endDate: '2027-06-30', city: 'Copenhagen', country: 'DK', timezone: 'Europe/Copenhagen', templateProjectId: `b.${templateId()}`, includeCompanies: true },
				waitUntilActive: true,
				timeLimit: 30,
				options: { userId: 'ignored-for-three-legged' },
			}),
		);
		expect(error).toBeUndefined();
		const [{ json }] = items;
		expect(json).toMatchObject({ name: 'Harbor Tower', type: 'Office', status: 'active', jobNumber: 'HT-1', startDate: '2026-03-01', templateId: templateId(), accountId: ACCOUNT, hubId: SEED.hubs.acc });
		expect(json.dataManagementProjectId).toBe(`b.${json.id}`);
		const [post] = adminRequests(sandbox, PROJECTS, 'POST');
		expect(JSON.parse(post.body)).toEqual({
			name: 'Harbor Tower',
			type: 'Office',
			jobNumber: 'HT-1',
			city: 'Copenhagen',
			country: 'DK',
			timezone: 'Europe/Copenhagen',
			startDate: '2026-03-01',
			endDate: '2027-06-30',
			template: { projectId: templateId(), options: { field: { includeCompanies: true } } },
		});
		expect(post.headers['user-id']).toBe('ignored-for-three-legged');
		const polls = adminRequests(sandbox, `/projects/${json.id}`, 'GET');
		expect(polls.length).toBeGreaterThanOrEqual(1);
		for (const poll of polls) expect(poll.headers['user-id']).toBeUndefined();
		// The new project is a Data Management project of the hub at once.
		expect(sandbox.ctx.state.data.projects.get(json.dataManagementProjectId)).toMatchObject({ hubId: SEED.hubs.acc, name: 'Harbor Tower' });
	});

	test('without the wait the pending project comes back as the 202 gave it', async () => {
		const { items } = await runAdmin(sandbox, create({ name: 'Pending Place' }));
		expect(items[0].json).toMatchObject({ name: 'Pending Place', status: 'pending' });
	});

	test('a time limit that passes says the project exists and how to read it later', async () => {
		sandbox.ctx.state.accountAdmin.activationMs = 600_000;
		const { error } = await runAdmin(sandbox, create({ name: 'Slow Site', waitUntilActive: true, timeLimit: 1 }));
		expect(error.message).toBe('The project "Slow Site" is still pending after 1 s');
		expect(error.description).toMatch(/Project > Get .*Do not create it again/);
	});

	test('sent again after its answer was lost (409, the same name and values, just made): the same project, not a second one', async () => {
		const first = await runAdmin(sandbox, create({ projectFields: { jobNumber: 'HT-2' } }));
		const again = await runAdmin(sandbox, create({ projectFields: { jobNumber: 'HT-2' } }));
		expect(again.error).toBeUndefined();
		expect(again.items[0].json).toMatchObject({ id: first.items[0].json.id, name: 'Harbor Tower' });
		expect(adminRequests(sandbox, PROJECTS, 'POST').map((entry) => entry.status)).toEqual([202, 409]);
		expect([...sandbox.ctx.state.accountAdmin.projects.values()].filter((project) => project.name === 'Harbor Tower')).toHaveLength(1);
	});

	test('a name taken by another project: the 409 says which project holds it', async () => {
		const { error } = await runAdmin(sandbox, create({ name: 'sandbox hospital' }));
		expect(error.httpCode).toBe('409');
		expect(error.description).toMatch(/^Project names are unique in an account\. Project "Sandbox Hospital" \(id [0-9a-f-]{36}, status active, created .*\) holds the name with another type \(Hospital\)\. Choose another name/);
	});

	test('bad input is refused naming the field and the rule, before anything is sent; Continue On Fail keeps the good item', async () => {
		const { items, error } = await runAdmin(sandbox, create({ name: '={{ $json.name }}', projectFields: { endDate: '={{ $json.end }}', startDate: '2026-03-01' } }), {
			continueOnFail: true,
			items: [{ json: { name: '', end: '2026-04-01' } }, { json: { name: 'Dock', end: '2026-01-01' } }, { json: { name: 'Quay', end: '2026-04-01' } }],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json.error)).toEqual(['Name is required: the new project needs a name', 'Project Fields › End Date must not be before the Start Date (2026-03-01); got "2026-01-01"', undefined]);
		expect(items[2].json).toMatchObject({ name: 'Quay', status: 'pending' });
		expect(adminRequests(sandbox, PROJECTS, 'POST')).toHaveLength(1);
		const copies = await runAdmin(sandbox, create({ name: 'Pier', projectFields: { includeLocations: true } }));
		expect(copies.error.message).toBe('Project Fields › Include Companies and Include Locations copy from a template: add Template Project too');
		expect(adminRequests(sandbox, PROJECTS, 'POST')).toHaveLength(1);
	});

	test('a two-legged token without Act As User ID: the 403 says to name an account admin', async () => {
		const { error } = await runAdmin(sandbox, create({ name: 'App Only' }), { twoLegged: true });
		expect(error.httpCode).toBe('403');
		expect(error.description).toMatch(/^With a two-legged \(Client Credentials\) token, the Account Admin API acts for the user named in Act As User ID/);
		const named = await runAdmin(sandbox, create({ name: 'App Only', options: { userId: SEED.users.admin } }), { twoLegged: true });
		expect(named.error).toBeUndefined();
		expect(adminRequests(sandbox, PROJECTS, 'POST').map((entry) => entry.headers['user-id'])).toEqual([undefined, SEED.users.admin]);
	});

	test('as a tool it is refused before anything is sent unless Allow Access Changes is on', async () => {
		const { error } = await runAdmin(sandbox, create({ name: 'Tool Made' }), { tool: true });
		expect(error).toBeDefined();
		expect(error.message).toMatch(/Allow Access Changes/);
		expect(adminRequests(sandbox, PROJECTS, 'POST')).toEqual([]);
	});
});
