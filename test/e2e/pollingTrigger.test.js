'use strict';

const { useE2e, connectedCredential, loadWorkflow, until } = require('./support');
const { call, tokenFor } = require('../support/sandbox');
const { SEED } = require('../../sandbox/seed/data');

/**
 * The Construction Cloud polling trigger in a real n8n: published, n8n polls once at activation
 * (the cursor is saved, nothing runs), then on its Poll Times (every minute, n8n's shortest): the
 * issues created and updated in between start one execution, each change once; a change made while
 * the workflow was unpublished runs when it is published again. An RFI watch, published alongside,
 * is polled in the same minute: its created and updated RFIs start one execution of its own. The
 * test waits for n8n's own scheduled poll (up to a minute), not the editor's Fetch Test Event.
 */

const GUID = SEED.projects.hospital.slice(2);
const ISSUES_ROOT = `/construction/issues/v1/projects/${GUID}`;
const TRIGGER = 'Issue Changed';
const RFIS_ROOT = `/construction/rfis/v3/projects/${GUID}`;
const RFI_TRIGGER = 'RFI Changed';
const SCOPES = ['data:read', 'data:write'];

const env = useE2e();
let credential;
beforeAll(async () => {
	credential = await connectedCredential(env, 'authorizationCode', { data: { scope: SCOPES.join(' ') } });
});

const listRequests = () => env.sandbox.ctx.log.find({ method: 'GET', path: new RegExp(`^${ISSUES_ROOT}/issues$`) });
const rfiSearches = () => env.sandbox.ctx.log.find({ method: 'POST', path: `${RFIS_ROOT}/search:rfis` });
const cursorOf = async (workflowId, trigger) =>
	until(
		`the cursor of ${trigger} in static data`,
		async () => (await env.n8n.rest('GET', `/workflows/${workflowId}`)).staticData,
		(data) => Boolean(data?.[`node:${trigger}`]?.cursor),
	);

async function executionsOf(workflowId, count, timeoutMs) {
	const listed = await until(
		`${count} finished executions`,
		() => env.n8n.executions(workflowId),
		(executions) => executions.length >= count && executions.every((execution) => !['new', 'running'].includes(execution.status)),
		{ timeoutMs },
	);
	return Promise.all(listed.map((execution) => env.n8n.execution(execution.id)));
}

