'use strict';

const { AutodeskConstructionCloud } = require('../../../../nodes/AutodeskConstructionCloud/AutodeskConstructionCloud.node');
const { loadOptionsContext } = require('../../../support/loadOptions');
const { sandboxCredentials } = require('../../../support/credentials');
const { useSandbox } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { rfiIds } = require('../../../../sandbox/seed/rfis');

const { listSearch, loadOptions } = new AutodeskConstructionCloud().methods;
const GUID = SEED.projects.hospital.slice(2);
const IDS = rfiIds(GUID);
const locator = (value, mode = 'list') => ({ __rl: true, mode, value });

describe('RFI pickers through n8n-core load-options context', () => {
	const sandbox = useSandbox();

	const context = (parameters, userId = SEED.users.member, scopes = ['data:read']) =>
		loadOptionsContext({
			parameters: { resource: 'rfi', operation: 'get', hubId: locator(SEED.hubs.acc), projectId: locator(SEED.projects.hospital), ...parameters },
			credentials: sandboxCredentials(sandbox, { userId, scopes }),
			path: 'parameters.rfiId',
		});
	const searches = () => sandbox.ctx.log.find({ method: 'POST', path: `/construction/rfis/v3/projects/${GUID}/search:rfis` }).map((entry) => [JSON.parse(entry.body), entry.headers['x-ads-region']]);

	test('RFI: the RFIs this user sees, newest first, as "number title"; the text typed is the search', async () => {
		const all = await listSearch.searchRfis.call(context({ options: { region: 'EMEA' } }));
		expect(all.results).toEqual([
			{ name: '005 Roof drain size', value: IDS.rfis.roof },
			{ name: '004 Door hardware schedule', value: IDS.rfis.door },
			{ name: '003 Paint finish in the lobby', value: IDS.rfis.paint },
			{ name: '002 Slab edge detail at level 3', value: IDS.rfis.slab },
			{ name: '001 Duct routing above corridor 2', value: IDS.rfis.duct },
		]);
		const found = await listSearch.searchRfis.call(context({}), ' drain ');
		expect(found.results.map((result) => result.value)).toEqual([IDS.rfis.roof]);
		expect(searches()).toEqual([
			[{ sort: [{ field: 'createdAt', order: 'desc' }], pagination: { offset: 0, limit: 50 } }, 'EMEA'],
			[{ search: 'drain', sort: [{ field: 'createdAt', order: 'desc' }], pagination: { offset: 0, limit: 50 } }, undefined],
		]);
	});

	test('RFI Type: the active types to pick, searchable; the filter list marks inactive ones', async () => {
		const active = await listSearch.searchRfiTypes.call(context({ operation: 'create' }));
		expect(active.results).toEqual([
			{ name: 'Design clarification', value: IDS.types.design },
			{ name: 'General', value: IDS.types.general },
		]);
		expect((await listSearch.searchRfiTypes.call(context({}), 'gen')).results.map((result) => result.value)).toEqual([IDS.types.general]);
		const all = await loadOptions.getRfiTypes.call(context({ operation: 'getAll' }));
		expect(all.map((type) => type.name)).toEqual(['Design clarification', 'General', 'Legacy (inactive)']);
	});

	test("Assigned To: the project's users by name (Account Admin, account:read), valued by Autodesk ID", async () => {
		const users = await loadOptions.getRfiAssignees.call(context({ operation: 'getAll' }, SEED.users.member, ['data:read', 'account:read']));
		expect(users.map((user) => [user.name, user.value])).toEqual([
			['Ada Admin', SEED.users.admin],
			['Ina Inspector', SEED.users.inspector],
			['Mel Member', SEED.users.member],
		]);
		await expect(loadOptions.getRfiAssignees.call(context({}))).rejects.toThrow(/required scope/);
	});

	test('without a project the list says to choose one, and sends nothing', async () => {
		await expect(listSearch.searchRfis.call(context({ projectId: locator('') }))).rejects.toThrow('Choose a project first');
		expect(sandbox.ctx.log.entries).toEqual([]);
	});
});
