'use strict';

const { SEED, locator, requests, run, useSandbox } = require('../../../../support/data');
const { bytesIn, uploadedFile } = require('../../../../support/files');
const { download } = require('./fileParameters');

describe('item download through the n8n engine', () => {
	const sandbox = useSandbox();

	test('a seeded file (Tower.rvt, its tip and version 1) downloads: the sandbox holds bytes for every seeded version', async () => {
		const tip = await run(sandbox, download(SEED.items.towerModel));
		expect(tip.error).toBeUndefined();
		expect(tip.items[0].json.versionNumber).toBe(2);
		expect(tip.items[0].binary.data.fileName).toBe('Tower.rvt');
		const tipBytes = bytesIn(tip.items[0]);
		expect(tipBytes.toString().startsWith('sandbox seed Tower.rvt v2')).toBe(true);

		const first = await run(sandbox, download(SEED.items.towerModel, { version: 'number', versionNumber: 1 }));
		expect(first.error).toBeUndefined();
		const firstBytes = bytesIn(first.items[0]);
		expect(firstBytes.toString().startsWith('sandbox seed Tower.rvt v1')).toBe(true);
		const versions = [...sandbox.ctx.state.data.versions.values()].filter((version) => version.itemId === SEED.items.towerModel);
		expect(versions.map((version) => version.storageSize).sort()).toEqual([firstBytes.length, tipBytes.length].sort());
	});

	test('Act As User ID goes with the tip lookup and the signed download request, never to the signed S3 address', async () => {
		const { items, error } = await run(sandbox, {
			resource: 'item',
			operation: 'download',
			projectId: locator(SEED.projects.tower),
			itemId: locator(SEED.items.towerModel),
			version: 'tip',
			binaryPropertyName: 'model',
			options: { userId: SEED.users.admin },
		});
		expect(error).toBeUndefined();
		expect(items[0].json.versionNumber).toBe(2);
		expect(bytesIn(items[0], 'model').toString().startsWith('sandbox seed Tower.rvt v2')).toBe(true);
		const sent = sandbox.ctx.log.entries.map((entry) => [entry.method, entry.path.split('/')[1], entry.headers['x-user-id'], Boolean(entry.headers.authorization)]);
		expect(sent).toEqual([
			['GET', 'data', SEED.users.admin, true],
			['GET', 'oss', SEED.users.admin, true],
			['GET', 's3', undefined, false],
		]);
	});

	test('a version number that does not exist is refused after the lookup, with what to do', async () => {
		const { itemId } = await uploadedFile(sandbox, 'One.txt', Buffer.from('1'));
		const { items, error } = await run(sandbox, download(itemId, { version: 'number', versionNumber: 4 }));
		expect(items).toEqual([]);
		expect(error.name).toBe('NodeOperationError');
		expect(error.message).toBe(`Version Number 4 does not exist for item ${itemId}`);
		expect(requests(sandbox, /\/signeds3download$/, 'GET')).toEqual([]);
	});

	test('Continue On Fail: an unknown item is a 404 error item of its own; the next item downloads, each paired', async () => {
		const missing = 'urn:adsk.wipprod:dm.lineage:missing';
		const { items, error } = await run(sandbox, download('={{ $json.item }}'), {
			continueOnFail: true,
			items: [{ json: { item: missing } }, { json: { item: SEED.items.towerModel } }],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(items[0].json).toMatchObject({ httpCode: '404', error: expect.stringMatching(/^Download file: get the tip version failed: /) });
		expect(items[0].binary).toBeUndefined();
		expect(items[1].json).toMatchObject({ id: SEED.versions.towerModelV2, versionNumber: 2 });
		expect(bytesIn(items[1]).toString().startsWith('sandbox seed Tower.rvt v2')).toBe(true);
		expect(requests(sandbox, /\/tip$/, 'GET').map((entry) => [decodeURIComponent(entry.path).split('/items/')[1], entry.status])).toEqual([
			[`${missing}/tip`, 404],
			[`${SEED.items.towerModel}/tip`, 200],
		]);
		expect(requests(sandbox, /^\/s3\//, 'GET')).toHaveLength(1);
	});

	test('as a tool: the version\'s file described (name, size, type, ids) with a signed URL that works for 60 minutes; no byte downloaded through n8n', async () => {
		const askedAt = Date.now();
		const { items, error } = await run(sandbox, download(SEED.items.towerModel), { tool: true });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].binary).toBeUndefined();
		const tip = [...sandbox.ctx.state.data.versions.values()].find((version) => version.itemId === SEED.items.towerModel && version.versionNumber === 2);
		expect(items[0].json).toEqual({
			fileName: 'Tower.rvt',
			size: tip.storageSize,
			mimeType: expect.any(String),
			fileType: 'rvt',
			versionId: tip.id,
			versionNumber: 2,
			itemId: SEED.items.towerModel,
			projectId: SEED.projects.tower,
			storageId: expect.stringMatching(/^urn:adsk\.objects:os\.object:/),
			url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/s3\/.*X-Amz-Expires=3600&/),
			expiresAt: expect.any(String),
			minutesValid: 60,
		});
		const expiresIn = Date.parse(items[0].json.expiresAt) - askedAt;
		expect(expiresIn).toBeGreaterThanOrEqual(60 * 60_000);
		expect(expiresIn).toBeLessThan(61 * 60_000);
		const [signed, ...more] = requests(sandbox, /signeds3download$/, 'GET');
		expect(more).toEqual([]);
		expect(signed.query).toMatchObject({ minutesExpiration: '60', 'response-content-disposition': expect.stringMatching(/^attachment; filename="Tower\.rvt"/) });
		expect(requests(sandbox, /^\/s3\//, 'GET')).toHaveLength(0);

		// The link is the file: what a person who follows it gets.
		const followed = await fetch(items[0].json.url);
		expect(followed.status).toBe(200);
		expect(followed.headers.get('content-disposition')).toMatch(/^attachment; filename="Tower\.rvt"/);
		expect(Buffer.from(await followed.arrayBuffer()).toString().startsWith('sandbox seed Tower.rvt v2')).toBe(true);
	});
});
