'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, SEED, runAdmin, locator } = require('../adminSandbox');

const ROOT = '0f0e0d0c-0b0a-4909-8807-060504030201';
const set = (unit, extra = {}) => ({ resource: 'businessUnit', operation: 'set', hubId: locator(SEED.hubs.acc), businessUnits: { unit }, ...extra });
const puts = (sandbox) => sandbox.ctx.log.find({ method: 'PUT', path: `/hq/v1/accounts/${ACCOUNT}/business_units_structure` });

describe('businessUnit set through the n8n engine', () => {
	const sandbox = useSandbox();

	test('a tree in one call; a second Set replaces it, keeping a unit by its ID', async () => {
		const run = await runAdmin(sandbox, set([{ id: ROOT, name: 'East', description: 'East coast' }, { parentId: ROOT, name: 'Boston' }]));
		expect(run.error).toBeUndefined();
		expect(run.items[0]).toMatchObject({ json: { business_units: [{ id: ROOT, name: 'East', path: 'East' }, { parent_id: ROOT, name: 'Boston', path: 'East:Boston' }] }, pairedItem: { item: 0 } });
		expect(JSON.parse(puts(sandbox)[0].body)).toEqual({ business_units: [{ id: ROOT, name: 'East', description: 'East coast' }, { name: 'Boston', parent_id: ROOT }] });
		const again = await runAdmin(sandbox, set([{ id: ROOT, name: 'East Region' }]));
		expect(again.items[0].json.business_units).toEqual([expect.objectContaining({ id: ROOT, name: 'East Region', path: 'East Region' })]);
	});

	test('a parent not in the list, an ID given twice and an empty list are refused before anything is sent', async () => {
		expect((await runAdmin(sandbox, set([{ name: 'Boston', parentId: ROOT }]))).error.message).toBe(`Business Units name a parent by the ID of another unit of this list; got "${ROOT}" for "Boston"`);
		expect((await runAdmin(sandbox, set([{ id: ROOT, name: 'A' }, { id: ROOT, name: 'B' }]))).error.message).toBe(`Business Units give each ID once; got "${ROOT}" twice`);
		expect((await runAdmin(sandbox, set([]))).error.message).toBe('Business Units needs at least one business unit');
		expect((await runAdmin(sandbox, set([{ name: 'A', id: 'east' }]))).error.message).toBe('Business Units › 1 › ID must be an ID (a UUID); got "east"');
		expect(puts(sandbox)).toEqual([]);
	});
});
