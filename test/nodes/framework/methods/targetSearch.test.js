'use strict';

/** Item > Copy's Target Project and Target Folder pickers: they read the target, not the source. */

const { AutodeskAps } = require('../../../../nodes/AutodeskAps/AutodeskAps.node');
const { loadOptionsContext } = require('../../../support/loadOptions');
const { SEED, credentialsFor, locator, requests, useSandbox } = require('../../../support/data');

const { listSearch } = new AutodeskAps().methods;

describe('Item > Copy target pickers through n8n-core load-options context', () => {
	const sandbox = useSandbox();

	function search(method, parameters, filter) {
		const context = loadOptionsContext({ parameters, credentials: credentialsFor(sandbox) });
		return listSearch[method].call(context, filter);
	}
	const copyParameters = (extra = {}) => ({
		resource: 'item',
		operation: 'copy',
		hubId: locator(SEED.hubs.bim360, 'list'),
		projectId: locator(SEED.projects.tower, 'list'),
		itemId: locator(SEED.items.towerModel),
		targetHubId: locator('', 'list'),
		targetProjectId: locator('', 'list'),
		folderId: locator('', 'list'),
		...extra,
	});

	test('Target Project lists the Target Hub\'s projects, else the Hub\'s', async () => {
		const acc = await search('searchTargetProjects', copyParameters({ targetHubId: locator(SEED.hubs.acc, 'list') }), 'Hospital');
		expect(acc.results.map((project) => project.value)).toEqual([SEED.projects.hospital]);
		expect(requests(sandbox, `/project/v1/hubs/${SEED.hubs.acc}/projects`, 'GET')).toHaveLength(1);

		const sameHub = await search('searchTargetProjects', copyParameters(), 'Tower');
		expect(sameHub.results.map((project) => project.value)).toEqual([SEED.projects.tower]);
	});

	test('Target Folder lists the folders of the Target Project (its hub found when Target Hub is empty), else of the Project', async () => {
		const target = await search('searchTargetFolders', copyParameters({ targetProjectId: locator(SEED.projects.hospital, 'list') }));
		expect(target.results.map((folder) => folder.name)).toEqual(['Project Files', 'Plans', 'Project Files / Coordination']);
		expect(requests(sandbox, `/project/v1/hubs/${SEED.hubs.acc}/projects/${SEED.projects.hospital}/topFolders`, 'GET')).toHaveLength(1);
		expect(requests(sandbox, /\/topFolders$/, 'GET')).toHaveLength(1);

		const same = await search('searchTargetFolders', copyParameters(), 'Shared');
		expect(same.results.map((folder) => folder.value)).toEqual([SEED.folders.towerShared]);
	});
});
