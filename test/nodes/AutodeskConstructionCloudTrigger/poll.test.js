'use strict';

const { useSandbox, call, tokenFor } = require('../../support/sandbox');
const { sandboxCredentials, SandboxCredentialsHelper } = require('../../support/credentials');
const { PollHarness } = require('../../support/poll');
const { ISSUES_ROOT, PROJECT, SCOPES, SEED, IDS, issueRequests, seedIssues } = require('../AutodeskConstructionCloud/actions/issue/issueSandbox');

const locator = (value, mode = 'id') => ({ __rl: true, mode, value });
const watch = (extra = {}) => ({ event: 'issueChanged', hubId: locator(SEED.hubs.acc), projectId: locator(PROJECT), ...extra });

/** The project's issue list requests the trigger sent (GET issues). */
const listRequests = (sandbox) => issueRequests(sandbox, '/issues', 'GET');

describe('Autodesk Construction Cloud Trigger: New or Updated Issue, polled through n8n-core', () => {
	const sandbox = useSandbox();
	const credentials = (options = {}) => sandboxCredentials(sandbox, { userId: SEED.users.admin, scopes: SCOPES, ...options });
	const harness = (parameters = watch(), options) => new PollHarness({ parameters, credentials: credentials(options) });
	const admin = () => tokenFor(sandbox, { scopes: SCOPES, userId: SEED.users.admin });

	/** Changes an issue's title through the Issues API, one second of sandbox time later. */
	async function retitle(id, title) {
		sandbox.ctx.clock.advance(1000);
		const answer = await call(sandbox, 'PATCH', `${ISSUES_ROOT}/issues/${id}`, { token: admin(), json: { title } });
		if (answer.status !== 200) throw new Error(`update failed: ${answer.status} ${answer.text}`);
		return answer.body;
	}

	/** `count` new issues, one second of sandbox time later, all created at one instant. */
	async function created(count) {
		sandbox.ctx.clock.advance(1000);
		await seedIssues(sandbox, count);
	}

	test('the first activation emits nothing: it keeps the newest change and its IDs; a quiet poll sends one request', async () => {
		const trigger = harness();
		expect(await trigger.poll()).toBeNull();
		const [first] = listRequests(sandbox);
		expect(first.query).toEqual({ sortBy: '-updatedAt', limit: '100', offset: '0' });
		const { cursor } = trigger.nodeData();
		const newest = (await call(sandbox, 'GET', `${ISSUES_ROOT}/issues?sortBy=-updatedAt&limit=1`, { token: admin() })).body.results[0];
		expect(cursor).toEqual({ since: newest.updatedAt, ids: [newest.id] });
		sandbox.ctx.log.clear();
		expect(await trigger.poll()).toBeNull();
		expect(listRequests(sandbox)).toHaveLength(1);
		expect(trigger.nodeData().cursor).toEqual(cursor);
	});

	test('a created and an updated issue: each emitted once, oldest first, as Issue > Get gives it, with its change', async () => {
		const trigger = harness();
		await trigger.poll();
		await retitle(IDS.issues.clash, 'Duct clashes with beam on level 1 (moved)');
		await created(1);
		const items = await trigger.items();
		expect(items.map((item) => [item.json.title, item.json.change])).toEqual([
			['Duct clashes with beam on level 1 (moved)', 'updated'],
			[expect.stringMatching(/^Generated issue/), 'created'],
		]);
		const fromGet = await call(sandbox, 'GET', `${ISSUES_ROOT}/issues/${IDS.issues.clash}`, { token: admin() });
		expect(items[0].json).toEqual({ ...fromGet.body, change: 'updated' });
		expect(await trigger.poll()).toBeNull();
		await retitle(items[1].json.id, 'Generated, then renamed');
		expect((await trigger.items()).map((item) => [item.json.title, item.json.change])).toEqual([['Generated, then renamed', 'updated']]);
	});

	test('issues sharing one updatedAt across a page boundary: each emitted once, and the cursor keeps every ID of that instant', async () => {
		const trigger = harness();
		await trigger.poll();
		await created(150);
		sandbox.ctx.log.clear();
		const items = await trigger.items();
		expect(items).toHaveLength(150);
		expect(new Set(items.map((item) => item.json.id)).size).toBe(150);
		expect(new Set(items.map((item) => item.json.updatedAt)).size).toBe(1);
		expect(items.every((item) => item.json.change === 'created')).toBe(true);
		expect(listRequests(sandbox).map((entry) => entry.query.offset)).toEqual(['0', '100']);
		expect(trigger.nodeData().cursor.ids).toHaveLength(150);
		// The next poll reads the tie at the cursor to its end, over the page boundary, and emits none.
		sandbox.ctx.log.clear();
		expect(await trigger.poll()).toBeNull();
		expect(listRequests(sandbox).map((entry) => entry.query.offset)).toEqual(['0', '100']);
		// The first activation over such a tie keeps all of it too.
		const fresh = harness();
		expect(await fresh.poll()).toBeNull();
		expect(fresh.nodeData().cursor.ids).toHaveLength(150);
		expect(await fresh.poll()).toBeNull();
	});

	test('250 changes in one interval: all emitted once, three pages read', async () => {
		const trigger = harness();
		await trigger.poll();
		await created(200);
		sandbox.ctx.clock.advance(1000);
		const list = (await call(sandbox, 'GET', `${ISSUES_ROOT}/issues?sortBy=-updatedAt&limit=50`, { token: admin() })).body.results;
		for (const issue of list) await retitle(issue.id, `${issue.title} (checked)`);
		sandbox.ctx.log.clear();
		const items = await trigger.items();
		// 200 created, of which 50 were then updated: 200 distinct issues, each in its last state.
		expect(items).toHaveLength(200);
		expect(new Set(items.map((item) => item.json.id)).size).toBe(200);
		const updated = items.filter((item) => item.json.title.endsWith('(checked)'));
		expect(updated).toHaveLength(50);
		expect(items.slice(-50)).toEqual(updated);
		const times = items.map((item) => Date.parse(item.json.updatedAt));
		expect(times).toEqual([...times].sort((a, b) => a - b));
		expect(listRequests(sandbox).map((entry) => entry.query.offset)).toEqual(['0', '100', '200']);
		expect(await trigger.poll()).toBeNull();
	});

	test('more changes than a page holds, each at its own time: 250 emitted once each, oldest first', async () => {
		const trigger = harness();
		await created(250);
		await trigger.poll();
		const list = (await call(sandbox, 'GET', `${ISSUES_ROOT}/issues?sortBy=-updatedAt&limit=100`, { token: admin() })).body.results;
		const more = (await call(sandbox, 'GET', `${ISSUES_ROOT}/issues?sortBy=-updatedAt&limit=100&offset=100`, { token: admin() })).body.results;
		const third = (await call(sandbox, 'GET', `${ISSUES_ROOT}/issues?sortBy=-updatedAt&limit=50&offset=200`, { token: admin() })).body.results;
		const changed = [...list, ...more, ...third];
		for (const [n, issue] of changed.entries()) await retitle(issue.id, `Change ${n}`);
		const items = await trigger.items();
		expect(items.map((item) => item.json.title)).toEqual(changed.map((_, n) => `Change ${n}`));
		expect(items.every((item) => item.json.change === 'updated')).toBe(true);
		expect(await trigger.poll()).toBeNull();
	});

	test('changes made while n8n was stopped are emitted by the first poll after it starts', async () => {
		const before = harness();
		await before.poll();
		await retitle(IDS.issues.railing, 'Railing: while stopped 1');
		await created(3);
		await retitle(IDS.issues.clash, 'Clash: while stopped 2');
		const after = new PollHarness({ parameters: watch(), credentials: credentials(), staticData: before.staticData });
		const items = await after.items();
		expect(items.map((item) => item.json.change)).toEqual(['updated', 'created', 'created', 'created', 'updated']);
		expect(items[0].json.title).toBe('Railing: while stopped 1');
		expect(items[4].json.title).toBe('Clash: while stopped 2');
		expect(await after.poll()).toBeNull();
	});

	test('a manual run (Fetch Test Event) returns the newest 3 and leaves the cursor where it was', async () => {
		const trigger = harness();
		await trigger.poll();
		const saved = trigger.staticData;
		await retitle(IDS.issues.railing, 'Railing, renamed');
		await created(4);
		sandbox.ctx.log.clear();
		const sample = await trigger.items({ manual: true });
		expect(sample).toHaveLength(3);
		expect(listRequests(sandbox).map((entry) => entry.query)).toEqual([{ sortBy: '-updatedAt', limit: '3', offset: '0' }]);
		expect(sample.every((item) => item.json.change === 'created' && item.json.title.startsWith('Generated issue'))).toBe(true);
		expect(trigger.staticData).toEqual(saved);
		// The active workflow still gets all five changes.
		expect(await trigger.items()).toHaveLength(5);
		// Before any activation, a manual run stores nothing either.
		const never = harness();
		expect(await never.items({ manual: true })).toHaveLength(3);
		expect(never.nodeData()).toEqual({});
	});

	test('filters go out as the Issues API names them; another watch starts over without replaying', async () => {
		const filtered = watch({ filters: { status: ['open', 'pending'], assignedTo: ` ${SEED.users.admin} `, issueTypeIds: IDS.types.design }, options: { userId: SEED.users.admin, region: 'EMEA' } });
		const trigger = new PollHarness({ parameters: filtered, credentials: credentials() });
		await trigger.poll();
		const [request] = listRequests(sandbox);
		expect(request.query).toEqual({
			'filter[status]': 'open,pending',
			'filter[assignedTo]': SEED.users.admin,
			'filter[issueTypeId]': IDS.types.design,
			sortBy: '-updatedAt',
			limit: '100',
			offset: '0',
		});
		expect(request.headers).toMatchObject({ 'x-user-id': SEED.users.admin, 'x-ads-region': 'EMEA' });
		await created(2);
		// The same static data under another project or filter is another watch: a new cursor, nothing emitted.
		const other = new PollHarness({ parameters: watch(), credentials: credentials(), staticData: trigger.staticData });
		expect(await other.poll()).toBeNull();
		expect(other.nodeData().key).not.toEqual(trigger.nodeData().key);
	});

	test("the Hub and Project pickers list the user's hubs and the chosen hub's projects", async () => {
		const { AutodeskConstructionCloudTrigger } = require('../../../nodes/AutodeskConstructionCloudTrigger/AutodeskConstructionCloudTrigger.node');
		const { listSearch } = new AutodeskConstructionCloudTrigger().methods;
		const picking = harness(watch({ hubId: locator(SEED.hubs.acc, 'list'), projectId: locator('', 'list') }));
		const hubs = await listSearch.searchHubs.call(picking.loadOptionsContext('parameters.hubId'));
		expect(hubs.results.map((hub) => hub.value)).toContain(SEED.hubs.acc);
		const projects = await listSearch.searchProjects.call(picking.loadOptionsContext('parameters.projectId'));
		expect(projects.results).toContainEqual(expect.objectContaining({ name: 'Sandbox Hospital', value: PROJECT }));
	});

	test('a caller outside the project: the 403 is an API error with the Issues advice', async () => {
		const trigger = harness(watch(), { userId: SEED.users.viewer });
		await expect(trigger.poll()).rejects.toMatchObject({
			httpCode: '403',
			description: expect.stringMatching(/must be a member of the project with issue permissions/),
		});
		expect(trigger.nodeData()).toEqual({});
		const twoLegged = new PollHarness({ parameters: watch(), credentialsHelper: new SandboxCredentialsHelper(credentials({ userId: null, grantType: 'clientCredentials' })) });
		await expect(twoLegged.poll()).rejects.toMatchObject({
			description: expect.stringMatching(/Service Account credential, or set Act As User ID/),
		});
	});

	test.each([
		[{ projectId: locator('') }, /^Project is required/],
		[{ projectId: locator(SEED.projects.bracket) }, /^Project/],
		[{ projectId: locator(SEED.hubs.acc) }, /^Project must be a project of the hub, not the hub itself/],
		[{ filters: { issueTypeIds: 'design, 12' } }, /^Filters › Issue Type IDs must be issue type UUIDs separated by commas; got "design"/],
	])('bad input %j: refused naming the field, nothing sent', async (extra, message) => {
		const trigger = harness(watch(extra));
		const error = await trigger.poll().then(
			() => undefined,
			(failure) => failure,
		);
		expect(error?.message).toMatch(message);
		expect(sandbox.ctx.log.find({ path: /^\/construction\// })).toEqual([]);
	});
});
