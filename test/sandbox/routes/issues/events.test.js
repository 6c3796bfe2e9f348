'use strict';

/** Issues API: issue.created-1.0 and issue.updated-1.0 reach the hooks on the project. */

const { call } = require('../../../support/sandbox');
const { startReceiver } = require('../../../support/callbackReceiver');
const { SEED } = require('../../../../sandbox/seed/data');
const { PROJECT, IDS, otherProject, useIssuesSandbox } = require('./issuesApi');

const SYSTEM = 'autodesk.construction.issues';

let receiver;
// Registered before the sandbox's hooks, so that the receiver closes first.
beforeAll(async () => {
	receiver = await startReceiver();
});
afterAll(() => receiver.close());
const { sandbox, tokens, api } = useIssuesSandbox({ each: () => receiver.clear() });
const ids = IDS;
const settle = () => Promise.all([...sandbox.ctx.state.issues.pendingEvents]);

async function hook(event, project = PROJECT) {
	const response = await call(
		sandbox,
		'POST',
		`/webhooks/v1/systems/${SYSTEM}/events/${event}/hooks`,
		{
			token: tokens.admin,
			json: { callbackUrl: `${receiver.url}/issues`, scope: { project } },
		},
	);
	expect(response.status).toBe(201);
}

describe('issue events', () => {
	it('fires issue.created-1.0 with the new issue to the hooks on its project', async () => {
		await hook('issue.created-1.0');
		const created = await api('POST', '/issues', {
			token: tokens.member,
			json: {
				title: 'Loose handrail',
				issueSubtypeId: ids.subtypes.fallHazard,
				status: 'open',
				assignedTo: SEED.users.admin,
				assignedToType: 'user',
				dueDate: '2024-05-01',
			},
		});
		expect(created.status).toBe(200);
		const [callback] = await receiver.waitFor(1);
		expect(callback.body).toMatchObject({
			version: '1.0',
			resourceUrn: `urn:adsk.issues:issues.issue:${created.body.id}`,
			hook: { system: SYSTEM, event: 'issue.created-1.0', scope: { project: PROJECT } },
			payload: {
				id: created.body.id,
				projectId: PROJECT,
				displayId: created.body.displayId,
				title: 'Loose handrail',
				status: 'open',
				issueTypeId: ids.types.safety,
				issueSubtypeId: ids.subtypes.fallHazard,
				assignedTo: SEED.users.admin,
				assignedToType: 'user',
				dueDate: '2024-05-01',
				createdBy: SEED.users.member,
			},
		});
		expect(callback.body.payload.changedAttributes).toBeUndefined();
	});

	it('fires issue.updated-1.0 with what changed, and nothing for an update that changes nothing', async () => {
		await hook('issue.updated-1.0');
		const updated = await api('PATCH', `/issues/${ids.issues.clash}`, {
			token: tokens.admin,
			json: { status: 'closed', title: 'Duct clash (fixed)' },
		});
		expect(updated.status).toBe(200);
		const [callback] = await receiver.waitFor(1);
		expect(callback.body.hook.event).toBe('issue.updated-1.0');
		expect(callback.body.payload).toMatchObject({
			id: ids.issues.clash,
			status: 'closed',
			title: 'Duct clash (fixed)',
			closedBy: SEED.users.admin,
			updatedBy: SEED.users.admin,
		});
		const changed = Object.fromEntries(
			callback.body.payload.changedAttributes.map((change) => [
				change.attributeName,
				[change.oldValue, change.newValue],
			]),
		);
		expect(changed).toMatchObject({
			status: ['open', 'closed'],
			title: ['Duct clashes with beam on level 1', 'Duct clash (fixed)'],
			closedBy: [null, SEED.users.admin],
		});
		expect(Object.keys(changed)).not.toContain('description');

		await api('PATCH', `/issues/${ids.issues.clash}`, {
			token: tokens.admin,
			json: { title: 'Duct clash (fixed)' },
		});
		await settle();
		expect(receiver.received).toHaveLength(1);
	});

	it('reaches only hooks of the same project and event (wildcards as the webhooks service matches them)', async () => {
		const other = otherProject(sandbox);
		await hook('issue.*', other.id);
		await hook('issue.updated-1.0');
		await api('POST', '/issues', {
			token: tokens.admin,
			json: { title: 'Hospital only', issueSubtypeId: ids.subtypes.defect, status: 'open' },
		});
		await settle();
		expect(receiver.received).toHaveLength(0);
		await api('POST', '/issues', {
			project: other.id,
			token: tokens.admin,
			json: { title: 'Elsewhere', issueSubtypeId: other.ids.subtypes.defect, status: 'draft' },
		});
		const [callback] = await receiver.waitFor(1);
		expect(callback.body).toMatchObject({
			hook: { event: 'issue.created-1.0', scope: { project: other.id } },
			payload: { title: 'Elsewhere', projectId: other.id },
		});
		const deliveries = (await call(sandbox, 'GET', '/__sandbox/webhooks/deliveries')).body;
		expect(
			deliveries.map((delivery) => [delivery.system, delivery.event, delivery.status]),
		).toEqual([[SYSTEM, 'issue.created-1.0', 200]]);
	});

	it('fires nothing for a refused change', async () => {
		await hook('issue.*');
		expect(
			(
				await api('POST', '/issues', {
					token: tokens.inspector,
					json: { title: 'x', issueSubtypeId: ids.subtypes.defect, status: 'open' },
				})
			).status,
		).toBe(403);
		expect(
			(
				await api('PATCH', `/issues/${ids.issues.clash}`, {
					token: tokens.admin,
					json: { status: 'draft' },
				})
			).status,
		).toBe(400);
		await settle();
		expect(receiver.received).toHaveLength(0);
	});

	it('a hook on a project\'s issues needs a user (three-legged or service account) token', async () => {
		const twoLegged = await call(sandbox, 'POST', `/webhooks/v1/systems/${SYSTEM}/events/issue.created-1.0/hooks`, {
			token: tokens.app,
			json: { callbackUrl: `${receiver.url}/issues`, scope: { project: PROJECT } },
		});
		expect(twoLegged.status).toBe(403);
		expect(twoLegged.text).toMatch(/three-legged/);
		await hook('issue.created-1.0');
	});

	it('only a project admin creates hooks on the project\'s issues', async () => {
		const body = { callbackUrl: `${receiver.url}/issues`, scope: { project: PROJECT } };
		const asMember = await call(sandbox, 'POST', `/webhooks/v1/systems/${SYSTEM}/events/issue.created-1.0/hooks`, { token: tokens.member, json: body });
		expect(asMember.status).toBe(403);
		expect(asMember.text).toMatch(/Only a project admin/);
		const elsewhere = await call(sandbox, 'POST', `/webhooks/v1/systems/${SYSTEM}/hooks`, { token: tokens.admin, json: { ...body, scope: { project: '00000000-0000-4000-8000-000000000000' } } });
		expect(elsewhere.status).toBe(403);
		const asAdmin = await call(sandbox, 'POST', `/webhooks/v1/systems/${SYSTEM}/hooks`, { token: tokens.admin, json: { ...body, scope: { project: `b.${PROJECT}` } } });
		expect(asAdmin.status).toBe(201);
	});
});

