'use strict';

const { SEED, itemPath, locator, requests, run, useSandbox } = require('../../../../support/data');

const TOWER = SEED.projects.tower;
const BRACKET = SEED.projects.bracket;

describe('item get through the n8n engine', () => {
	const sandbox = useSandbox();

	const get = (projectId, itemId, extra = {}) => ({
		resource: 'item',
		operation: 'get',
		projectId: locator(projectId),
		itemId: locator(itemId),
		...extra,
	});

	test('the item with its versions from included, simplified or raw', async () => {
		const { items, error } = await run(sandbox, get(TOWER, SEED.items.towerModel));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({
			id: SEED.items.towerModel,
			type: 'items',
			displayName: 'Tower.rvt',
			reserved: false,
			tipId: SEED.versions.towerModelV2,
			parentId: SEED.folders.towerArchitecture,
			extensionType: 'items:autodesk.bim360:File',
		});
		expect(items[0].json.versions).toEqual([
			expect.objectContaining({
				id: SEED.versions.towerModelV2,
				type: 'versions',
				versionNumber: 2,
				fileType: 'rvt',
				extensionData: expect.objectContaining({ conformingStatus: 'CONFORMING' }),
			}),
		]);
		const [entry] = requests(sandbox, itemPath(TOWER, SEED.items.towerModel), 'GET');
		expect(entry.path).toContain('urn%3Aadsk.wipprod%3Adm.lineage%3AtowerModel');

		const raw = await run(sandbox, get(TOWER, SEED.items.towerModel, { simplify: false }));
		expect(raw.items[0].json).toMatchObject({
			type: 'items',
			attributes: { displayName: 'Tower.rvt' },
			included: [{ type: 'versions', id: SEED.versions.towerModelV2 }],
		});
	});

	test('an item by the URL of Construction Cloud, acting as a user', async () => {
		const url = `https://acc.autodesk.com/docs/files/projects/${SEED.projects.hospital.slice(2)}?folderUrn=${encodeURIComponent(SEED.folders.hospitalProjectFiles)}&entityId=${encodeURIComponent(SEED.items.hospitalModel)}&viewModel=detail&moduleId=folders`;
		const { items, error } = await run(
			sandbox,
			get('', '', {
				projectId: locator(url, 'url'),
				itemId: locator(url, 'url'),
				options: { userId: SEED.users.member },
			}),
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			id: SEED.items.hospitalModel,
			displayName: 'Hospital.rvt',
		});
		expect(items[0].json.versions.map((version) => version.versionNumber)).toEqual([3]);
		const [entry] = requests(
			sandbox,
			itemPath(SEED.projects.hospital, SEED.items.hospitalModel),
			'GET',
		);
		expect(entry.headers['x-user-id']).toBe(SEED.users.member);
	});

	test('Continue On Fail: 404 and 403 are error items paired to their inputs', async () => {
		const { items, error } = await run(
			sandbox,
			get('={{ $json.project }}', '={{ $json.item }}', {
				options: { userId: '={{ $json.user }}' },
			}),
			{
				continueOnFail: true,
				items: [
					{ json: { project: TOWER, item: SEED.items.towerFacade, user: '' } },
					{ json: { project: TOWER, item: 'urn:adsk.wipprod:dm.lineage:missing', user: '' } },
					{
						json: {
							project: SEED.projects.hospital,
							item: SEED.items.hospitalModel,
							user: SEED.users.viewer,
						},
					},
					{ json: { project: BRACKET, item: SEED.items.bracketModel, user: '' } },
				],
			},
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1, 2, 3]);
		expect(items[0].json.displayName).toBe('Facade.pdf');
		expect(items[1].json).toMatchObject({ httpCode: '404' });
		expect(items[1].json.error).toMatch(/Get item failed: Item .*missing does not exist/);
		expect(items[2].json).toMatchObject({ httpCode: '403' });
		expect(items[2].json.error).toMatch(/not a member of project/);
		expect(items[3].json.displayName).toBe('Bracket.f3d');
	});
});
