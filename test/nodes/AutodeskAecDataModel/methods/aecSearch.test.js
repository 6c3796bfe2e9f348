'use strict';

const { AutodeskAecDataModel } = require('../../../../nodes/AutodeskAecDataModel/AutodeskAecDataModel.node');
const { loadOptionsContext } = require('../../../support/loadOptions');
const { sandboxCredentials } = require('../../../support/credentials');
const { useSandbox } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { AEC_SEED } = require('../../../../sandbox/seed/aecDataModel');

const { listSearch, loadOptions } = new AutodeskAecDataModel().methods;
const locator = (value, mode = 'list') => ({ __rl: true, mode, value });

describe('AEC Data Model pickers through n8n-core load-options context', () => {
	const sandbox = useSandbox();

	const context = (parameters, path = 'parameters.aecFolderId') =>
		loadOptionsContext({
			parameters: { resource: 'elementGroup', operation: 'getAll', aecHubId: locator(AEC_SEED.hubId), aecProjectId: locator(AEC_SEED.projectId), ...parameters },
			credentials: sandboxCredentials(sandbox, { userId: SEED.users.admin, scopes: ['data:read'] }),
			path,
		});
	const sent = () => sandbox.ctx.log.find({ method: 'POST', path: /^\/aec\/graphql$/ }).map((entry) => JSON.parse(entry.body));

	test("Folder: the project's top folders, each followed by its subfolders; the text typed keeps the paths that contain it", async () => {
		const all = await listSearch.searchAecFolders.call(context({}));
		expect(all.results).toEqual([
			{ name: 'Project Files', value: AEC_SEED.folders.hospitalProjectFiles },
			{ name: 'Project Files / Coordination', value: AEC_SEED.folders.hospitalCoordination },
			{ name: 'Plans', value: AEC_SEED.folders.hospitalPlans },
		]);
		expect(all.paginationToken).toBeUndefined();
		const [top, below] = sent();
		expect(top.query).toContain('foldersByProject(projectId: $projectId, pagination: $pagination)');
		expect(top.variables).toEqual({ projectId: AEC_SEED.projectId, pagination: { limit: 100 } });
		expect(below.query).toContain('foldersByFolder(projectId: $projectId, folderId: $folderId, pagination: $pagination)');
		const found = await listSearch.searchAecFolders.call(context({}), ' coord ');
		expect(found.results.map((result) => result.value)).toEqual([AEC_SEED.folders.hospitalCoordination]);
	});

	test('Folder: without a project, the list asks for one first', async () => {
		await expect(listSearch.searchAecFolders.call(context({ aecProjectId: locator('') }))).rejects.toThrow('Choose a project first');
		expect(sent()).toEqual([]);
	});

	test("Category and Property Name: the chosen model's categories (with how many elements) and property names (with their units)", async () => {
		const onModel = (path) => context({ resource: 'element', operation: 'getAll', elementGroupId: locator(AEC_SEED.elementGroups.hospitalCentral) }, path);
		const categories = await loadOptions.getAecCategories.call(onModel('parameters.filters.category'));
		expect(categories).toEqual([
			{ name: 'Doors', value: 'Doors', description: '16 elements' },
			{ name: 'Floors', value: 'Floors', description: '4 elements' },
			{ name: 'Walls', value: 'Walls', description: '19 elements' },
		]);
		const names = await loadOptions.getAecPropertyNames.call(onModel('parameters.propertyName'));
		expect(names.map((option) => option.name)).toEqual(['Area', 'Category', 'Element Context', 'Element Name', 'Family Name', 'Fire Rating', 'Length', 'Level', 'Volume', 'Width']);
		expect(names.find((option) => option.name === 'Area').description).toBe('In Square Meters');
		const [distinct, definitions] = sent();
		expect(distinct.variables).toEqual({ elementGroupId: AEC_SEED.elementGroups.hospitalCentral });
		expect(definitions.query).toContain('propertyDefinitionsByElementGroup(elementGroupId: $elementGroupId, pagination: $pagination)');
	});

	test('Category: without a model, the list asks for one first', async () => {
		const none = context({ resource: 'element', operation: 'getAll', elementGroupId: locator('') }, 'parameters.filters.category');
		await expect(loadOptions.getAecCategories.call(none)).rejects.toThrow('Choose an element group first');
		expect(sent()).toEqual([]);
	});
});
