'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { SERVICE_ACCOUNT_ID } = require('../../../../../sandbox/seed/serviceAccounts');
const { ACCOUNT, SEED, extraction, extractionRequests, runExtraction } = require('../extractionSandbox');

const create = (extra) => extraction('dataRequest', { operation: 'create', serviceGroups: ['issues', 'rfis'], ...extra });

describe('dataRequest create through the n8n engine', () => {
	const sandbox = useSandbox();

	test('a weekly request with its schedule, projects (b. removed) and callback: the body as the reference names it', async () => {
		const { items, error } = await runExtraction(
			sandbox,
			create({
				scheduleInterval: 'WEEK',
				effectiveFrom: '2030-01-01T02:00:00Z',
				effectiveTo: '2030-12-31T02:00:00Z',
				reoccuringInterval: 2,
				additionalFields: { description: 'Weekly', projectIds: `${SEED.projects.hospital}, ${SEED.projects.hospital}`, callbackUrl: 'https://n8n.example.com/webhook/ready', activeProjectsOnly: true },
			}),
		);
		expect(error).toBeUndefined();
		const [sent] = extractionRequests(sandbox, '/requests', 'POST');
		expect(sent.path).toBe(`/data-connector/v1/accounts/${ACCOUNT}/requests`);
		expect(JSON.parse(sent.body)).toEqual({
			serviceGroups: ['issues', 'rfis'],
			scheduleInterval: 'WEEK',
			effectiveFrom: '2030-01-01T02:00:00.000Z',
			effectiveTo: '2030-12-31T02:00:00.000Z',
			reoccuringInterval: 2,
			projectStatus: 'active',
			description: 'Weekly',
			callbackUrl: 'https://n8n.example.com/webhook/ready',
			projectIdList: [SEED.projects.hospital.slice(2)],
		});
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({ id: expect.any(String), accountId: ACCOUNT, scheduleInterval: 'WEEK', createdBy: SEED.users.admin });
		expect(items[0].pairedItem).toEqual({ item: 0 });
	});

	test('Once with no Start runs now: the request spawns its job at once', async () => {
		const { items, error } = await runExtraction(sandbox, create({ serviceGroups: ['admin'] }));
		expect(error).toBeUndefined();
		const [sent] = extractionRequests(sandbox, '/requests', 'POST');
		expect(JSON.parse(sent.body)).toEqual({ serviceGroups: ['admin'], scheduleInterval: 'ONE_TIME', effectiveFrom: expect.any(String) });
		expect(Math.abs(Date.parse(JSON.parse(sent.body).effectiveFrom) - Date.now())).toBeLessThan(60_000);
		const jobs = [...sandbox.ctx.state.dataConnector.jobs.values()].filter((job) => job.requestId === items[0].json.id);
		expect(jobs).toHaveLength(1);
	});

	test('bad input is refused before anything is sent, naming the field; a user without rights gets the advice', async () => {
		const early = await runExtraction(sandbox, create({ scheduleInterval: 'MONTH', effectiveFrom: '2030-02-01T00:00:00Z', effectiveTo: '2030-01-01T00:00:00Z' }));
		expect(early.error.message).toBe('End must be after Start (2030-02-01T00:00:00.000Z); got "2030-01-01T00:00:00.000Z"');
		expect(extractionRequests(sandbox, '/requests', 'POST')).toHaveLength(0);
		const member = await runExtraction(sandbox, create({}), { userId: SEED.users.member });
		expect(member.error.httpCode).toBe('403');
		expect(member.error.description).toMatch(/executive overview/);
	});

	test('a Client Credentials credential is told the Data Connector needs a user', async () => {
		const { error } = await runExtraction(sandbox, create({}), { twoLegged: true });
		expect(error.httpCode).toBe('403');
		expect(error.description).toMatch(/takes no two-legged \(Client Credentials\) token/);
	});

	test('the Service Account (a user context) is served', async () => {
		const { items, error } = await runExtraction(sandbox, create({}), { serviceAccount: true });
		expect(error).toBeUndefined();
		expect(items[0].json.createdBy).toBe(SERVICE_ACCOUNT_ID);
	});
});
