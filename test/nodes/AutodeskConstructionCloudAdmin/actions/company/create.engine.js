'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, SEED, runAdmin, locator } = require('../adminSandbox');

const create = (extra) => ({ resource: 'company', operation: 'create', hubId: locator(SEED.hubs.acc), name: 'Harbor Steel', trade: 'Metals | Structural Steel / Framing', ...extra });
const posts = (sandbox) => sandbox.ctx.log.find({ method: 'POST', path: `/hq/v1/accounts/${ACCOUNT}/companies` });

describe('company create through the n8n engine', () => {
	const sandbox = useSandbox();

	test('a company with its trade and details; the same name again is a 409', async () => {
		const run = await runAdmin(sandbox, create({ additionalFields: { city: 'Boston', erpId: 'ERP-7' } }));
		expect(run.error).toBeUndefined();
		expect(run.items[0]).toMatchObject({ json: { name: 'Harbor Steel', trade: 'Metals | Structural Steel / Framing', city: 'Boston', erp_id: 'ERP-7', account_id: ACCOUNT }, pairedItem: { item: 0 } });
		expect(JSON.parse(posts(sandbox)[0].body)).toEqual({ name: 'Harbor Steel', trade: 'Metals | Structural Steel / Framing', city: 'Boston', erp_id: 'ERP-7' });
		const again = await runAdmin(sandbox, create({ name: 'harbor steel' }));
		expect(again.error.httpCode).toBe('409');
		expect(again.error.message).toMatch(/already in the account/);
	});

	test('an empty name and a trade outside the list are refused before sending; as a tool it is refused', async () => {
		expect((await runAdmin(sandbox, create({ name: ' ' }))).error.message).toBe('Name is required: every company of the account has one');
		expect((await runAdmin(sandbox, create({ trade: 'Juggling' }))).error.message).toBe('Trade must be one of the trades the account takes; got "Juggling"');
		expect((await runAdmin(sandbox, create({}), { tool: true })).error.message).toMatch(/Company > Create grants or takes away access/);
		expect(posts(sandbox)).toEqual([]);
	});
});
