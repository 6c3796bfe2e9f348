'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, SEED, runAdmin, locator } = require('../adminSandbox');
const { DIRECTORY } = require('../../../../../sandbox/seed/projectDirectory');

const update = (extra) => ({ resource: 'company', operation: 'update', hubId: locator(SEED.hubs.acc), companyId: DIRECTORY.companies.builders, ...extra });
const patches = (sandbox) => sandbox.ctx.log.find({ method: 'PATCH', path: new RegExp(`^/hq/v1/accounts/${ACCOUNT}/companies/`) });

describe('company update through the n8n engine', () => {
	const sandbox = useSandbox();

	test('a new name and trade; the name another company has is a 409; nothing to update is refused before sending', async () => {
		const run = await runAdmin(sandbox, update({ updateFields: { name: 'Sandbox Builders Inc', trade: 'Concrete', websiteUrl: 'https://builders.example' } }));
		expect(run.error).toBeUndefined();
		expect(run.items[0]).toMatchObject({ json: { id: DIRECTORY.companies.builders, name: 'Sandbox Builders Inc', trade: 'Concrete', website_url: 'https://builders.example' }, pairedItem: { item: 0 } });
		expect(JSON.parse(patches(sandbox)[0].body)).toEqual({ name: 'Sandbox Builders Inc', trade: 'Concrete', website_url: 'https://builders.example' });
		const taken = await runAdmin(sandbox, update({ updateFields: { name: 'Sandbox Architects' } }));
		expect(taken.error.httpCode).toBe('409');
		const nothing = await runAdmin(sandbox, update({ updateFields: {} }));
		expect(nothing.error.message).toBe('Nothing to update: add a field to Update Fields');
		expect(patches(sandbox)).toHaveLength(2);
	});
});
