'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, SEED, runAdmin, locator } = require('../adminSandbox');

const accountUsers = (extra) => ({ resource: 'accountUser', hubId: locator(SEED.hubs.acc), ...extra });
const hqRequests = (sandbox, suffix) => sandbox.ctx.log.find({ method: 'GET', path: new RegExp(`^/hq/v1/accounts/${ACCOUNT}/users${suffix}$`) });

describe('accountUser getAll through the n8n engine', () => {
	const sandbox = useSandbox();

	test("every user of the account's directory, page by page of 100; a Limit asks no more than it needs", async () => {
		const all = await runAdmin(sandbox, accountUsers({ operation: 'getAll', returnAll: true }));
		expect(all.error).toBeUndefined();
		expect(all.items.map((item) => item.json.uid).sort()).toEqual([SEED.serviceAccount.id, ...Object.values(SEED.users)].sort());
		expect(all.items[0]).toMatchObject({ json: { account_id: ACCOUNT, status: 'active' }, pairedItem: { item: 0 } });
		const two = await runAdmin(sandbox, accountUsers({ operation: 'getAll', returnAll: false, limit: 2 }));
		expect(two.items).toHaveLength(2);
		expect(hqRequests(sandbox, '').map((entry) => entry.query)).toEqual([{ limit: '100', offset: '0' }, { limit: '2', offset: '0' }]);
	});

	test('filters search the directory: all given must match, a part of the field unless Exact Match', async () => {
		const builders = await runAdmin(sandbox, accountUsers({ operation: 'getAll', returnAll: true, filters: { name: 'mel', companyName: 'builders' } }));
		expect(builders.items.map((item) => item.json.uid)).toEqual([SEED.users.member]);
		const exact = await runAdmin(sandbox, accountUsers({ operation: 'getAll', returnAll: true, filters: { name: 'mel', exactMatch: true } }));
		expect(exact.items).toEqual([]);
		expect(hqRequests(sandbox, '/search').map((entry) => entry.query)).toEqual([
			{ name: 'mel', company_name: 'builders', operator: 'AND', partial: 'true', limit: '100', offset: '0' },
			{ name: 'mel', operator: 'AND', partial: 'false', limit: '100', offset: '0' },
		]);
	});

	test('a caller who is not an account admin is told so; bad input is refused before anything is sent', async () => {
		const member = await runAdmin(sandbox, accountUsers({ operation: 'getAll', returnAll: true }), { userId: SEED.users.member });
		expect(member.error.httpCode).toBe('403');
		expect(member.error.description).toMatch(/Account Admin role/);
		const long = await runAdmin(sandbox, accountUsers({ operation: 'getAll', returnAll: true, filters: { email: 'e'.repeat(256) } }));
		expect(long.error.message).toBe('Filters › Email must be at most 255 characters; got 256');
		expect(hqRequests(sandbox, '(/search)?')).toHaveLength(1);
	});

	test('the Service Account and a two-legged app read the directory too', async () => {
		const service = await runAdmin(sandbox, accountUsers({ operation: 'getAll', returnAll: false, limit: 1 }), { serviceAccount: true });
		expect(service.error).toBeUndefined();
		expect(service.items).toHaveLength(1);
		const app = await runAdmin(sandbox, accountUsers({ operation: 'getAll', returnAll: false, limit: 1 }), { twoLegged: true });
		expect(app.items).toHaveLength(1);
	});
});
