'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, SEED, runAdmin, locator } = require('../adminSandbox');
const { DIRECTORY } = require('../../../../../sandbox/seed/projectDirectory');
const { directoryId } = require('./accountUserContract');

const update = (extra) => ({ resource: 'accountUser', operation: 'update', hubId: locator(SEED.hubs.acc), accountUserId: directoryId(SEED.users.viewer), ...extra });
const patches = (sandbox) => sandbox.ctx.log.find({ method: 'PATCH', path: new RegExp(`^/hq/v1/accounts/${ACCOUNT}/users/`) });

describe('accountUser update through the n8n engine', () => {
	const sandbox = useSandbox();

	test("a user made inactive and moved to another company; the answer is the changed user", async () => {
		const run = await runAdmin(sandbox, update({ updateFields: { status: 'inactive', companyId: DIRECTORY.companies.builders } }));
		expect(run.error).toBeUndefined();
		expect(run.items[0]).toMatchObject({ json: { id: directoryId(SEED.users.viewer), status: 'inactive', company_name: 'Sandbox Builders' }, pairedItem: { item: 0 } });
		expect(JSON.parse(patches(sandbox)[0].body)).toEqual({ status: 'inactive', company_id: DIRECTORY.companies.builders });
	});

	test('nothing to update is refused before sending; a company the account does not have is the service 400', async () => {
		const nothing = await runAdmin(sandbox, update({ updateFields: {} }));
		expect(nothing.error.message).toBe('Nothing to update: add Status or Company to Update Fields');
		expect(patches(sandbox)).toEqual([]);
		const unknown = await runAdmin(sandbox, update({ updateFields: { companyId: '00000000-0000-4000-8000-000000000000' } }));
		expect(unknown.error.httpCode).toBe('400');
		expect(unknown.error.message).toMatch(/is not a company of the account/);
	});
});
