'use strict';

const { AutodeskConstructionCloudAdmin } = require('../../../../nodes/AutodeskConstructionCloudAdmin/AutodeskConstructionCloudAdmin.node');
const { loadOptionsContext } = require('../../../support/loadOptions');
const { sandboxCredentials } = require('../../../support/credentials');
const { useSandbox } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { DIRECTORY } = require('../../../../sandbox/seed/projectDirectory');

const { listSearch } = new AutodeskConstructionCloudAdmin().methods;
const ACCOUNT = SEED.hubs.acc.slice(2);
const locator = (value, mode = 'list') => ({ __rl: true, mode, value });

describe('Company picker through n8n-core load-options context', () => {
	const sandbox = useSandbox();

	const context = (parameters, userId = SEED.users.admin) =>
		loadOptionsContext({
			parameters: { resource: 'company', operation: 'get', hubId: locator(SEED.hubs.acc), ...parameters },
			credentials: sandboxCredentials(sandbox, { userId, scopes: ['account:read'] }),
			path: 'parameters.companyId',
		});
	const sent = () => sandbox.ctx.log.find({ method: 'GET', path: new RegExp(`^/hq/v1/accounts/${ACCOUNT}/companies`) }).map((entry) => [entry.path, entry.query, entry.headers.region]);

	test("the account's companies by name, with their trade; the text typed searches by name", async () => {
		const all = await listSearch.searchAccountCompanies.call(context({ options: { region: 'EMEA' } }));
		expect(all).toEqual({
			results: [
				{ name: 'Sandbox Architects (Architecture)', value: DIRECTORY.companies.architects },
				{ name: 'Sandbox Builders (General Contractor)', value: DIRECTORY.companies.builders },
			],
			paginationToken: undefined,
		});
		const found = await listSearch.searchAccountCompanies.call(context({}), ' build ');
		expect(found.results.map((result) => result.value)).toEqual([DIRECTORY.companies.builders]);
		expect(sent()).toEqual([
			[`/hq/v1/accounts/${ACCOUNT}/companies`, { sort: 'name', limit: '100', offset: '0' }, 'EMEA'],
			[`/hq/v1/accounts/${ACCOUNT}/companies/search`, { name: 'build', partial: 'true', sort: 'name', limit: '100', offset: '0' }, undefined],
		]);
	});

	test('a full page hands back the next offset as the pagination token', async () => {
		await listSearch.searchAccountCompanies.call(context({}));
		const { companies } = sandbox.ctx.state.accountAdmin.directories.get(ACCOUNT);
		for (let index = 0; index < 120; index++) {
			const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
			companies.set(id, { id, account_id: ACCOUNT, name: `Bulk ${String(index).padStart(3, '0')}`, trade: 'Masonry' });
		}
		const first = await listSearch.searchAccountCompanies.call(context({}));
		expect(first.results).toHaveLength(100);
		expect(first.paginationToken).toBe('100');
		const second = await listSearch.searchAccountCompanies.call(context({}), undefined, first.paginationToken);
		expect(second.results).toHaveLength(22);
		expect(second.paginationToken).toBeUndefined();
	});

	test('a hub that is not a Construction Cloud account, or none, is refused before anything is sent', async () => {
		await expect(listSearch.searchAccountCompanies.call(context({ hubId: locator('a.YnVzaW5lc3M6c2FuZGJveC10ZWFt') }))).rejects.toThrow(/Not a Construction Cloud account/);
		await expect(listSearch.searchAccountCompanies.call(context({ hubId: locator('') }))).rejects.toThrow(/Choose a hub first/);
		expect(sent()).toEqual([]);
	});
});
