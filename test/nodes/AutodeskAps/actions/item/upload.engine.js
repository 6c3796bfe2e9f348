'use strict';

const { SEED, call, locator, requests, run, useSandbox } = require('../../../../support/data');
const { bytesOf, fileItem, uploadedFile } = require('../../../../support/files');
const { TOWER, projectPath, upload } = require('./fileParameters');

const BRACKET = SEED.projects.bracket;

describe('item upload through the n8n engine', () => {
	const sandbox = useSandbox();

	test('If the File Exists: Fail stops before uploading anything; Continue On Fail keeps the other items', async () => {
		await uploadedFile(sandbox, 'Taken.txt', Buffer.from('old'));
		sandbox.ctx.log.clear();
		const { items } = await run(sandbox, upload({ ifExists: 'fail' }), {
			continueOnFail: true,
			items: [fileItem(Buffer.from('new'), 'Taken.txt', 'text/plain'), fileItem(Buffer.from('free'), 'Free.txt', 'text/plain')],
		});
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1]);
		expect(items[0].json.error).toBe('A file named "Taken.txt" already exists in the folder, and If the File Exists is Fail');
		expect(items[1].json).toMatchObject({ displayName: 'Free.txt', newItem: true });
		expect(requests(sandbox, projectPath(TOWER, 'storage'), 'POST')).toHaveLength(1);
	});

	test('Act As User ID goes with every Data Management and OSS call, never to the signed S3 address; the file comes from the field named', async () => {
		const { items, error } = await run(
			sandbox,
			{
				resource: 'item',
				operation: 'upload',
				projectId: locator(TOWER),
				folderId: locator(SEED.folders.towerShared),
				binaryPropertyName: 'drawing',
				options: { userId: SEED.users.admin },
			},
			{ items: [fileItem(Buffer.from('plan'), 'Plan.txt', 'text/plain', 'drawing')] },
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ displayName: 'Plan.txt', newItem: true });
		const sent = sandbox.ctx.log.entries;
		const signed = sent.filter((entry) => entry.path.startsWith('/s3/'));
		// The sandbox streams an upload's body past its log: its length shows the file was the one named.
		expect(signed.map((entry) => [entry.method, entry.headers['content-length'], entry.headers['x-user-id'], entry.headers.authorization])).toEqual([['PUT', '4', undefined, undefined]]);
		const others = sent.filter((entry) => !signed.includes(entry));
		expect(others.length).toBeGreaterThan(3);
		expect(others.filter((entry) => entry.headers['x-user-id'] !== SEED.users.admin).map((entry) => `${entry.method} ${entry.path}`)).toEqual([]);
	});

	test('two runs racing with one name: the one whose item the service refuses (409) adds a version instead', async () => {
		// Both look the name up before either creates the item: their storage calls are held back.
		await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'slow', method: 'POST', path: '/storage$', delayMs: 1500, times: 2 } });
		const runs = await Promise.all(
			[bytesOf(10, 5), bytesOf(20, 6)].map((bytes) => run(sandbox, upload(), { items: [fileItem(bytes, 'Race.txt', 'text/plain')] })),
		);
		expect(runs.map((result) => result.error)).toEqual([undefined, undefined]);
		const outputs = runs.map((result) => result.items[0].json);
		expect(outputs.map((json) => json.versionNumber).sort()).toEqual([1, 2]);
		expect(outputs.map((json) => json.newItem).sort()).toEqual([false, true]);
		expect(outputs[0].id).toBe(outputs[1].id);
		expect(requests(sandbox, projectPath(TOWER, 'items'), 'POST').map((entry) => entry.status).sort()).toEqual([201, 409]);
		expect(requests(sandbox, /\/contents$/, 'GET')).toHaveLength(3);
	});

	test('an answer to the version POST without the item included: the item is read by itself', async () => {
		const { itemId } = await uploadedFile(sandbox, 'Fallback.txt', Buffer.from('one'));
		const versionId = `urn:adsk.wipprod:fs.file:vf.${itemId.split(':').pop()}?version=2`;
		// The service creates the version, then answers with data only (included is optional in the OpenAPI).
		const body = {
			jsonapi: { version: '1.0' },
			data: { type: 'versions', id: versionId, attributes: { name: 'Fallback.txt', versionNumber: 2, storageSize: 3 } },
		};
		await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status-after', method: 'POST', path: '/versions$', status: 201, body } });
		sandbox.ctx.log.clear();
		const { items, error } = await run(sandbox, upload(), { items: [fileItem(Buffer.from('two'), 'Fallback.txt', 'text/plain')] });
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ id: itemId, type: 'items', displayName: 'Fallback.txt', versionId, versionNumber: 2, newItem: false });
		expect(requests(sandbox, `/data/v1/projects/${TOWER}/items/${encodeURIComponent(itemId)}`, 'GET')).toHaveLength(1);
	});

	test('a team project: core extension types; the URN to translate is that of the stored file', async () => {
		const bytes = bytesOf(64, 4);
		const { items, error } = await run(
			sandbox,
			upload({ projectId: locator(BRACKET), folderId: locator(SEED.folders.bracketDesigns), options: { fileName: 'Clip.f3d' } }),
			{ items: [fileItem(bytes, 'ignored.bin')] },
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ displayName: 'Clip.f3d', extensionType: 'items:autodesk.core:File' });
		expect(items[0].json.urn).toBe(Buffer.from(items[0].json.storageId).toString('base64url'));
		const [item] = requests(sandbox, projectPath(BRACKET, 'items'), 'POST');
		expect(JSON.parse(item.body).included[0].attributes.extension.type).toBe('versions:autodesk.core:File');
	});
});
