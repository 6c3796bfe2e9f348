'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const { useE2e, until, mcpSession, TRY_IT_NAMES } = require('./support');
const { SAMPLES, TRY_IT_BUCKET, TRY_IT_LEAVER, seedTryIt } = require('./samples');
const { DIRECTORY } = require('../../sandbox/seed/projectDirectory');
const { TEMPLATE_PROJECT_INDEX } = require('../../sandbox/seed/accountAdmin');
const { call, tokenFor } = require('../support/sandbox');
const { SEED } = require('../../sandbox/seed/data');
const { submittalIds } = require('../../sandbox/seed/submittals');

/**
 * The try-it set-up in a real n8n: the credentials and sample workflows `npm start` creates
 * (samples.js seedTryIt, the same code scripts/start.js runs), then every sample run as a user
 * runs it (Execute workflow; an event fired at the published trigger; an MCP client on the
 * published MCP server) and more operations of some resources, each with the try-it credential
 * it would be given. The last test holds the table against the Resource list
 * of the node's description: every resource has produced output with a try-it credential.
 */

const { builtActionNodes } = require('../support/builtNodes');
const { ACTION_NODES, nodeOfResource } = require('../support/actionNodes');

const ACTION_NODE_TYPES = new Set(ACTION_NODES.map(({ type }) => `CUSTOM.${type}`));
const actionNodeType = (resource) => `CUSTOM.${nodeOfResource(resource).type}`;
const HUB = SEED.hubs.bim360;
const TOWER = SEED.projects.tower;
const HOUSE = 'urn:adsk.objects:os.object:sandbox-bucket/house.rvt';
const HOUSE_URN = Buffer.from(HOUSE).toString('base64url');
/** How long a sandbox translation takes: the wait polls at 1 s, so it sees the job running once. */
const JOB_DURATION_MS = 3000;
const BIDDING = 'autodesk.construction.bc';
/** The bucket the buckets-objects sample keeps. */
const SAMPLE_BUCKET = 'try-it-samples';
const COMPANY = '7a1f3c2e-5b4d-4e6f-8a9b-0c1d2e3f4a5b';

const env = useE2e();
const sent = (method, pathname) => env.sandbox.ctx.log.find({ method, path: pathname });
const ids = (items) => items.map((item) => item.id);

/** What `npm start` created: { credentials: { oAuth2, serviceAccount, app }, workflows }. */
let tryIt;
/** The resources whose action node gave output in a run of this file. */
const resourcesRun = new Set();

beforeAll(async () => {
	tryIt = await seedTryIt(env, { ownAddresses: true });
});
beforeEach(() => env.sandbox.ctx.log.clear());

const seeded = (name) => tryIt.workflows.find((sample) => sample.name === name);

function expectSucceeded(result) {
	if (result.error) {
		throw new Error(`The workflow failed: ${result.error.message} ${result.error.description || ''}`);
	}
	expect(result.ok).toBe(true);
}

/** Runs a saved workflow as the editor's Execute workflow button does; notes the resources that gave output. */
async function run(workflowId, workflow, options) {
	const result = await env.n8n.run(workflowId, options);
	for (const node of workflow.nodes) {
		if (ACTION_NODE_TYPES.has(node.type) && !result.error && result.output(node.name).length) resourcesRun.add(node.parameters.resource);
	}
	return result;
}
const runSample = (name) => run(seeded(name).id, seeded(name).workflow);

