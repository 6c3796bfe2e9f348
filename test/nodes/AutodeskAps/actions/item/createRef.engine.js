'use strict';

const {
	API,
	SEED,
	call,
	locator,
	requests,
	run,
	segment,
	tokenFor,
	useSandbox,
} = require('../../../../support/data');

const TOWER = SEED.projects.tower;
const refsPath = (itemId, projectId = TOWER) =>
	`/data/v1/projects/${projectId}/items/${segment(itemId)}/relationships/refs`;
const ATTACHMENT = { type: 'auxiliary:autodesk.core:Attachment', version: '1.0' };

describe('item create ref through the n8n engine', () => {
	const sandbox = useSandbox();

	const createRef = (targetType, targetId, extra = {}) => ({
		resource: 'item',
		operation: 'createRef',
		hubId: locator(SEED.hubs.bim360, 'list'),
		projectId: locator(TOWER, 'list'),
		itemId: locator(SEED.items.towerModel),
		targetType,
		targetId,
		...extra,
	});
	const posts = () => requests(sandbox, refsPath(SEED.items.towerModel), 'POST');

	/** The refs the sandbox now holds for the item, read back over its API. */
	async function refsOf(itemId) {
		const token = tokenFor(sandbox, { scopes: ['data:read'] });
		const answer = await call(sandbox, 'GET', refsPath(itemId), { token });
		return answer.body.data.map((ref) => ({
			type: ref.type,
			id: ref.id,
			extension: ref.meta.extension,
		}));
	}

	test.each([
		['folders', SEED.folders.towerShared, 'folder'],
		['items', SEED.items.towerFacade, 'item'],
		['versions', SEED.versions.towerCoreV1, 'version'],
	])(
		'a ref to %s: the JSON:API body goes out, 204 becomes an item saying what was linked',
		async (type, id, noun) => {
			const { items, error } = await run(sandbox, createRef(type, id));
			expect(error).toBeUndefined();
			expect(items).toEqual([
				{
					json: {
						linked: true,
						message: `Item ${SEED.items.towerModel} now refers to ${noun} ${id} (auxiliary:autodesk.core:Attachment)`,
						projectId: TOWER,
						itemId: SEED.items.towerModel,
						targetType: type,
						targetId: id,
						extension: ATTACHMENT,
					},
					pairedItem: { item: 0 },
				},
			]);
			const [entry] = posts();
			expect(entry.status).toBe(204);
			expect(entry.headers['content-type']).toBe(API);
			expect(JSON.parse(entry.body)).toEqual({
				jsonapi: { version: '1.0' },
				data: { type, id, meta: { extension: ATTACHMENT } },
			});
			expect(await refsOf(SEED.items.towerModel)).toEqual([
				{ type, id, extension: { ...ATTACHMENT, data: {} } },
			]);
		},
	);

	test('own extension type, version and data; Act As User ID', async () => {
		const { items, error } = await run(
			sandbox,
			createRef('versions', SEED.versions.towerModelV1, {
				extensionType: 'xrefs:autodesk.core:Xref',
				extensionVersion: '1.1',
				additionalFields: { extensionData: '{"nestedType": "overlay"}' },
				options: { userId: SEED.users.admin },
			}),
		);
		expect(error).toBeUndefined();
		expect(items[0].json.extension).toEqual({
			type: 'xrefs:autodesk.core:Xref',
			version: '1.1',
			data: { nestedType: 'overlay' },
		});
		const [entry] = posts();
		expect(entry.headers['x-user-id']).toBe(SEED.users.admin);
		expect(JSON.parse(entry.body).data.meta.extension).toEqual(items[0].json.extension);
	});

	test('extension data that is not JSON is refused before sending', async () => {
		const { error } = await run(
			sandbox,
			createRef('items', SEED.items.towerFacade, {
				additionalFields: { extensionData: 'not json' },
			}),
		);
		expect(error.message).toBe('Extension Data (JSON) is not valid JSON');
		expect(sandbox.ctx.log.entries).toHaveLength(0);
	});

	test('Continue On Fail: a missing target (404) and no write permission (403) are paired error items', async () => {
		const { items, error } = await run(
			sandbox,
			createRef('items', '={{ $json.target }}', {
				itemId: locator('={{ $json.item }}'),
				options: { userId: '={{ $json.user }}' },
			}),
			{
				continueOnFail: true,
				items: [
					{
						json: {
							item: SEED.items.towerModel,
							target: 'urn:adsk.wipprod:dm.lineage:missing',
							user: '',
						},
					},
					{
						json: {
							item: SEED.items.towerModel,
							target: SEED.items.towerFacade,
							user: SEED.users.member,
						},
					},
					{
						json: {
							item: SEED.items.towerFrame,
							target: SEED.items.towerFacade,
							user: SEED.users.member,
						},
					},
				],
			},
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1, 2]);
		expect(items[0].json).toMatchObject({ httpCode: '404' });
		expect(items[0].json.error).toMatch(
			/Create ref failed: The ref target items .*missing does not exist/,
		);
		expect(items[1].json).toMatchObject({ httpCode: '403' });
		expect(items[1].json.error).toMatch(/no write permission on folder Architecture/);
		expect(items[1].json.description).toMatch(/Permission not granted/);
		expect(items[2].json).toMatchObject({ linked: true, itemId: SEED.items.towerFrame });
		// One POST per item: a refused POST is not sent again.
		expect(requests(sandbox, /relationships\/refs$/, 'POST')).toHaveLength(3);
	});
});
