'use strict';

/** The action node run as a tool through n8n's engine (actions/toolRun.ts): compact results, their bound, errors a model can act on. */

const { SEED, call, locator, run, useSandbox } = require('../../support/data');

const TOOL = { tool: true };
const SHARED = SEED.folders.towerShared;
const contents = (extra = {}) => ({ resource: 'folder', operation: 'getContents', projectId: locator(SEED.projects.tower), folderId: locator(SHARED), ...extra });
/** The text n8n hands a model: the results' JSON, as n8n's tool wrapper serializes it. */
const modelText = (items) => JSON.stringify(items.map((item) => item.json));

describe('the action node as a tool', () => {
	const sandbox = useSandbox();

	async function seedFiles(count) {
		const seeded = await call(sandbox, 'POST', '/__sandbox/seed/items', { json: { folderId: SHARED, count } });
		expect(seeded.status).toBe(201);
	}

	test('a folder listing comes back compact (ids, names, the last date, the tip version), in a quarter of the bytes or less', async () => {
		await seedFiles(28);
		const plain = await run(sandbox, contents({ filters: { type: 'items' } }));
		const asTool = await run(sandbox, contents({ filters: { type: 'items' } }), TOOL);
		expect(plain.error).toBeUndefined();
		expect(asTool.error).toBeUndefined();
		expect(asTool.items).toHaveLength(plain.items.length);
		const first = plain.items.find((item) => item.json.displayName === 'File 0001.pdf').json;
		const [tip] = first.versions;
		expect(asTool.items.find((item) => item.json.displayName === 'File 0001.pdf').json).toEqual({
			id: first.id,
			type: 'items',
			displayName: 'File 0001.pdf',
			lastModifiedTime: first.lastModifiedTime,
			extensionType: first.extensionType,
			tipVersionId: tip.id,
			versionNumber: 1,
			fileType: 'pdf',
			storageSize: tip.storageSize,
		});
		expect(modelText(asTool.items).length).toBeLessThanOrEqual(modelText(plain.items).length / 4);
		expect(asTool.items.map((item) => item.pairedItem)).toEqual(plain.items.map(() => ({ item: 0 })));
	});

	test('outside tool mode nothing changes, and Tool Output: Full gives a tool the node\'s own output', async () => {
		await seedFiles(3);
		const plain = await run(sandbox, contents());
		const full = await run(sandbox, contents({ toolOutput: 'full' }), TOOL);
		expect(plain.items[0].json.versions).toHaveLength(1);
		expect(full.items.map((item) => item.json)).toEqual(plain.items.map((item) => item.json));
	});

	test('at most 100 results reach the model; a last entry counts the rest and says how to ask', async () => {
		await seedFiles(150);
		const { items, error } = await run(sandbox, contents({ returnAll: true, filters: { type: 'items' } }), TOOL);
		expect(error).toBeUndefined();
		expect(items).toHaveLength(101);
		expect(items[100].json).toEqual({ moreResults: 50, advice: expect.stringMatching(/first 100 of 150 results.*Limit.*Tool Output to Full/) });
	});

	test('a bad argument: the message names the argument the model gave, the rule, and the advice', async () => {
		await seedFiles(3);
		const limit = "={{ $fromAI('howMany', 'How many entries', 'number') }}";
		const { error } = await run(sandbox, contents({ limit }), { ...TOOL, items: [{ json: { howMany: 0 } }] });
		expect(error.message).toBe('Argument "howMany" (the Limit field): Limit must be a whole number of 1 or more; got 0. To get every result, turn on Return All instead.');

		const next = await run(sandbox, contents({ limit }), { ...TOOL, items: [{ json: { howMany: 2 } }] });
		expect(next.error).toBeUndefined();
		expect(next.items).toHaveLength(2);
	});

	test('an id the service does not know: its message and what to do, in the message', async () => {
		const { error } = await run(sandbox, contents({ folderId: locator('urn:adsk.wipprod:fs.folder:co.nope') }), TOOL);
		expect(error.description).toBeTruthy();
		expect(error.message).toContain(error.description);
		expect(error.message).toMatch(/^Get folder contents/i);
	});
});