test('published: the first poll saves the cursor and runs nothing; the next scheduled poll runs once with each change', async () => {
	const admin = tokenFor(env.sandbox, { scopes: SCOPES, userId: SEED.users.admin });
	const workflow = loadWorkflow('poll-issues', credential);
	workflow.id = await env.n8n.importWorkflow(workflow);
	env.sandbox.ctx.log.clear();
	const active = await env.n8n.activate(workflow.id);
	expect(active.active).toBe(true);
	const staticData = await until(
		'the cursor in static data',
		async () => (await env.n8n.rest('GET', `/workflows/${workflow.id}`)).staticData,
		(data) => Boolean(data?.[`node:${TRIGGER}`]?.cursor),
	);
	const { cursor } = staticData[`node:${TRIGGER}`];
	// One list request a poll; n8n's scheduled minute may come right after the activation poll (a
	// second quiet poll, one more request, no execution), so the count is not fixed.
	const listed = listRequests().map((entry) => entry.query);
	expect(listed.length).toBeGreaterThanOrEqual(1);
	for (const query of listed) expect(query).toEqual({ sortBy: '-updatedAt', limit: '100', offset: '0' });
	expect(await env.n8n.executions(workflow.id)).toEqual([]);

	// The RFI watch, published now, is polled in the same scheduled minute as the issues'.
	const rfiWorkflow = loadWorkflow('poll-rfis', credential);
	rfiWorkflow.id = await env.n8n.importWorkflow(rfiWorkflow);
	expect((await env.n8n.activate(rfiWorkflow.id)).active).toBe(true);
	const rfiCursor = (await cursorOf(rfiWorkflow.id, RFI_TRIGGER))[`node:${RFI_TRIGGER}`].cursor;
	const searched = rfiSearches().map((entry) => JSON.parse(entry.body));
	expect(searched.length).toBeGreaterThanOrEqual(1);
	for (const body of searched) expect(body).toEqual({ sort: [{ field: 'updatedAt', order: 'desc' }], pagination: { offset: 0, limit: 100 } });
	expect(await env.n8n.executions(rfiWorkflow.id)).toEqual([]);

	env.sandbox.ctx.clock.advance(1000);
	const issues = (await call(env.sandbox, 'GET', `${ISSUES_ROOT}/issues?sortBy=createdAt&limit=1`, { token: admin })).body.results;
	const updated = await call(env.sandbox, 'PATCH', `${ISSUES_ROOT}/issues/${issues[0].id}`, { token: admin, json: { title: 'E2E polling: renamed' } });
	expect(updated.status).toBe(200);
	env.sandbox.ctx.clock.advance(1000);
	const seeded = await call(env.sandbox, 'POST', '/__sandbox/seed/issues', { json: { projectId: SEED.projects.hospital, count: 1 } });
	expect(seeded.status).toBe(201);
	env.sandbox.ctx.clock.advance(1000);
	const rfis = (await call(env.sandbox, 'POST', `${RFIS_ROOT}/search:rfis`, { token: admin, json: { sort: [{ field: 'createdAt', order: 'asc' }], pagination: { limit: 1 } } })).body.results;
	const rfiUpdated = await call(env.sandbox, 'PATCH', `${RFIS_ROOT}/rfis/${rfis[0].id}`, { token: admin, json: { title: 'E2E polling: RFI renamed' } });
	expect(rfiUpdated.status).toBe(200);
	env.sandbox.ctx.clock.advance(1000);
	const rfiCreated = await call(env.sandbox, 'POST', `${RFIS_ROOT}/rfis`, { token: admin, json: { title: 'E2E polling: new RFI' } });
	expect(rfiCreated.status).toBe(201);

	const [execution] = await executionsOf(workflow.id, 1, 75_000);
	expect(execution.status).toBe('success');
	const items = execution.output(TRIGGER);
	expect(items.map((issue) => [issue.title, issue.change])).toEqual([
		['E2E polling: renamed', 'updated'],
		[expect.stringMatching(/^Generated issue/), 'created'],
	]);
	const saved = (await env.n8n.rest('GET', `/workflows/${workflow.id}`)).staticData[`node:${TRIGGER}`].cursor;
	expect(saved.since > cursor.since).toBe(true);
	expect(saved.ids).toEqual([items[1].id]);

	const [rfiExecution] = await executionsOf(rfiWorkflow.id, 1, 75_000);
	expect(rfiExecution.status).toBe('success');
	expect(rfiExecution.output(RFI_TRIGGER).map((rfi) => [rfi.id, rfi.title, rfi.change])).toEqual([
		[rfis[0].id, 'E2E polling: RFI renamed', 'updated'],
		[rfiCreated.body.id, 'E2E polling: new RFI', 'created'],
	]);
	const rfiSaved = (await env.n8n.rest('GET', `/workflows/${rfiWorkflow.id}`)).staticData[`node:${RFI_TRIGGER}`].cursor;
	expect(rfiSaved.since > rfiCursor.since).toBe(true);
	expect(rfiSaved.ids).toEqual([rfiCreated.body.id]);
	await env.n8n.deactivate(rfiWorkflow.id);

	// Unpublished, a change, published again (the path n8n's start takes too): the activation poll
	// runs the change made meanwhile at once, and only it.
	await env.n8n.deactivate(workflow.id);
	env.sandbox.ctx.clock.advance(1000);
	const whileOff = await call(env.sandbox, 'PATCH', `${ISSUES_ROOT}/issues/${items[1].id}`, { token: admin, json: { title: 'E2E polling: changed while unpublished' } });
	expect(whileOff.status).toBe(200);
	expect((await env.n8n.activate(workflow.id)).active).toBe(true);
	const [latest] = await executionsOf(workflow.id, 2, 15_000);
	expect(latest.output(TRIGGER).map((issue) => [issue.id, issue.title, issue.change])).toEqual([[items[1].id, 'E2E polling: changed while unpublished', 'updated']]);
	await env.n8n.deactivate(workflow.id);
}, 240_000);
