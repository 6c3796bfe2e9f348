'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, SEED, runAdmin, locator } = require('../adminSandbox');

const ROOT = '0f0e0d0c-0b0a-4909-8807-060504030201';

describe('businessUnit get through the n8n engine', () => {
	const sandbox = useSandbox();

	test('the structure as one item: none at first, then what Set made', async () => {
		const get = { resource: 'businessUnit', operation: 'get', hubId: locator(SEED.hubs.acc) };
		expect((await runAdmin(sandbox, get)).items).toEqual([{ json: { business_units: [] }, pairedItem: { item: 0 } }]);
		await runAdmin(sandbox, { resource: 'businessUnit', operation: 'set', hubId: locator(SEED.hubs.acc), businessUnits: { unit: [{ id: ROOT, name: 'East' }, { parentId: ROOT, name: 'Boston' }] } });
		const after = await runAdmin(sandbox, get, { serviceAccount: true });
		expect(after.items[0].json.business_units.map((unit) => unit.path)).toEqual(['East', 'East:Boston']);
		expect(sandbox.ctx.log.find({ method: 'GET', path: `/hq/v1/accounts/${ACCOUNT}/business_units_structure` })).toHaveLength(2);
	});

	test('a caller who is not an account admin is told so', async () => {
		const run = await runAdmin(sandbox, { resource: 'businessUnit', operation: 'get', hubId: locator(SEED.hubs.acc) }, { userId: SEED.users.member });
		expect(run.error.httpCode).toBe('403');
		expect(run.error.description).toMatch(/Account Admin role/);
	});
});
