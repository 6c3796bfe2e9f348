'use strict';

const { AutodeskAps } = require('../../../../../nodes/AutodeskAps/AutodeskAps.node');
const { loadOptionsContext } = require('../../../../support/loadOptions');
const { SEED, credentialsFor, locator, requests, run, useSandbox } = require('../../../../support/data');
const { DOCS_SEED } = require('../../../../../sandbox/seed/docs');

const TOWER = SEED.projects.tower;
const A = DOCS_SEED.attributes;
const BATCH_UPDATE = /\/custom-attributes:batch-update$/;
const DEFINITIONS = /\/custom-attribute-definitions$/;

describe('item updateAttributes through the n8n engine', () => {
	const sandbox = useSandbox();

	const update = (attribute, extra = {}) => ({
		resource: 'item',
		operation: 'updateAttributes',
		projectId: locator(TOWER),
		itemId: locator(SEED.items.towerModel),
		attributes: { attribute },
		...extra,
	});
	const stored = (versionId) => Object.fromEntries(sandbox.ctx.state.docs.values.get(versionId) ?? []);
	const updates = () => requests(sandbox, BATCH_UPDATE, 'POST');

	test('values by name on the tip version: a drop-down value as defined, a date in UTC ISO 8601, an empty value clears', async () => {
		const { items, error } = await run(
			sandbox,
			update([
				{ name: 'status', value: 'published' },
				{ name: 'Issue Date', value: '2024-06-30' },
				{ name: 'Revision', value: 'P03' },
				{ name: 'Discipline', value: '' },
			]),
		);
		expect(error).toBeUndefined();
		const [sent] = updates();
		expect(sent.path).toBe(`/bim360/docs/v1/projects/${TOWER.slice(2)}/versions/${encodeURIComponent(SEED.versions.towerModelV2)}/custom-attributes:batch-update`);
		expect(JSON.parse(sent.body)).toEqual([
			{ id: A.towerStatus, value: 'Published' },
			{ id: A.towerIssueDate, value: '2024-06-30T00:00:00.000Z' },
			{ id: A.towerRevision, value: 'P03' },
			{ id: A.towerDiscipline, value: null },
		]);
		expect(stored(SEED.versions.towerModelV2)).toEqual({
			[A.towerRevision]: 'P03',
			[A.towerStatus]: 'Published',
			[A.towerIssueDate]: '2024-06-30T00:00:00.000Z',
		});
		expect(items).toHaveLength(1);
		expect(items[0].json).toMatchObject({
			itemId: SEED.items.towerModel,
			versionId: SEED.versions.towerModelV2,
			attributes: { Revision: 'P03', Status: 'Published', 'Issue Date': '2024-06-30T00:00:00.000Z' },
		});
		expect(items[0].json.attributes).not.toHaveProperty('Discipline');
		expect(items[0].pairedItem).toEqual({ item: 0 });
	});

	test('a chosen version; a time with a zone goes out in UTC without milliseconds; the folder of the item gives the attributes', async () => {
		const { error } = await run(
			sandbox,
			update([{ name: 'Issue Date', value: '2024-06-30T09:15:42.789+02:00' }, { name: 'Drawing Number', value: 'A-101' }], {
				versionChoice: 'id',
				versionId: SEED.versions.towerModelV1,
			}),
		);
		expect(error).toBeUndefined();
		expect(JSON.parse(updates()[0].body)).toEqual([
			{ id: A.towerIssueDate, value: '2024-06-30T07:15:42.000Z' },
			{ id: A.towerDrawingNumber, value: 'A-101' },
		]);
		expect(stored(SEED.versions.towerModelV1)).toMatchObject({ [A.towerDrawingNumber]: 'A-101' });
		expect(stored(SEED.versions.towerModelV2)[A.towerDrawingNumber]).toBeUndefined();
		const [definitions] = requests(sandbox, DEFINITIONS, 'GET');
		expect(definitions.path).toContain(encodeURIComponent(SEED.folders.towerArchitecture));
	});

	test('checked against the definitions before sending: an unknown name, a value outside the drop-down, a bad date; the others go on', async () => {
		const { items, error } = await run(
			sandbox,
			update([{ name: '={{ $json.name }}', value: '={{ $json.value }}' }], { itemId: locator('={{ $json.item }}') }),
			{
				continueOnFail: true,
				items: [
					{ json: { item: SEED.items.towerModel, name: 'Phase', value: 'x' } },
					{ json: { item: SEED.items.towerModel, name: 'Discipline', value: 'Landscape' } },
					{ json: { item: SEED.items.towerFacade, name: 'Issue Date', value: '30/06/2024' } },
					{ json: { item: SEED.items.towerFacade, name: 'Issue Date', value: '2024-02-30' } },
					{ json: { item: SEED.items.towerFacade, name: 'Revision', value: 'x'.repeat(256) } },
					{ json: { item: SEED.items.towerFrame, name: 'Drawing Number', value: 'S-1' } },
					{ json: { item: SEED.items.towerFrame, name: 'Discipline', value: 'mep' } },
				],
			},
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1, 2, 3, 4, 5, 6]);
		expect(items[0].json.error).toBe('Attributes › Name or ID "Phase" is not an attribute of the item\'s folder');
		expect(items[0].json.description).toMatch(/^Nothing was updated\. The folder's attributes: "Discipline", "Status", "Revision", "Issue Date", "Drawing Number"\./);
		expect(items[1].json.error).toBe('Attributes › Value of "Discipline" must be one of the drop-down\'s values; got "Landscape"');
		expect(items[1].json.description).toBe('Nothing was updated. Its values: "Architecture", "Structure", "MEP", "Civil".');
		expect(items[2].json.error).toMatch(/^Attributes › Value of "Issue Date" must be a date \(ISO 8601/);
		expect(items[3].json.error).toMatch(/got "2024-02-30"$/);
		expect(items[4].json.error).toBe('Attributes › Value of "Revision" may hold up to 255 characters; it has 256');
		// Drawing Number belongs to Architecture; Frame.rvt is in Structure.
		expect(items[5].json.error).toMatch(/"Drawing Number" is not an attribute/);
		expect(items[6].json).toMatchObject({ attributes: { Discipline: 'MEP' } });
		expect(updates()).toHaveLength(1);
		// Definitions were read once per folder.
		expect(requests(sandbox, DEFINITIONS, 'GET')).toHaveLength(2);
	});

	test('a chosen Version ID of another item is refused before anything is updated', async () => {
		const { items, error } = await run(
			sandbox,
			update([{ name: 'Revision', value: 'P9' }], { itemId: locator(SEED.items.towerFacade), versionChoice: 'id', versionId: SEED.versions.towerModelV1 }),
			{ continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(items[0].json.error).toBe(
			`Version ID ${SEED.versions.towerModelV1} is a version of item ${SEED.items.towerModel}, not of the Item ${SEED.items.towerFacade}`,
		);
		const [version] = requests(sandbox, /^\/data\/v1\/projects\/[^/]+\/versions\/[^/]+$/, 'GET');
		expect(version.path).toBe(`/data/v1/projects/${TOWER}/versions/${encodeURIComponent(SEED.versions.towerModelV1)}`);
		expect(updates()).toEqual([]);
		expect(stored(SEED.versions.towerModelV1)[A.towerRevision]).toBe('P01');
	});

	test("the service's refusal: a folder the user may only read", async () => {
		const { items, error } = await run(sandbox, update([{ name: 'Revision', value: 'P9' }], { options: { userId: SEED.users.member } }), { continueOnFail: true });
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ httpCode: '403', error: expect.stringMatching(/^Update attributes failed: User user-member has no write permission on folder Architecture/) });
	});

	test("the Attributes list: the attributes of the item's folder, with their types and drop-down values", async () => {
		const { getAttributeNames } = new AutodeskAps().methods.loadOptions;
		const parameters = {
			resource: 'item',
			operation: 'updateAttributes',
			projectId: locator(TOWER),
			itemId: locator(SEED.items.towerFrame),
		};
		const context = loadOptionsContext({ parameters, credentials: credentialsFor(sandbox), path: 'parameters.attributes.attribute.name' });
		expect(await getAttributeNames.call(context)).toEqual([
			{ name: 'Discipline', value: 'Discipline', description: 'Drop-down: Architecture, Structure, MEP, Civil' },
			{ name: 'Status', value: 'Status', description: 'Drop-down: WIP, Shared, Published, Archived' },
			{ name: 'Revision', value: 'Revision', description: 'Text' },
			{ name: 'Issue Date', value: 'Issue Date', description: 'Date (ISO 8601)' },
		]);
		const team = loadOptionsContext({
			parameters: { ...parameters, projectId: locator(SEED.projects.bracket), itemId: locator(SEED.items.bracketModel) },
			credentials: credentialsFor(sandbox),
		});
		await expect(getAttributeNames.call(team)).rejects.toThrow(/^Project must be a Construction Cloud or BIM 360 project ID/);
	});
});
