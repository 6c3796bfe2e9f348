'use strict';

const { AutodeskConstructionCloud } = require('../../../../nodes/AutodeskConstructionCloud/AutodeskConstructionCloud.node');
const { loadOptionsContext } = require('../../../support/loadOptions');
const { sandboxCredentials } = require('../../../support/credentials');
const { useSandbox } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { submittalIds } = require('../../../../sandbox/seed/submittals');

const { listSearch, loadOptions } = new AutodeskConstructionCloud().methods;
const GUID = SEED.projects.hospital.slice(2);
const IDS = submittalIds(GUID);
const ROOT = `/construction/submittals/v2/projects/${GUID}`;
const locator = (value, mode = 'list') => ({ __rl: true, mode, value });

describe('Submittal pickers through n8n-core load-options context', () => {
	const sandbox = useSandbox();

	const context = (parameters, userId = SEED.users.admin, scopes = ['data:read']) =>
		loadOptionsContext({
			parameters: { resource: 'submittal', operation: 'get', hubId: locator(SEED.hubs.acc), projectId: locator(SEED.projects.hospital), ...parameters },
			credentials: sandboxCredentials(sandbox, { userId, scopes }),
			path: 'parameters.itemId',
		});

	test('Submittal Item: the items this user sees, newest first, as "number title"; the text typed is the search', async () => {
		const all = await listSearch.searchSubmittalItems.call(context({ options: { region: 'EMEA' } }), undefined);
		expect(all.results.slice(0, 3)).toEqual([
			{ name: '6 Elevator cab finishes', value: IDS.items.elevator },
			{ name: '5 Firestopping systems', value: IDS.items.firestop },
			{ name: '075423-01 Roofing manufacturer warranty', value: IDS.items.roofing },
		]);
		const found = await listSearch.searchSubmittalItems.call(context({}), ' curtain ');
		expect(found.results.map((result) => result.value)).toEqual([IDS.items.curtainWall]);
		const sent = sandbox.ctx.log.find({ method: 'GET', path: `${ROOT}/items` }).map((entry) => [entry.query, entry.headers['x-ads-region']]);
		expect(sent).toEqual([
			[{ sort: 'createdAt desc', limit: '50' }, 'EMEA'],
			[{ search: 'curtain', sort: 'createdAt desc', limit: '50' }, undefined],
		]);
	});

	test('Spec, Package, Item Type: by name, searchable; the item type picker leaves inactive types out', async () => {
		const specs = await listSearch.searchSubmittalSpecs.call(context({}), 'door');
		expect(specs.results).toEqual([{ name: '087100 Door Hardware', value: IDS.specs.hardware }]);
		expect((await listSearch.searchSubmittalPackages.call(context({}))).results.map((result) => result.name)).toEqual(['Building envelope', 'Interiors', 'Vertical transportation']);
		const types = await listSearch.searchSubmittalItemTypes.call(context({}));
		expect(types.results.map((result) => result.name)).toEqual(['Product Data', 'Sample', 'Shop Drawings', 'Warranty']);
		const allTypes = await loadOptions.getSubmittalItemTypes.call(context({ operation: 'getAll' }));
		expect(allTypes.map((type) => type.name)).toContain('Attic Stock (inactive)');
		const responses = await loadOptions.getSubmittalResponses.call(context({ operation: 'transition' }));
		expect(responses.map((response) => response.name)).toEqual(['Approved', 'Approved as noted', 'For record only', 'Rejected', 'Revise and resubmit']);
		expect((await loadOptions.getSubmittalSpecs.call(context({ operation: 'getAll' }))).map((spec) => spec.value)).toHaveLength(6);
		expect(await loadOptions.getSubmittalPackages.call(context({ operation: 'getAll' }))).toHaveLength(3);
	});

	test("Assignees: the project's users by name (Account Admin, account:read), valued by Autodesk ID", async () => {
		const users = await listSearch.searchSubmittalAssignees.call(context({ operation: 'create' }, SEED.users.admin, ['data:read', 'account:read']), 'mel');
		expect(users.results).toEqual([{ name: 'Mel Member', value: SEED.users.member }]);
		const all = await loadOptions.getSubmittalAssignees.call(context({ operation: 'getAll' }, SEED.users.admin, ['data:read', 'account:read']));
		expect(all.map((user) => user.value)).toEqual([SEED.users.admin, SEED.users.inspector, SEED.users.member]);
	});

	test('a Fusion Team project is refused before anything is sent', async () => {
		await expect(listSearch.searchSubmittalSpecs.call(context({ projectId: locator(SEED.projects.bracket) }))).rejects.toThrow(/Project must be a Construction Cloud or BIM 360 project ID/);
		expect(sandbox.ctx.log.find({ path: /^\/construction\/submittals\// })).toEqual([]);
	});
});
