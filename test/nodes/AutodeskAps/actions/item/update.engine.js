'use strict';

const { API, SEED, call, itemPath, locator, requests, run, useSandbox } = require('../../../../support/data');

const TOWER = SEED.projects.tower;
const BRACKET = SEED.projects.bracket;

describe('item update through the n8n engine', () => {
	const sandbox = useSandbox();

	const update = (projectId, itemId, updateFields, extra = {}) => ({
		resource: 'item',
		operation: 'update',
		projectId: locator(projectId),
		itemId: locator(itemId),
		updateFields,
		...extra,
	});
	const patches = () => requests(sandbox, /^\/data\/v1\/projects\/.*\/items\//, 'PATCH');

	test('PATCH with the JSON:API envelope as application/vnd.api+json', async () => {
		const { items, error } = await run(
			sandbox,
			update(
				BRACKET,
				SEED.items.bracketModel,
				{ displayName: 'Bracket v2.f3d' },
				{ options: { userId: SEED.users.member } },
			),
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({
			id: SEED.items.bracketModel,
			displayName: 'Bracket v2.f3d',
			lastModifiedUserId: SEED.users.member,
		});
		expect(items[0].json.versions[0].id).toBe(SEED.versions.bracketModelV2);
		const [entry] = patches();
		expect(entry.path).toBe(itemPath(BRACKET, SEED.items.bracketModel));
		expect(entry.headers['content-type']).toBe(API);
		expect(entry.headers['x-user-id']).toBe(SEED.users.member);
		expect(JSON.parse(entry.body)).toEqual({
			jsonapi: { version: '1.0' },
			data: {
				type: 'items',
				id: SEED.items.bracketModel,
				attributes: { displayName: 'Bracket v2.f3d' },
			},
		});
	});

	test('a display-name change in BIM 360 and Construction Cloud projects is refused before sending', async () => {
		const cases = [
			update(TOWER, SEED.items.towerModel, { displayName: 'Renamed.rvt' }),
			update(SEED.projects.hospital.slice(2), SEED.items.hospitalModel, {
				displayName: 'Renamed.rvt',
			}),
			update(SEED.projects.hospital, SEED.items.hospitalModel, {
				attributes: { displayName: 'Renamed.rvt' },
			}),
		];
		for (const parameters of cases) {
			const { error, items } = await run(sandbox, parameters);
			expect(items).toHaveLength(0);
			expect(error.message).toMatch(
				/cannot be changed: upload the file with the new name instead \(Item > Upload, File Name\)$/,
			);
			expect(error.description).toMatch(/starts with "b\."/);
			expect(error.description).toMatch(/use Item > Upload with the new name in File Name/);
			expect(error.description).not.toMatch(/POST |\/data\/v1/);
		}
		expect(patches()).toHaveLength(0);
		expect(sandbox.ctx.log.entries).toHaveLength(0);
	});

	test('attributes other than displayName (the one the service documents) are refused before sending, each named', async () => {
		const { items, error } = await run(
			sandbox,
			update(TOWER, SEED.items.towerFacade, { attributes: '{"description": "facade", "extension": {}}' }),
		);
		expect(items).toHaveLength(0);
		expect(error.name).toBe('NodeOperationError');
		expect(error.message).toBe('Attributes (JSON) may hold only displayName: remove "description", "extension"');
		const mixed = await run(
			sandbox,
			update(BRACKET, SEED.items.bracketModel, { displayName: 'B.f3d', attributes: '{"description": "x"}' }),
		);
		expect(mixed.error.message).toBe('Attributes (JSON) may hold only displayName: remove "description"');
		expect(sandbox.ctx.log.entries).toHaveLength(0);
	});

	test('displayName given in Attributes (JSON) is sent', async () => {
		const { items, error } = await run(
			sandbox,
			update(BRACKET, SEED.items.bracketModel, { attributes: '{"displayName": "Bracket v3.f3d"}' }),
		);
		expect(error).toBeUndefined();
		expect(items[0].json.displayName).toBe('Bracket v3.f3d');
		expect(JSON.parse(patches()[0].body).data.attributes).toEqual({ displayName: 'Bracket v3.f3d' });
	});

	test('attributes that are not a JSON object, or nothing to update, are refused naming the field', async () => {
		const broken = await run(
			sandbox,
			update(BRACKET, SEED.items.bracketModel, { attributes: '{"a": ' }),
		);
		expect(broken.error.message).toBe('Attributes (JSON) is not valid JSON');
		const list = await run(
			sandbox,
			update(BRACKET, SEED.items.bracketModel, { attributes: '[1, 2]' }),
		);
		expect(list.error.message).toBe('Attributes (JSON) must be a JSON object');
		const nothing = await run(
			sandbox,
			update(BRACKET, SEED.items.bracketModel, { attributes: '{}' }),
		);
		expect(nothing.error.message).toMatch(/Nothing to update/);
		expect(sandbox.ctx.log.entries).toHaveLength(0);
	});

	test('423: the file is locked, and by whom', async () => {
		const { error } = await run(
			sandbox,
			update(BRACKET, SEED.items.bracketHousing, { displayName: 'Housing 2.f3d' }),
		);
		expect(error.message).toMatch(/^Update item failed: .*locked \(reserved\) by Ada Admin/);
		expect(error.message.match(/Ada Admin/g)).toHaveLength(1);
		expect(error.description).toMatch(/locked by Ada Admin since \d{4}-/);
		expect(patches().map((entry) => entry.status)).toEqual([423]);
	});

	test('423 without a name from the service: the item tells who holds the lock', async () => {
		await call(sandbox, 'POST', '/__sandbox/faults', {
			json: { kind: 'status', status: 423, method: 'PATCH', path: 'items/' },
		});
		const { items } = await run(
			sandbox,
			update('={{ $json.project }}', '={{ $json.item }}', { displayName: 'x.f3d' }),
			{
				continueOnFail: true,
				items: [
					{ json: { project: BRACKET, item: SEED.items.bracketHousing } },
					{ json: { project: BRACKET, item: SEED.items.bracketHousing } },
				],
			},
		);
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1]);
		expect(items[0].json).toMatchObject({ httpCode: '423' });
		expect(items[0].json.error).toMatch(
			/Sandbox fault: status 423\. Locked by Ada Admin since 2024-.*Z\.$/,
		);
		// The real lock answered the second item, naming the holder itself.
		expect(items[1].json.error).toMatch(/locked \(reserved\) by Ada Admin/);
		expect(items[1].json.description).toMatch(/locked by Ada Admin/);
		expect(patches().map((entry) => entry.status)).toEqual([423, 423]);
		expect(requests(sandbox, itemPath(BRACKET, SEED.items.bracketHousing), 'GET')).toHaveLength(2);
	});
});
