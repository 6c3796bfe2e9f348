'use strict';

const { AutodeskConstructionCloud } = require('../../../../nodes/AutodeskConstructionCloud/AutodeskConstructionCloud.node');
const { loadOptionsContext } = require('../../../support/loadOptions');
const { sandboxCredentials } = require('../../../support/credentials');
const { useSandbox } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { issueIds } = require('../../../../sandbox/seed/issues');

const { listSearch, loadOptions } = new AutodeskConstructionCloud().methods;
const GUID = SEED.projects.hospital.slice(2);
const IDS = issueIds(GUID);
const locator = (value, mode = 'list') => ({ __rl: true, mode, value });

describe('issue pickers through n8n-core load-options context', () => {
	const sandbox = useSandbox();

	const context = (parameters, userId = SEED.users.member) =>
		loadOptionsContext({
			parameters: { resource: 'issue', operation: 'create', hubId: locator(SEED.hubs.acc), projectId: locator(SEED.projects.hospital), ...parameters },
			credentials: sandboxCredentials(sandbox, { userId, scopes: ['data:read'] }),
			path: 'parameters.issueSubtype',
		});
	const issuePaths = () => sandbox.ctx.log.find({ path: /^\/construction\/issues\// }).map((entry) => `${entry.path} ${entry.headers['x-ads-region'] ?? ''}`);

	test('Issue Subtype (create): the active subtypes as "Type › Subtype", searchable, read from the project without b.', async () => {
		const all = await listSearch.searchIssueSubtypes.call(context({ options: { region: 'US' } }));
		expect(all.results).toEqual([
			{ name: 'Design › Design clash', value: IDS.subtypes.designClash },
			{ name: 'Design › Missing information', value: IDS.subtypes.missingInformation },
			{ name: 'Quality › Defect', value: IDS.subtypes.defect },
			{ name: 'Safety › Fall hazard', value: IDS.subtypes.fallHazard },
		]);
		const found = await listSearch.searchIssueSubtypes.call(context({}), 'hazard');
		expect(found.results.map((result) => result.value)).toEqual([IDS.subtypes.fallHazard]);
		expect(issuePaths()).toEqual([`/construction/issues/v1/projects/${GUID}/issue-types US`, `/construction/issues/v1/projects/${GUID}/issue-types `]);
	});

	test('the lists: types, subtypes (inactive ones marked), root causes and custom attributes', async () => {
		const types = await loadOptions.getIssueTypes.call(context({ operation: 'getAll' }));
		expect(types.map((type) => type.name)).toEqual(['Design', 'Legacy (inactive)', 'Quality', 'Safety']);
		const subtypes = await loadOptions.getIssueSubtypes.call(context({ operation: 'getAll' }));
		expect(subtypes.find((subtype) => subtype.value === IDS.subtypes.ppe).name).toBe('Safety › Personal protective equipment (inactive)');
		expect(subtypes).toHaveLength(6);
		const causes = await loadOptions.getIssueRootCauses.call(context({ operation: 'getAll' }));
		const attributes = await loadOptions.getIssueAttributeDefinitions.call(context({ operation: 'update' }));
		expect(attributes.map((attribute) => [attribute.name, attribute.value, attribute.description])).toEqual([
			['Cost impact', IDS.attributes.costImpact, 'numeric'],
			['Priority', IDS.attributes.priority, 'list'],
			['Site notes', IDS.attributes.notes, 'paragraph'],
			['Trade', IDS.attributes.trade, 'text'],
		]);
		expect(causes).toEqual([
			{ name: 'Communication › Coordination', value: IDS.rootCauses.coordination },
			{ name: 'Communication › Missing drawings', value: IDS.rootCauses.missingDrawings },
			{ name: 'Design › Design error', value: IDS.rootCauses.designError },
		]);
	});

	test('Assigned To: the project\'s users by name, from the Account Admin API (account:read), valued by Autodesk ID', async () => {
		const ctx = loadOptionsContext({
			parameters: { resource: 'issue', operation: 'create', hubId: locator(SEED.hubs.acc), projectId: locator(GUID, 'id') },
			credentials: sandboxCredentials(sandbox, { userId: SEED.users.member, scopes: ['data:read', 'account:read'] }),
			path: 'parameters.additionalFields.assignedTo',
		});
		expect(await loadOptions.getIssueAssignees.call(ctx)).toEqual([
			{ name: 'Ada Admin', value: SEED.users.admin, description: 'ada.admin@sandbox.example' },
			{ name: 'Ina Inspector', value: SEED.users.inspector, description: 'ina.inspector@sandbox.example' },
			{ name: 'Mel Member', value: SEED.users.member, description: 'mel.member@sandbox.example' },
		]);
		expect(sandbox.ctx.log.entries.map((entry) => [entry.path, entry.query])).toEqual([[`/construction/admin/v1/projects/${GUID}/users`, { limit: '200', offset: '0' }]]);
		await expect(loadOptions.getIssueAssignees.call(context({}))).rejects.toThrow(/required scope/);
	});

	test('without a project the list says to choose one, and sends nothing', async () => {
		await expect(listSearch.searchIssueSubtypes.call(context({ projectId: locator('') }))).rejects.toThrow('Choose a project first');
		expect(sandbox.ctx.log.entries).toEqual([]);
	});
});