/** Each sample `npm start` creates: how it is run and what its run must show. */
const SAMPLE_CASES = {
	'list-projects': async () => {
		const result = await runSample('list-projects');
		expectSucceeded(result);
		const hubs = result.output('Hubs');
		expect(ids(hubs).sort()).toEqual(Object.values(SEED.hubs).sort());
		expect(hubs.find((hub) => hub.id === HUB)).toEqual(
			expect.objectContaining({ name: 'Sandbox BIM 360 Account', extensionType: 'hubs:autodesk.bim360:Account' }),
		);
		const projects = result.output('Projects of Each Hub');
		expect(projects).toHaveLength(hubs.length * 10);
		expect(projects.map((project) => project.hubId)).toEqual(hubs.flatMap((hub) => Array(10).fill(hub.id)));
		expect(projects).toContainEqual(expect.objectContaining({ id: TOWER, name: 'Sandbox Tower' }));
		const listed = sent('GET', /^\/project\/v1\/hubs\/[^/]+\/projects$/);
		expect(listed.map((entry) => entry.query)).toEqual(hubs.map(() => ({ 'page[limit]': '10' })));
	},

	'translation-wait': async () => {
		const settings = await call(env.sandbox, 'POST', '/__sandbox/derivative/settings', { json: { durationMs: JOB_DURATION_MS } });
		expect(settings.status).toBe(200);
		env.sandbox.ctx.log.clear();
		const result = await runSample('translation-wait');
		expectSucceeded(result);
		const [finished] = result.output('Translate and Wait');
		expect(finished).toMatchObject({ urn: HOUSE_URN, status: 'success', progress: 'complete' });
		expect(finished.derivatives.map((derivative) => derivative.outputType)).toEqual(['svf2', 'thumbnail']);
		expect(finished.derivatives[0].views.map((view) => view.role)).toEqual(['2d', '3d']);

		const [job] = sent('POST', /\/designdata\/job$/);
		expect(JSON.parse(job.body)).toEqual({
			input: { urn: HOUSE_URN },
			output: {
				formats: [
					{ type: 'svf2', views: ['2d', '3d'] },
					{ type: 'thumbnail', advanced: { width: 400, height: 400 } },
				],
			},
		});
		const reads = sent('GET', /\/manifest$/);
		// The wait stops at its first read of a finished job, and Get Manifest and Delete Manifest
		// read once each: more than four reads means the wait read while the job ran.
		expect(reads.length).toBeGreaterThanOrEqual(4);
		expect(result.output('Get Manifest')).toEqual([finished]);
		expect(result.output('Delete Manifest')).toEqual([
			{
				result: 'success',
				hadManifest: true,
				deleted: true,
				message: 'Deleted the manifest and every derivative of this design in region US',
				urn: HOUSE_URN,
				sourceId: HOUSE,
				region: 'US',
			},
		]);
		expect(env.sandbox.ctx.state.derivative.manifests.size).toBe(0);
	},

	'files-translate': async () => {
		const model = Buffer.from('Sandbox house model, revision 1. '.repeat(40));
		const first = await runSample('files-translate');
		expectSucceeded(first);
		env.sandbox.ctx.log.clear();
		const second = await runSample('files-translate');
		expectSucceeded(second);

		const [uploaded] = second.output('Upload to Shared');
		expect(uploaded).toMatchObject({ displayName: 'House.rvt', newItem: false, versionNumber: 2, size: model.length });
		expect(uploaded.id).toBe(first.output('Upload to Shared')[0].id);
		expect(uploaded.urn).toBe(Buffer.from(uploaded.versionId).toString('base64url'));
		const [translated] = second.output('Translate and Wait');
		expect(translated).toMatchObject({ urn: uploaded.urn, status: 'success' });
		const [job] = sent('POST', '/modelderivative/v2/designdata/job');
		expect(JSON.parse(job.body).input.urn).toBe(uploaded.urn);
		const [downloaded] = second.output('Download Tip');
		expect(downloaded).toMatchObject({ id: uploaded.versionId, versionNumber: 2, name: 'House.rvt', size: model.length });
		expect(sent('GET', /^\/s3\//)).toHaveLength(1);
	},

	'buckets-objects': async () => {
		const first = await runSample('buckets-objects');
		expectSucceeded(first);
		expect(first.output('Create Bucket')).toEqual([expect.objectContaining({ bucketKey: SAMPLE_BUCKET, policyKey: 'transient' })]);
		env.sandbox.ctx.log.clear();
		const second = await runSample('buckets-objects');
		expectSucceeded(second);

		// The second run's Create Bucket is refused (409) and continues: the If lets that through.
		const [created] = sent('POST', '/oss/v2/buckets');
		expect([created.status, JSON.parse(created.body).bucketKey]).toEqual([409, SAMPLE_BUCKET]);
		const [refused] = second.output('Create Bucket');
		expect(refused).toEqual(expect.objectContaining({ httpCode: '409', error: expect.stringMatching(/^Create bucket failed: .*already exists/) }));
		expect(second.output('New or Already There?')).toEqual([refused]);
		expect(second.runData['Other Error']).toBeUndefined();

		const buckets = second.output('Buckets');
		expect(buckets).toContainEqual(expect.objectContaining({ bucketKey: SAMPLE_BUCKET, policyKey: 'transient' }));
		const [uploaded] = second.output('Upload');
		const stored = env.sandbox.ctx.state.oss.buckets.get(SAMPLE_BUCKET).objects.get('buckets.json');
		const bytes = fs.readFileSync(stored.file);
		expect(JSON.parse(bytes.toString('utf8'))).toEqual(buckets);
		expect(uploaded).toMatchObject({ bucketKey: SAMPLE_BUCKET, objectKey: 'buckets.json', size: bytes.length });
		const [signed] = second.output('Signed URL');
		expect(signed).toMatchObject({ bucketKey: SAMPLE_BUCKET, objectKey: 'buckets.json', access: 'read', signedUrl: expect.stringContaining('/oss/v2/signedresources/') });
		// The link downloads the file without a token, as whoever it is given to would.
		const download = await fetch(signed.signedUrl);
		expect(download.status).toBe(200);
		expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
	},

	'cloud-model-nightly': async () => {
		const result = await runSample('cloud-model-nightly');
		expectSucceeded(result);
		const [published] = result.output('Publish and Wait');
		expect(published).toMatchObject({ id: SEED.items.hospitalCentral, status: 'complete', version: { extensionType: 'versions:autodesk.bim360:C4RModel' } });
		const [translated] = result.output('Translate and Wait');
		expect(translated).toMatchObject({ urn: Buffer.from(published.version.id).toString('base64url'), status: 'success' });
		const properties = result.output('Properties');
		expect(properties.length).toBeGreaterThan(0);
		expect(properties[0]).toEqual(expect.objectContaining({ objectid: expect.any(Number), properties: expect.any(Object) }));
		const [job] = sent('POST', '/modelderivative/v2/designdata/job');
		expect(JSON.parse(job.body).input.urn).toBe(translated.urn);
	},

	'aec-takeoff-nightly': async () => {
		const result = await runSample('aec-takeoff-nightly');
		expectSucceeded(result);
		const walls = result.output('Walls');
		const floors = result.output('Floors');
		expect(walls.map((wall) => wall.properties.Category)).toEqual(Array(18).fill('Walls'));
		expect(floors.map((floor) => floor.properties.Category)).toEqual(Array(3).fill('Floors'));
		const sum = (elements, level, key) => Math.round(elements.filter((element) => element.properties.Level === level).reduce((total, element) => total + element.properties[key], 0) * 100) / 100;
		const levels = ['Level 1', 'Level 2', 'Level 3'];
		expect(result.output('Take-off by Level')).toEqual([
			...levels.map((level) => ({ category: 'Floors', level, count: 1, area: sum(floors, level, 'Area'), volume: sum(floors, level, 'Volume'), areaUnit: 'Square Meters' })),
			...levels.map((level) => ({ category: 'Walls', level, count: 6, area: sum(walls, level, 'Area'), volume: sum(walls, level, 'Volume'), areaUnit: 'Square Meters' })),
		]);
		const queries = sent('POST', '/aec/graphql');
		expect(queries.length).toBeGreaterThanOrEqual(2);
		expect(queries.every((query) => query.headers.authorization?.startsWith('Bearer '))).toBe(true);
	},
	'aec-doors-fire-rating': async () => {
		const result = await runSample('aec-doors-fire-rating');
		expectSucceeded(result);
		const doors = result.output('Doors');
		expect(doors).toHaveLength(15);
		const unrated = doors.filter((door) => !door.properties['Fire Rating']);
		expect(unrated).toHaveLength(6);
		expect(result.output('Findings')).toEqual(unrated.map((door) => ({ elementId: door.id, door: 'Single Flush 915 x 2134mm', level: door.properties.Level, issue: 'No Fire Rating' })));
	},
	'data-connector-nightly': async () => {
		const result = await runSample('data-connector-nightly');
		expectSucceeded(result);
		const [job] = result.output('Extract Issues and RFIs');
		expect(job).toMatchObject({ status: 'complete', completionStatus: 'success' });
		const held = env.sandbox.ctx.state.dataConnector.jobs.get(job.id).files;
		const rowsOf = (name) => held.find((file) => file.name === name).content.toString('utf8').trimEnd().split('\r\n').length - 1;
		const issues = result.output('Issues');
		expect(issues).toHaveLength(rowsOf('issues_issues.csv'));
		expect(Object.keys(issues[0])).toEqual(['id', 'display_id', 'title', 'status', 'created_at']);
		expect(result.output('RFIs')).toHaveLength(rowsOf('rfis_rfis.csv'));
		expect(result.output('Summary')).toEqual([
			expect.objectContaining({ issues: issues.length, rfis: rowsOf('rfis_rfis.csv'), message: expect.stringMatching(new RegExp(`^${issues.length} issues and \\d+ RFIs extracted on \\d{4}-\\d{2}-\\d{2} \\(job ${job.id}\\)`)) }),
		]);
	},
	'issues-overdue': async () => {
		const result = await runSample('issues-overdue');
		expectSucceeded(result);
		const guid = SEED.projects.hospital.slice(2);
		const [request] = sent('GET', `/construction/issues/v1/projects/${guid}/issues`);
		expect(request.query).toMatchObject({ 'filter[status]': 'open,pending,in_progress', 'filter[dueDate]': expect.stringMatching(/^\.\.\d{4}-\d{2}-\d{2}$/), sortBy: 'dueDate' });
		// Yesterday in n8n's time zone: before today, at most two days back.
		const dueBy = Date.parse(request.query['filter[dueDate]'].slice(2));
		expect(Date.now() - dueBy).toBeGreaterThan(0);
		expect(Date.now() - dueBy).toBeLessThan(3 * 24 * 3600 * 1000);
		// Seeded overdue issues, by due date: the railing (admin), the duct clash (member), the
		// pushpin issue (admin), the door schedule (member); the crack is closed, the draft has no due date.
		expect(result.output('Per Assignee')).toEqual([
			{ assignedTo: SEED.users.admin, count_id: 2, concatenated_title: 'Missing railing at stair 2; Column offset in model' },
			{ assignedTo: SEED.users.member, count_id: 2, concatenated_title: 'Duct clashes with beam on level 1; Door schedule lacks fire ratings' },
		]);
	},

	'trigger-bidding': async () => {
		// What the curl command `npm start` prints does: an event fired at the sandbox.
		const { id } = seeded('trigger-bidding');
		const payload = { bidId: 'bid-1', opportunityId: 'opp-1' };
		const fired = await call(env.sandbox, 'POST', '/__sandbox/webhooks/events', {
			json: { system: BIDDING, event: 'bid.created', scope: { companyId: COMPANY }, payload },
		});
		expect(fired.status).toBe(200);
		expect(fired.body.deliveries.map((delivery) => delivery.attempts.map((attempt) => attempt.status))).toEqual([[200]]);
		const [listed] = await until(
			'the execution the bid started',
			() => env.n8n.executions(id),
			(executions) => executions.length === 1 && !['new', 'running'].includes(executions[0].status),
		);
		const execution = await env.n8n.execution(listed.id);
		expect(execution).toMatchObject({ mode: 'webhook', status: 'success' });
		expect(execution.output('Bid Summary')).toEqual([{ event: 'bid.created', bidId: 'bid-1', opportunityId: 'opp-1' }]);
	},

	'webhooks-status': async () => {
		const trigger = seeded('trigger-bidding').workflow.nodes.find((node) => node.webhookId);
		const callbackUrl = `${env.n8n.url}/webhook/${trigger.webhookId}/webhook`;
		for (const result of [await runSample('webhooks-status'), await runSample('webhooks-status')]) {
			expectSucceeded(result);
			const hooks = result.output('Hooks');
			expect(hooks.map((hook) => hook.hookId).sort()).toEqual([...env.sandbox.ctx.state.webhooks.hooks.keys()].sort());
			expect(hooks.map((hook) => [hook.system, hook.event, hook.status, hook.callbackUrl]).sort()).toEqual([
				[BIDDING, 'bid.created', 'active', callbackUrl],
				[BIDDING, 'opportunity.created', 'active', callbackUrl],
			]);
			const [summary, ...more] = result.output('Per System and Status');
			expect(more).toEqual([]);
			expect(summary).toMatchObject({ system: BIDDING, status: 'active', count_hookId: 2 });
			expect(summary.concatenated_event.split(', ').sort()).toEqual(['bid.created', 'opportunity.created']);
		}
	},

	'service-account-projects': async () => {
		const result = await runSample('service-account-projects');
		expectSucceeded(result);
		const memberOf = [...env.sandbox.ctx.state.data.projects.values()].filter((project) => project.members.has(SEED.serviceAccount.id));
		const hubs = result.output('Hubs').map((hub) => hub.id);
		expect(result.output('Projects of Each Hub').map((project) => project.name).sort()).toEqual(
			memberOf.filter((project) => hubs.includes(project.hubId)).map((project) => project.name).sort(),
		);
	},

	'service-accounts-manage': async () => {
		const listed = await runSample('service-accounts-manage');
		expectSucceeded(listed);
		expect(listed.output('Service Accounts').map((account) => account.serviceAccountId)).toEqual([SEED.serviceAccount.id]);
		expect(listed.output('Keys of Each Account')).toEqual([expect.objectContaining({ serviceAccountId: SEED.serviceAccount.id, kid: SEED.serviceAccount.keyId, status: 'ENABLED' })]);
	},

	'mcp-tools': async () => {
		const { workflow } = seeded('mcp-tools');
		const client = await mcpSession(`${env.n8n.url}/mcp/${workflow.nodes[0].parameters.path}`);
		try {
			const { tools } = await client.listTools();
			expect(tools.map((tool) => tool.name).sort()).toEqual(['Download_File', 'Get_Item', 'List_Folder', 'Translation_Status']);
			const listed = await client.callTool({ name: 'List_Folder', arguments: { projectId: TOWER, folderId: SEED.folders.towerArchitecture, limit: 10 } });
			expect(listed.isError).toBeFalsy();
			expect(JSON.parse(listed.content.map((part) => part.text).join('')).map((entry) => entry.displayName)).toEqual(
				expect.arrayContaining(['Tower.rvt', 'Facade.pdf']),
			);
		} finally {
			await client.close();
		}
	},

	'rfis-overdue-mine': async () => {
		const result = await runSample('rfis-overdue-mine');
		expectSucceeded(result);
		const guid = SEED.projects.hospital.slice(2);
		const [search] = sent('POST', `/construction/rfis/v3/projects/${guid}/search:rfis`);
		const body = JSON.parse(search.body);
		expect(body.filter).toEqual({ status: ['submitted', 'open'], assignedTo: [SEED.users.admin], dueDate: { to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
		expect(body.sort).toEqual([{ field: 'dueDate', order: 'asc' }]);
		// Seeded: the door hardware RFI (submitted, the admin's, due 2024-03-06) is the one overdue and waiting.
		expect(result.output('Table Rows')).toEqual([
			{ Number: expect.any(String), Title: 'Door hardware schedule', Status: 'submitted', Due: '2024-03-06', 'Days Overdue': expect.any(Number), Priority: expect.any(String) },
		]);
		expect(result.output('Table Rows')[0]['Days Overdue']).toBeGreaterThan(600);
	},

	'submittal-revise-notify': async () => {
		// The reviewer returns the curtain wall shop drawings with Revise and resubmit; Fetch Test
		// Event (the trigger run in manual mode) reads the 3 open items changed last: with them the
		// seeded door hardware, returned with Revise and resubmit before.
		const guid = SEED.projects.hospital.slice(2);
		const items = submittalIds(guid);
		const token = tokenFor(env.sandbox, { scopes: ['data:read', 'data:write'], userId: SEED.users.member });
		env.sandbox.ctx.clock.advance(1000);
		const returned = await call(env.sandbox, 'POST', `/construction/submittals/v2/projects/${guid}/items/${items.items.curtainWall}:transition`, {
			token,
			json: { stateId: 'mgr-2', responseId: items.responses.revise, responseComment: 'Mullion depth does not match: resubmit.' },
		});
		expect(returned.status).toBe(200);
		const { id, workflow } = seeded('submittal-revise-notify');
		const result = await run(id, workflow, { from: 'Submittal Item Changed' });
		expectSucceeded(result);
		expect(result.output('Notification')).toEqual([
			{
				to: SEED.users.member,
				subject: 'Submittal 084413-01 returned: revise and resubmit',
				message: 'Your submittal "Curtain wall shop drawings" (spec 084413) was reviewed: revise and resubmit.\nMullion depth does not match: resubmit.\nDue 2024-02-28.',
				itemId: items.items.curtainWall,
			},
			{
				to: SEED.users.member,
				subject: 'Submittal 087100-01 returned: revise and resubmit',
				message: 'Your submittal "Door hardware product data" (spec 087100) was reviewed: revise and resubmit.\nLever trim does not match the schedule: resubmit with revision C.\nDue 2024-03-05.',
				itemId: items.items.hardware,
			},
		]);
		// The third of the 3 changed last, the elevator cab finishes, is with its manager unreviewed.
		expect(result.output('Submittal Item Changed').map((item) => item.id)).toEqual([items.items.curtainWall, items.items.elevator, items.items.hardware]);
	},

	'onboard-project': async () => {
		const result = await runSample('onboard-project');
		expectSucceeded(result);
		const accHub = env.sandbox.ctx.state.data.hubs.get(SEED.hubs.acc);
		const [template] = result.output('Template');
		expect(template).toMatchObject({ id: accHub.projects[TEMPLATE_PROJECT_INDEX].guid, classification: 'template' });
		const [project] = result.output('Create Project');
		expect(project).toMatchObject({ name: expect.stringMatching(/^Harbor Office /), type: 'Office', jobNumber: 'HARBOR-01', templateId: template.id, status: 'active', dataManagementProjectId: `b.${project.id}`, hubId: SEED.hubs.acc });
		const [created] = sent('POST', `/construction/admin/v1/accounts/${SEED.hubs.acc.slice(2)}/projects`);
		expect([created.status, JSON.parse(created.body).template]).toEqual([202, { projectId: template.id, options: { field: { includeCompanies: true } } }]);
		// Pending for 3 s: Wait Until Active read it until it was active.
		expect(sent('GET', `/construction/admin/v1/projects/${project.id}`).length).toBeGreaterThanOrEqual(2);

		expect(result.output('Import Team').map((user) => [user.email, user.result])).toEqual([
			['mel.member@sandbox.example', 'added'],
			['vic.viewer@sandbox.example', 'added'],
		]);
		expect(sent('POST', `/construction/admin/v2/projects/${project.id}/users:import`)).toHaveLength(1);
		const [folder] = result.output('Project Files');
		expect(folder.name).toBe('Project Files');
		expect(result.output('Add Permissions')).toEqual([expect.objectContaining({ success: true, subjectType: 'COMPANY', subjectId: DIRECTORY.companies.architects, level: 'viewOnly', actions: ['VIEW', 'COLLABORATE'] })]);
		const kept = env.sandbox.ctx.state.data.folders.get(folder.id).subjectPermissions;
		expect([...kept.keys()]).toEqual([`COMPANY:${DIRECTORY.companies.architects}`]);
		expect(result.output('Summary')).toEqual([
			{
				project: project.name,
				projectId: project.id,
				status: 'active',
				dataManagementProjectId: project.dataManagementProjectId,
				team: ['mel.member@sandbox.example: added', 'vic.viewer@sandbox.example: added'],
				added: 2,
				permissions: ['Project Files: Sandbox Architects viewOnly'],
			},
		]);
	},

	'weekly-audit': async () => {
		const result = await runSample('weekly-audit');
		expectSucceeded(result);
		const accHub = env.sandbox.ctx.state.data.hubs.get(SEED.hubs.acc);
		const stillIn = accHub.projects.filter((project) => project.members.has(TRY_IT_LEAVER)).map((project) => project.name);
		expect(stillIn.length).toBeGreaterThan(0);
		const [stray, ...more] = result.output('Not Active in the Account');
		expect(more).toEqual([]);
		expect(stray).toMatchObject({ email: 'ina.inspector@sandbox.example', name: 'Ina Inspector', autodeskId: TRY_IT_LEAVER, accountStatus: 'inactive' });
		expect([...stray.projects].sort()).toEqual([...stillIn].sort());
		// One directory read, one project list, and one user list per active project.
		const projects = result.output('Active Projects');
		expect(sent('GET', /^\/construction\/admin\/v1\/projects\/[^/]+\/users$/)).toHaveLength(projects.length);
	},
};

test('the table has a case for every sample `npm start` creates', () => {
	expect(Object.keys(SAMPLE_CASES).sort()).toEqual(SAMPLES.map((sample) => sample.name).sort());
});

describe.each(SAMPLES.map((sample) => [sample.name, sample]))('sample %s', (name, sample) => {
	test(`runs with the try-it credential ${sample.credential ?? 'oAuth2'} and shows what it does: ${sample.what}`, async () => {
		const { credentials, workflows } = tryIt;
		const used = credentials[sample.credential ?? 'oAuth2'];
		for (const node of workflows.find((seededSample) => seededSample.name === name).workflow.nodes) {
			if (node.credentials) expect(Object.values(node.credentials)).toEqual([{ id: used.id, name: used.name }]);
		}
		await SAMPLE_CASES[name]();
	}, 180_000);
});

/**
 * A workflow of a Manual Trigger, `input` (a node that makes the action node's input, or none) and
 * one action node named `name` with `parameters` and the credential, saved in n8n.
 */
async function oneNodeWorkflow(name, parameters, credential, { input } = {}) {
	const node = (fields, x) => ({ id: crypto.randomUUID(), typeVersion: 1, position: [x, 0], parameters: {}, ...fields });
	const chain = [
		node({ name: 'Start', type: 'n8n-nodes-base.manualTrigger' }, 0),
		...(input ? [node(input, 260)] : []),
		node({ name, type: actionNodeType(parameters.resource), parameters, credentials: { autodeskApsOAuth2Api: { id: credential.id, name: credential.name } } }, 520),
	];
	const connections = Object.fromEntries(
		chain.slice(0, -1).map((from, index) => [from.name, { main: [[{ node: chain[index + 1].name, type: 'main', index: 0 }]] }]),
	);
	const workflow = { name, settings: { executionOrder: 'v1' }, nodes: chain, connections };
	return { workflow, id: await env.n8n.importWorkflow(workflow) };
}

/**
 * Operations beyond the samples (a bucket and an object of their own, the top folders, the hooks
 * of one system), with the try-it credentials: the app's own for its buckets (APS's reference: app-only), the OAuth2 one for the rest.
 */
/** A Get Many of a resource with the parameters its contract's good run uses (test/nodes/<Node>/actions/<resource>/getAll.contract.js). */
const getManyOf = (folder, resource, operation = 'getAll') => require(`../nodes/${folder}/actions/${resource}/${operation}.contract.js`).parameters;

const RESOURCE_CASES = [
	...[
		['AutodeskConstructionCloud', 'rfi', 'RFI > Get Many of Sandbox Hospital with the try-it user credential'],
		['AutodeskConstructionCloud', 'submittal', 'Submittal > Get Many of Sandbox Hospital with the try-it user credential'],
		['AutodeskConstructionCloudAdmin', 'accountProject', "Account Admin: Project > Get Many of the ACC account with the try-it user credential (the sandbox's admin is an account admin)"],
		['AutodeskConstructionCloudAdmin', 'projectUser', 'Account Admin: Project User > Get Many of Sandbox Hospital with the try-it user credential'],
		['AutodeskConstructionCloudAdmin', 'accountUser', "Account Admin: Account User > Get Many of the ACC account's directory with the try-it user credential"],
		['AutodeskConstructionCloudAdmin', 'company', "Account Admin: Company > Get Many of the ACC account's partner companies with the try-it user credential"],
		['AutodeskConstructionCloudAdmin', 'businessUnit', "Account Admin: Business Unit > Get of the ACC account with the try-it user credential", 'get'],
		['AutodeskConstructionCloudAdmin', 'dataRequest', "Data Connector: Data Extraction Request > Get Many (the try-it user's saved request) with the try-it user credential"],
		['AutodeskAecDataModel', 'elementGroup', 'AEC Data Model: Element Group > Get Many of Sandbox Hospital with the try-it user credential'],
		['AutodeskAecDataModel', 'element', "AEC Data Model: Element > Get Many of the Sandbox Hospital model with the try-it user credential"],
		['AutodeskAecDataModel', 'elementProperty', 'AEC Data Model: Property > Get Definitions of the Sandbox Hospital model with the try-it user credential', 'getDefinitions'],
		['AutodeskAecDataModel', 'graphqlQuery', 'AEC Data Model: Query > Run (a raw GraphQL query) with the try-it user credential', 'run'],
		['AutodeskConstructionCloudAdmin', 'dataJob', "Data Connector: Data Extraction Job > Get Many of the seeded request with the try-it user credential"],
		['AutodeskConstructionCloudAdmin', 'dataFile', "Data Connector: Extracted Data > List Files of the seeded job with the try-it user credential", 'list'],
	].map(([folder, resource, title, operation]) => ({
		title,
		async check() {
			const name = `${operation ?? 'getAll'} ${resource}`;
			const listing = await oneNodeWorkflow(name, getManyOf(folder, resource, operation), tryIt.credentials.oAuth2);
			const result = await run(listing.id, listing.workflow);
			expectSucceeded(result);
			expect(result.output(name).length).toBeGreaterThan(0);
		},
	})),
	{
		title: "Bucket > Get Many with the try-it app's credential lists the app's own sample bucket before anything is made",
		async check() {
			const listing = await oneNodeWorkflow('Sample Buckets', { resource: 'bucket', operation: 'getAll', returnAll: true }, tryIt.credentials.app);
			const result = await run(listing.id, listing.workflow);
			expectSucceeded(result);
			expect(result.output('Sample Buckets')).toContainEqual(expect.objectContaining({ bucketKey: TRY_IT_BUCKET.bucketKey, policyKey: 'persistent' }));
			const objects = await oneNodeWorkflow('Sample Objects', { resource: 'object', operation: 'getAll', bucketKey: { __rl: true, mode: 'id', value: TRY_IT_BUCKET.bucketKey }, returnAll: true }, tryIt.credentials.app);
			const listed = await run(objects.id, objects.workflow);
			expectSucceeded(listed);
			expect(listed.output('Sample Objects').map((object) => object.objectKey).sort()).toEqual([...TRY_IT_BUCKET.objectKeys].sort());
		},
	},
	{
		title: "Bucket > Create then Get Many (the bucket scopes of the try-it app's credential)",
		async check() {
			expect(tryIt.credentials.app.name).toBe(TRY_IT_NAMES.app);
			const parameters = (operation, more) => ({ resource: 'bucket', operation, ...more });
			const created = await oneNodeWorkflow('Create Bucket', parameters('create', { newBucketKey: 'try-it-bucket', policyKey: 'transient' }), tryIt.credentials.app);
			expectSucceeded(await run(created.id, created.workflow));
			const listing = await oneNodeWorkflow('Buckets', parameters('getAll', { returnAll: true }), tryIt.credentials.app);
			const result = await run(listing.id, listing.workflow);
			expectSucceeded(result);
			expect(result.output('Buckets')).toContainEqual(expect.objectContaining({ bucketKey: 'try-it-bucket', policyKey: 'transient' }));
			const [listed] = sent('GET', /^\/oss\/v2\/buckets$/);
			expect([listed.status, listed.headers.authorization]).toEqual([200, expect.stringMatching(/^Bearer /)]);
		},
	},
	{
		title: 'Object > Upload a file the workflow makes into the bucket the Bucket case created',
		async check() {
			const bytes = Buffer.from('Sandbox part, revision A. '.repeat(20));
			const makeFile = {
				name: 'Make File',
				type: 'n8n-nodes-base.code',
				typeVersion: 2,
				parameters: {
					jsCode: `return [{ json: {}, binary: { data: { data: '${bytes.toString('base64')}', mimeType: 'application/octet-stream', fileName: 'part.ipt' } } }];`,
				},
			};
			const { id, workflow } = await oneNodeWorkflow(
				'Upload',
				{ resource: 'object', operation: 'upload', bucketKey: { __rl: true, mode: 'id', value: 'try-it-bucket' }, binaryPropertyName: 'data' },
				tryIt.credentials.app,
				{ input: makeFile },
			);
			const result = await run(id, workflow);
			expectSucceeded(result);
			const objectId = 'urn:adsk.objects:os.object:try-it-bucket/part.ipt';
			expect(result.output('Upload')).toEqual([
				expect.objectContaining({ bucketKey: 'try-it-bucket', objectKey: 'part.ipt', objectId, urn: Buffer.from(objectId).toString('base64url'), size: bytes.length }),
			]);
			const stored = env.sandbox.ctx.state.oss.buckets.get('try-it-bucket').objects.get('part.ipt');
			expect(fs.readFileSync(stored.file).equals(bytes)).toBe(true);
		},
	},
	{
		title: 'Folder > Get Top Folders of a project',
		async check() {
			const { id, workflow } = await oneNodeWorkflow(
				'Top Folders',
				{
					resource: 'folder',
					operation: 'getTopFolders',
					hubId: { __rl: true, mode: 'id', value: HUB },
					projectId: { __rl: true, mode: 'id', value: TOWER },
					options: { projectFilesOnly: false },
				},
				tryIt.credentials.oAuth2,
			);
			const result = await run(id, workflow);
			expectSucceeded(result);
			expect(result.output('Top Folders').map((folder) => folder.name)).toEqual(['Project Files', 'Plans', 'Superseded']);
		},
	},
	{
		title: 'Webhook > Get Many: the hooks the published bidding sample registered',
		async check() {
			const { id, workflow } = await oneNodeWorkflow(
				'Bidding Hooks',
				{ resource: 'webhook', operation: 'getAll', returnAll: true, filters: { system: BIDDING } },
				tryIt.credentials.oAuth2,
			);
			const result = await run(id, workflow);
			expectSucceeded(result);
			const trigger = seeded('trigger-bidding').workflow.nodes.find((node) => node.webhookId);
			expect(result.output('Bidding Hooks').map((hook) => [hook.event, hook.callbackUrl]).sort()).toEqual([
				['bid.created', `${env.n8n.url}/webhook/${trigger.webhookId}/webhook`],
				['opportunity.created', `${env.n8n.url}/webhook/${trigger.webhookId}/webhook`],
			]);
		},
	},
];

test.each(RESOURCE_CASES)('$title', async ({ check }) => {
	await check();
}, 120_000);

test('every resource of every action node has given output with a try-it credential', () => {
	const resources = builtActionNodes().flatMap((node) => node.resources.map((resource) => resource.value));
	expect([...resourcesRun].sort()).toEqual(resources.sort());
});

test("Service Account > Create Key with the try-it app credential; its output, moved into a Service Account credential, passes the test", async () => {
	const { app } = tryIt.credentials;
	const { id } = await oneNodeWorkflow('Create Key', { resource: 'serviceAccount', operation: 'createKey', serviceAccountId: { __rl: true, mode: 'id', value: SEED.serviceAccount.id } }, app);
	const created = await env.n8n.run(id);
	expectSucceeded(created);
	const [key] = created.output('Create Key');
	expect(key.privateKeyShownOnce).toMatch(/returned this once/);
	const saved = await env.n8n.rest('POST', '/credentials', {
		name: 'APS service account (new key)',
		type: 'autodeskApsServiceAccountApi',
		data: { clientId: SEED.serviceAccount.clientId, clientSecret: SEED.clients.confidential.clientSecret, serviceAccountId: key.serviceAccountId, keyId: key.kid, privateKey: key.privateKey, baseUrl: env.sandbox.url },
	});
	// The test exchanges an assertion signed with the new key: a key that were not the account's would be refused.
	expect(await testInDialog({ id: saved.id, name: saved.name, type: 'autodeskApsServiceAccountApi' })).toMatchObject({ status: 'OK' });
	expect([...env.sandbox.ctx.state.serviceAccounts.accounts.get(SEED.serviceAccount.id).keys.keys()]).toEqual([SEED.serviceAccount.keyId, key.kid]);
}, 120_000);

test("the user's credential is the one a new node starts with: of the three, the last saved (n8n preselects the most recently saved)", async () => {
	const saved = await env.n8n.rest('GET', '/credentials');
	const updatedAt = (credential) => Date.parse(saved.find((each) => each.id === credential.id).updatedAt);
	const { oAuth2, app, serviceAccount } = tryIt.credentials;
	expect(oAuth2.name).toBe(TRY_IT_NAMES.oAuth2);
	expect(updatedAt(oAuth2)).toBeGreaterThan(Math.max(updatedAt(app), updatedAt(serviceAccount)));
});

test('the try-it Service Account credential passes the credential dialog\'s test', async () => {
	expect(tryIt.credentials.serviceAccount.name).toBe(TRY_IT_NAMES.serviceAccount);
	expect(await testInDialog(tryIt.credentials.serviceAccount)).toMatchObject({ status: 'OK' });
});

/** The credential dialog's Test button on a saved credential, with the data it holds. */
async function testInDialog(credential) {
	const saved = await env.n8n.rest('GET', `/credentials/${credential.id}?includeData=true`);
	return env.n8n.rest('POST', '/credentials/test', { credentials: { id: credential.id, name: credential.name, type: credential.type, data: saved.data } });
}
