'use strict';

const { useSandbox, call, tokenFor } = require('../../support/sandbox');
const { sandboxCredentials } = require('../../support/credentials');
const { PollHarness } = require('../../support/poll');
const { IDS, SEED, SUBMITTALS_ROOT, locator, submittalRequests } = require('../AutodeskConstructionCloud/actions/submittal/submittalSandbox');

const SCOPES = ['data:read', 'data:write'];
const EVERY_STATUS = '3,6,5,2,1,4';

describe('Autodesk Construction Cloud Trigger: New or Updated Submittal Item, polled through n8n-core', () => {
	const sandbox = useSandbox();
	const watch = (extra = {}) => ({ event: 'submittalChanged', hubId: locator(SEED.hubs.acc), projectId: locator(SEED.projects.hospital), ...extra });
	const harness = (parameters = watch(), userId = SEED.users.admin) => new PollHarness({ parameters, credentials: sandboxCredentials(sandbox, { userId, scopes: SCOPES }) });
	const lists = () => submittalRequests(sandbox, '/items', 'GET');

	async function send(method, path, json) {
		sandbox.ctx.clock.advance(1000);
		const token = tokenFor(sandbox, { scopes: SCOPES, userId: SEED.users.admin });
		const answer = await call(sandbox, method, `${SUBMITTALS_ROOT}${path}`, { token, json });
		if (answer.status >= 300) throw new Error(`${method} ${path} failed: ${answer.status} ${answer.text}`);
		return answer.body;
	}

	test('the first poll keeps the newest change and emits nothing; a quiet poll sends one request, sorted by the last change, every status asked for', async () => {
		const trigger = harness();
		expect(await trigger.poll()).toBeNull();
		const [first] = lists();
		expect(first.query).toEqual({ sort: 'updatedAt desc', 'filter[statusId]': EVERY_STATUS, limit: '50' });
		const { cursor } = trigger.nodeData();
		expect(cursor).toEqual({ since: expect.any(String), ids: [IDS.items.elevator] });
		sandbox.ctx.log.clear();
		expect(await trigger.poll()).toBeNull();
		expect(lists()).toHaveLength(1);
		expect(trigger.nodeData().cursor).toEqual(cursor);
	});

	test('an updated, a created and a voided item: each emitted once, oldest first, with its change', async () => {
		const trigger = harness();
		await trigger.poll();
		await send('PATCH', `/items/${IDS.items.elevator}`, { title: 'Elevator cab finishes (revised)' });
		const created = await send('POST', '/items', { title: 'Fire door frames', typeId: IDS.itemTypes.shop, specId: IDS.specs.hardware, manager: SEED.users.admin, managerType: '1' });
		await send('POST', `/items/${IDS.items.paint}:transition`, { stateId: 'void' });
		const items = await trigger.items();
		expect(items.map((item) => [item.json.id, item.json.title, item.json.stateId, item.json.change])).toEqual([
			[IDS.items.elevator, 'Elevator cab finishes (revised)', 'mgr-1', 'updated'],
			[created.id, 'Fire door frames', 'mgr-1', 'created'],
			[IDS.items.paint, 'Paint color samples', 'void', 'updated'],
		]);
		sandbox.ctx.log.clear();
		expect(await trigger.poll()).toBeNull();
		expect(lists()).toHaveLength(1);
	});

	test('a review returned as Revise and resubmit starts one execution with the response', async () => {
		const trigger = harness();
		await trigger.poll();
		await send('POST', `/items/${IDS.items.curtainWall}:transition`, { stateId: 'mgr-2', responseId: IDS.responses.revise, responseComment: 'Mullion depth: resubmit' });
		const items = await trigger.items();
		expect(items.map((item) => [item.json.id, item.json.responseId, item.json.responseComment, item.json.change])).toEqual([
			[IDS.items.curtainWall, IDS.responses.revise, 'Mullion depth: resubmit', 'updated'],
		]);
	});

	test("the watch's filters go out in the query; a wrong ID or a BIM 360 project is refused before anything is sent", async () => {
		const filters = { status: ['2', '1'], packageIds: `${IDS.packages.envelope.toUpperCase()}, ${IDS.packages.interiors}`, specIds: IDS.specs.curtainWall };
		await harness(watch({ filters })).poll();
		expect(lists()[0].query).toEqual({
			sort: 'updatedAt desc',
			'filter[statusId]': '2,1',
			'filter[packageId]': `${IDS.packages.envelope},${IDS.packages.interiors}`,
			'filter[specId]': IDS.specs.curtainWall,
			limit: '50',
		});
		sandbox.ctx.log.clear();
		await expect(harness(watch({ filters: { specIds: '084413' } })).poll()).rejects.toThrow(/Spec IDs.*UUIDs.*"084413"/);
		await expect(harness(watch({ projectId: locator('a.personal-project') })).poll()).rejects.toThrow(/Project/);
		expect(lists()).toEqual([]);
	});

	test('a member who is not a submittals manager does not see drafts: a draft created after activation is not emitted to them', async () => {
		const trigger = harness(watch(), SEED.users.member);
		await trigger.poll();
		await send('POST', '/items', { title: 'Sealant colors', typeId: IDS.itemTypes.sample, specId: IDS.specs.painting, manager: SEED.users.admin, managerType: '1', stateId: 'draft' });
		expect(await trigger.poll()).toBeNull();
	});
});
