'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, SEED, runAdmin, locator } = require('../adminSandbox');

const importing = { resource: 'company', operation: 'import', hubId: locator(SEED.hubs.acc), name: '={{ $json.name }}', trade: 'Masonry' };
const calls = (sandbox) => sandbox.ctx.log.find({ method: 'POST', path: `/hq/v1/accounts/${ACCOUNT}/companies/import` });

describe('company import through the n8n engine', () => {
	const sandbox = useSandbox();

	test('60 companies in two calls (50 and 10); one the account has already is notCreated, the others created', async () => {
		const items = [{ json: { name: 'Sandbox Builders' } }, ...Array.from({ length: 59 }, (_, index) => ({ json: { name: `Brick ${index}` } }))];
		const run = await runAdmin(sandbox, importing, { items });
		expect(run.error).toBeUndefined();
		expect(calls(sandbox).map((entry) => JSON.parse(entry.body).length)).toEqual([50, 10]);
		expect(run.items).toHaveLength(60);
		expect(run.items[0]).toMatchObject({ json: { name: 'Sandbox Builders', result: 'notCreated', errors: [{ message: expect.stringMatching(/already in the account/) }] }, pairedItem: { item: 0 } });
		expect(run.items[59]).toMatchObject({ json: { name: 'Brick 58', result: 'created', trade: 'Masonry' }, pairedItem: { item: 59 } });
	}, 120_000);

	test('a name given twice is refused before anything is sent', async () => {
		const run = await runAdmin(sandbox, importing, { items: [{ json: { name: 'Twin' } }, { json: { name: 'twin' } }] });
		expect(run.error.message).toBe('Name appears twice in this import: "twin"');
		expect(calls(sandbox)).toEqual([]);
	});
});
