'use strict';

const { useSandbox, call, tokenFor } = require('../../support/sandbox');
const { sandboxCredentials } = require('../../support/credentials');
const { PollHarness } = require('../../support/poll');
const { IDS, PROJECT, RFIS_ROOT, SEED, locator, rfiRequests } = require('../AutodeskConstructionCloud/actions/rfi/rfiSandbox');
const { ACCOUNT, HOSPITAL, adminRequests } = require('../AutodeskConstructionCloudAdmin/actions/adminSandbox');

const RFI_SCOPES = ['data:read', 'data:write'];
const ADMIN_SCOPES = ['account:read', 'account:write'];

describe('Autodesk Construction Cloud Trigger: New or Updated RFI, polled through n8n-core', () => {
	const sandbox = useSandbox();
	const watch = (extra = {}) => ({ event: 'rfiChanged', hubId: locator(SEED.hubs.acc), projectId: locator(PROJECT), ...extra });
	const harness = (parameters = watch()) => new PollHarness({ parameters, credentials: sandboxCredentials(sandbox, { userId: SEED.users.admin, scopes: RFI_SCOPES }) });
	const admin = () => tokenFor(sandbox, { scopes: RFI_SCOPES, userId: SEED.users.admin });
	const searches = () => rfiRequests(sandbox, '/search:rfis', 'POST');

	async function send(method, path, json) {
		sandbox.ctx.clock.advance(1000);
		const answer = await call(sandbox, method, `${RFIS_ROOT}${path}`, { token: admin(), json });
		if (answer.status >= 300) throw new Error(`${method} ${path} failed: ${answer.status} ${answer.text}`);
		return answer.body;
	}

	test('the first poll keeps the newest change and emits nothing; a quiet poll sends one search, sorted by the last change', async () => {
		const trigger = harness();
		expect(await trigger.poll()).toBeNull();
		const [first] = searches();
		expect(JSON.parse(first.body)).toEqual({ sort: [{ field: 'updatedAt', order: 'desc' }], pagination: { offset: 0, limit: 100 } });
		const { cursor } = trigger.nodeData();
		expect(cursor).toEqual({ since: expect.any(String), ids: [expect.any(String)] });
		sandbox.ctx.log.clear();
		expect(await trigger.poll()).toBeNull();
		expect(searches()).toHaveLength(1);
		expect(trigger.nodeData().cursor).toEqual(cursor);
	});

	test('an updated and a created RFI: each emitted once, oldest first, with its change', async () => {
		const trigger = harness();
		await trigger.poll();
		const updated = await send('PATCH', `/rfis/${IDS.rfis.slab}`, { title: 'Slab edge detail at grid C (revised)' });
		const created = await send('POST', '/rfis', { title: 'Door hardware at stair 2' });
		const items = await trigger.items();
		expect(items.map((item) => [item.json.id, item.json.title, item.json.change])).toEqual([
			[updated.id, 'Slab edge detail at grid C (revised)', 'updated'],
			[created.id, 'Door hardware at stair 2', 'created'],
		]);
		expect(await trigger.poll()).toBeNull();
	});

	test("the watch's filters go out in the search body; a BIM 360 project is refused before anything is sent", async () => {
		const trigger = harness(watch({ filters: { status: ['open', 'answered'], assignedTo: 'USER1, USER2' } }));
		await trigger.poll();
		expect(JSON.parse(searches()[0].body).filter).toEqual({ status: ['open', 'answered'], assignedTo: ['USER1', 'USER2'] });
		sandbox.ctx.log.clear();
		await expect(harness(watch({ projectId: locator('a.personal-project') })).poll()).rejects.toThrow(/Project/);
		expect(searches()).toEqual([]);
	});
});

describe('Autodesk Construction Cloud Trigger: New Project, polled through n8n-core', () => {
	const sandbox = useSandbox();
	const watch = (extra = {}) => ({ event: 'projectCreated', hubId: locator(SEED.hubs.acc), ...extra });
	const harness = (userId = SEED.users.admin) => new PollHarness({ parameters: watch(), credentials: sandboxCredentials(sandbox, { userId, scopes: ADMIN_SCOPES }) });
	const lists = () => adminRequests(sandbox, `/accounts/${ACCOUNT}/projects`, 'GET');

	async function createProject(name) {
		sandbox.ctx.clock.advance(1000);
		const token = tokenFor(sandbox, { scopes: ADMIN_SCOPES, userId: SEED.users.admin });
		const answer = await call(sandbox, 'POST', `/construction/admin/v1/accounts/${ACCOUNT}/projects`, { token, json: { name, type: 'Office' } });
		if (answer.status >= 300) throw new Error(`create failed: ${answer.status} ${answer.text}`);
		return answer.body;
	}

	test('a project created after activation is emitted once, as created; the list is asked newest first', async () => {
		const trigger = harness();
		expect(await trigger.poll()).toBeNull();
		expect(lists()[0].query).toEqual({ sort: 'createdAt desc', limit: '200' });
		const project = await createProject('Riverside Library');
		const items = await trigger.items();
		expect(items.map((item) => [item.json.id, item.json.name, item.json.change])).toEqual([[project.id, 'Riverside Library', 'created']]);
		sandbox.ctx.log.clear();
		expect(await trigger.poll()).toBeNull();
		expect(lists()).toHaveLength(1);
	});

	test('a caller who is not an account admin: the 403 says who may list the projects', async () => {
		const trigger = harness(SEED.users.member);
		await expect(trigger.poll()).rejects.toMatchObject({ httpCode: '403', description: expect.stringMatching(/account admin/i) });
	});
});

describe('Autodesk Construction Cloud Trigger: New Project User, polled through n8n-core', () => {
	const sandbox = useSandbox();
	const watch = { event: 'projectUserAdded', hubId: locator(SEED.hubs.acc), projectId: locator(PROJECT) };
	const harness = () => new PollHarness({ parameters: watch, credentials: sandboxCredentials(sandbox, { userId: SEED.users.admin, scopes: ADMIN_SCOPES }) });
	const lists = () => adminRequests(sandbox, `/projects/${HOSPITAL}/users`, 'GET');

	async function addUser(email) {
		sandbox.ctx.clock.advance(1000);
		const token = tokenFor(sandbox, { scopes: ADMIN_SCOPES, userId: SEED.users.admin });
		const answer = await call(sandbox, 'POST', `/construction/admin/v1/projects/${HOSPITAL}/users`, { token, json: { email, products: [{ key: 'docs', access: 'member' }] } });
		if (answer.status >= 300) throw new Error(`add failed: ${answer.status} ${answer.text}`);
		return answer.body;
	}

	test('users added after activation are emitted once each, oldest first; the list is asked last added first', async () => {
		const trigger = harness();
		expect(await trigger.poll()).toBeNull();
		expect(lists()[0].query).toEqual({ sort: 'addedOn desc', limit: '200' });
		const first = await addUser('site.engineer@riverside.example');
		const second = await addUser('surveyor@riverside.example');
		const items = await trigger.items();
		expect(items.map((item) => [item.json.id, item.json.email, item.json.change])).toEqual([
			[first.id, 'site.engineer@riverside.example', 'created'],
			[second.id, 'surveyor@riverside.example', 'created'],
		]);
		sandbox.ctx.log.clear();
		expect(await trigger.poll()).toBeNull();
		expect(lists()).toHaveLength(1);
	});
});
