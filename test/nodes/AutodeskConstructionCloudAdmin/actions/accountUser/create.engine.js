'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, SEED, runAdmin, locator } = require('../adminSandbox');
const { DIRECTORY } = require('../../../../../sandbox/seed/projectDirectory');

const create = (extra) => ({ resource: 'accountUser', operation: 'create', hubId: locator(SEED.hubs.acc), ...extra });
const posts = (sandbox) => sandbox.ctx.log.find({ method: 'POST', path: `/hq/v1/accounts/${ACCOUNT}/users` });

describe('accountUser create through the n8n engine', () => {
	const sandbox = useSandbox();

	test('a new user with a company and names is pending; the same email again is a 409 with advice', async () => {
		const run = await runAdmin(sandbox, create({ email: ' new.hire@harbor.example ', additionalFields: { companyId: DIRECTORY.companies.builders, firstName: 'New', lastName: 'Hire', jobTitle: 'Engineer' } }));
		expect(run.error).toBeUndefined();
		expect(run.items[0]).toMatchObject({ json: { email: 'new.hire@harbor.example', name: 'New Hire', status: 'pending', company_name: 'Sandbox Builders' }, pairedItem: { item: 0 } });
		expect(JSON.parse(posts(sandbox)[0].body)).toEqual({ email: 'new.hire@harbor.example', first_name: 'New', last_name: 'Hire', job_title: 'Engineer', company_id: DIRECTORY.companies.builders });
		const again = await runAdmin(sandbox, create({ email: 'NEW.hire@harbor.example' }));
		expect(again.error.httpCode).toBe('409');
		expect(again.error.message).toMatch(/already in the account/);
	});

	test('a two-legged app and the Service Account create users; a member who is not an account admin is refused', async () => {
		expect((await runAdmin(sandbox, create({ email: 'app.made@harbor.example' }), { twoLegged: true })).error).toBeUndefined();
		expect((await runAdmin(sandbox, create({ email: 'sa.made@harbor.example' }), { serviceAccount: true })).error).toBeUndefined();
		const member = await runAdmin(sandbox, create({ email: 'member.made@harbor.example' }), { userId: SEED.users.member });
		expect(member.error.httpCode).toBe('403');
		expect(member.error.description).toMatch(/Account Admin role/);
	});

	test('a company that is no UUID is refused before anything is sent', async () => {
		const run = await runAdmin(sandbox, create({ email: 'x@harbor.example', additionalFields: { companyId: 'Sandbox Builders' } }));
		expect(run.error.message).toBe('Additional Fields › Company must be an ID (a UUID); got "Sandbox Builders"');
		expect(posts(sandbox)).toEqual([]);
	});

	test('as a tool, it is refused unless the node allows access changes', async () => {
		const run = await runAdmin(sandbox, create({ email: 'tool.made@harbor.example' }), { tool: true });
		expect(run.error.message).toMatch(/Account User > Create grants or takes away access/);
		expect(posts(sandbox)).toEqual([]);
	});
});
