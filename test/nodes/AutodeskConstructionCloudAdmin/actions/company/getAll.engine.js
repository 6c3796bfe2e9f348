'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, SEED, runAdmin, locator } = require('../adminSandbox');

const companies = (extra) => ({ resource: 'company', operation: 'getAll', hubId: locator(SEED.hubs.acc), ...extra });
const listed = (sandbox, suffix) => sandbox.ctx.log.find({ method: 'GET', path: new RegExp(`^/hq/v1/accounts/${ACCOUNT}/companies${suffix}$`) });

describe('company getAll through the n8n engine', () => {
	const sandbox = useSandbox();

	test("the account's companies; filters search by name and trade, all given must match", async () => {
		const all = await runAdmin(sandbox, companies({ returnAll: true }));
		expect(all.error).toBeUndefined();
		expect(all.items.map((item) => item.json.name).sort()).toEqual(['Sandbox Architects', 'Sandbox Builders']);
		expect(all.items[1].pairedItem).toEqual({ item: 0 });
		const found = await runAdmin(sandbox, companies({ returnAll: false, limit: 10, filters: { name: 'sandbox', trade: 'general' } }));
		expect(found.items.map((item) => item.json.name)).toEqual(['Sandbox Builders']);
		const exact = await runAdmin(sandbox, companies({ returnAll: true, filters: { name: 'sandbox builders', exactMatch: true } }));
		expect(exact.items.map((item) => item.json.name)).toEqual(['Sandbox Builders']);
		expect(listed(sandbox, '').map((entry) => entry.query)).toEqual([{ limit: '100', offset: '0' }]);
		expect(listed(sandbox, '/search').map((entry) => entry.query)).toEqual([
			{ name: 'sandbox', trade: 'general', operator: 'AND', partial: 'true', limit: '10', offset: '0' },
			{ name: 'sandbox builders', operator: 'AND', partial: 'false', limit: '100', offset: '0' },
		]);
	});

	test('more companies than a page are read page by page', async () => {
		const directory = sandbox.ctx.state.accountAdmin;
		// Reading once builds the account's directory; then 150 more companies make two pages.
		await runAdmin(sandbox, companies({ returnAll: false, limit: 1 }));
		const { companies: known } = directory.directories.get(ACCOUNT);
		for (let index = 0; index < 150; index++) {
			const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
			known.set(id, { id, account_id: ACCOUNT, name: `Bulk ${index}`, trade: 'Masonry' });
		}
		const all = await runAdmin(sandbox, companies({ returnAll: true }));
		expect(all.items).toHaveLength(152);
		expect(listed(sandbox, '').slice(1).map((entry) => entry.query.offset)).toEqual(['0', '100']);
	});
});
