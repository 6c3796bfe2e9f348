'use strict';

const { SEED, locator, requests, run, useSandbox } = require('../../../../support/data');
const { bytesOf, sha1, uploadedFile } = require('../../../../support/files');
const { TOWER } = require('./fileParameters');

/** Item > Get Download URL of an item of Tower. */
const getDownloadUrl = (itemId, extra = {}) => ({
	resource: 'item',
	operation: 'getDownloadUrl',
	projectId: locator(TOWER),
	itemId: locator(itemId),
	...extra,
});

describe('item get download URL through the n8n engine', () => {
	const sandbox = useSandbox();

	test('the tip version: a signed URL with its expiry, size, sha1 and name; the node downloads nothing, and the URL gives the file to a client without a token', async () => {
		const bytes = bytesOf(70_000, 'link');
		const { itemId, storageId } = await uploadedFile(sandbox, 'Level 1.dwg', bytes);
		sandbox.ctx.log.clear();
		const before = Date.now();
		const { items, error } = await run(sandbox, getDownloadUrl(itemId, { minutesExpiration: 5 }));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		const json = items[0].json;
		expect(items[0].binary).toBeUndefined();
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(json).toMatchObject({ itemId, versionNumber: 1, fileName: 'Level 1.dwg', browserFileName: 'Level 1.dwg', size: bytes.length, sha1: sha1(bytes), minutesValid: 5, storageId });
		const expires = Date.parse(json.expiresAt);
		expect(expires).toBeGreaterThanOrEqual(before + 5 * 60_000);
		expect(expires).toBeLessThanOrEqual(Date.now() + 5 * 60_000);
		// The node sent the lookup and the signing request, and no request to the signed address.
		expect(sandbox.ctx.log.entries.map((entry) => [entry.method, entry.path.split('/')[1]])).toEqual([
			['GET', 'data'],
			['GET', 'oss'],
		]);
		const [signing] = requests(sandbox, /\/signeds3download$/, 'GET');
		expect(signing.query).toMatchObject({ minutesExpiration: '5', 'public-resource-fallback': 'true' });

		const response = await fetch(json.url);
		expect(response.status).toBe(200);
		expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
		expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Level 1.dwg"; filename*=UTF-8''Level%201.dwg`);
	});

	test('a chosen version, a browser file name (any characters) and a content type: the URL answers them', async () => {
		const { items, error } = await run(
			sandbox,
			getDownloadUrl(SEED.items.towerModel, { version: 'number', versionNumber: 1, minutesExpiration: 60, options: { browserFileName: 'Tür "1".rvt', contentType: 'application/x-revit' } }),
		);
		expect(error).toBeUndefined();
		const json = items[0].json;
		expect(json).toMatchObject({ versionId: SEED.versions.towerModelV1, versionNumber: 1, fileName: 'Tower.rvt', browserFileName: 'Tür "1".rvt', contentType: 'application/x-revit', minutesValid: 60 });
		expect(requests(sandbox, /\/versions$/, 'GET')[0].query).toMatchObject({ 'filter[versionNumber]': '1' });
		const response = await fetch(json.url);
		expect(response.status).toBe(200);
		expect((await response.text()).startsWith('sandbox seed Tower.rvt v1')).toBe(true);
		expect(response.headers.get('content-type')).toBe('application/x-revit');
		expect(response.headers.get('content-disposition')).toBe(`attachment; filename="T_r _1_.rvt"; filename*=UTF-8''T%C3%BCr%20%221%22.rvt`);
	});

	test('Act As User ID goes with both API requests; a version number the item lacks is an error after the lookup, and no URL is asked for', async () => {
		const { items, error } = await run(sandbox, getDownloadUrl(SEED.items.towerModel, { options: { userId: SEED.users.admin } }));
		expect(error).toBeUndefined();
		expect(items[0].json.versionNumber).toBe(2);
		expect(sandbox.ctx.log.entries.map((entry) => entry.headers['x-user-id'])).toEqual([SEED.users.admin, SEED.users.admin]);

		sandbox.ctx.log.clear();
		const missing = await run(sandbox, getDownloadUrl(SEED.items.towerModel, { version: 'number', versionNumber: 9 }));
		expect(missing.error.message).toBe(`Version Number 9 does not exist for item ${SEED.items.towerModel}`);
		expect(requests(sandbox, /\/signeds3download$/, 'GET')).toEqual([]);
	});

	test('bad input is refused before anything is sent', async () => {
		const tooLong = await run(sandbox, getDownloadUrl(SEED.items.towerModel, { minutesExpiration: 61 }));
		expect(tooLong.error.message).toBe('Minutes Valid must be a whole number from 1 to 60; got 61');
		const badName = await run(sandbox, getDownloadUrl(SEED.items.towerModel, { options: { browserFileName: 'a\nb.rvt' } }));
		expect(badName.error.message).toMatch(/^Browser File Name must be at most 255 characters without line breaks/);
		const badType = await run(sandbox, getDownloadUrl(SEED.items.towerModel, { options: { contentType: 'pdf' } }));
		expect(badType.error.message).toBe('Content Type must be a MIME type such as application/pdf; got "pdf"');
		expect(sandbox.ctx.log.entries).toEqual([]);
	});

	test('Continue On Fail: an unknown item is an error item of its own; the next gets its URL, each paired', async () => {
		const missing = 'urn:adsk.wipprod:dm.lineage:missing';
		const { items, error } = await run(sandbox, getDownloadUrl('={{ $json.item }}'), {
			continueOnFail: true,
			items: [{ json: { item: missing } }, { json: { item: SEED.items.towerModel } }],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(items[0].json).toMatchObject({ httpCode: '404', error: expect.stringMatching(/^Get download URL: get the tip version failed: /) });
		expect(items[1].json).toMatchObject({ versionNumber: 2, url: expect.stringMatching(/\/s3\//) });
	});
});
