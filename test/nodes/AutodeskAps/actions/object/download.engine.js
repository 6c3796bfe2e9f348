'use strict';

/** object / download through n8n's engine against the sandbox. */

const { useObjectSandbox } = require('../../../../support/oss');
const { bytesOf, sha1 } = require('../../../../support/files');

const { sandbox, runObject, upload, log } = useObjectSandbox();

describe('Object > Download', () => {
	it('downloads an object with its name and type; the signed GET carries no token', async () => {
		const bytes = bytesOf(4321, 3);
		await upload('plans/level1.pdf', bytes, 'application/pdf');
		sandbox.ctx.log.clear();
		const { items, error } = await runObject({ operation: 'download', objectKey: 'plans/level1.pdf', binaryPropertyName: 'data' });
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({ bucketKey: 'models', objectKey: 'plans/level1.pdf', objectId: 'urn:adsk.objects:os.object:models/plans/level1.pdf', size: 4321, sha1: sha1(bytes), contentType: 'application/pdf' });
		expect(items[0].binary.data).toMatchObject({ fileName: 'level1.pdf', mimeType: 'application/pdf' });
		expect(Buffer.from(items[0].binary.data.data, 'base64').equals(bytes)).toBe(true);
		const [signed] = log('GET', /^\/oss\/v2\/buckets\/models\/objects\/plans%2Flevel1\.pdf\/signeds3download$/);
		expect(signed.headers.authorization).toMatch(/^Bearer /);
		const [get] = log('GET', /^\/s3\//);
		expect(get.headers.authorization).toBeUndefined();
	});

	it('answers a missing object with the service\'s 404', async () => {
		const { error } = await runObject({ operation: 'download', objectKey: 'none.bin', binaryPropertyName: 'data' });
		expect(error.message).toMatch(/^Download object: get the download URL failed: Object none.bin does not exist/);
		expect(log('GET', /^\/s3\//)).toHaveLength(0);
	});

	it('Continue On Fail: a missing object is an error item of its own item; the next object downloads', async () => {
		await upload('notes.txt', Buffer.from('level 2 notes'), 'text/plain');
		sandbox.ctx.log.clear();
		const { items, error } = await runObject(
			{ operation: 'download', objectKey: '={{ $json.key }}', binaryPropertyName: 'data' },
			{ continueOnFail: true, items: [{ json: { key: 'none.txt' } }, { json: { key: 'notes.txt' } }] },
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(items[0].json).toMatchObject({ httpCode: '404', error: expect.stringMatching(/^Download object: get the download URL failed: Object none.txt does not exist/) });
		expect(items[1].json).toMatchObject({ objectKey: 'notes.txt', size: 13, contentType: 'text/plain' });
		expect(Buffer.from(items[1].binary.data.data, 'base64').toString()).toBe('level 2 notes');
		expect(log('GET', /\/signeds3download$/).map((entry) => [entry.path, entry.status])).toEqual([
			['/oss/v2/buckets/models/objects/none.txt/signeds3download', 404],
			['/oss/v2/buckets/models/objects/notes.txt/signeds3download', 200],
		]);
		expect(log('GET', /^\/s3\//)).toHaveLength(1);
	});

	it('as a tool: the object\'s details (name, size, type, ids) with a signed URL that works for 60 minutes; no byte downloaded through n8n', async () => {
		const bytes = bytesOf(2048, 5);
		await upload('plans/level2.pdf', bytes, 'application/pdf');
		sandbox.ctx.log.clear();
		const askedAt = Date.now();
		const { items, error } = await runObject({ operation: 'download', objectKey: 'plans/level2.pdf', binaryPropertyName: 'data' }, { tool: true });
		expect(error).toBeUndefined();
		expect(items[0].binary).toBeUndefined();
		expect(items[0].json).toEqual({
			bucketKey: 'models',
			objectKey: 'plans/level2.pdf',
			objectId: 'urn:adsk.objects:os.object:models/plans/level2.pdf',
			fileName: 'level2.pdf',
			size: 2048,
			contentType: 'application/pdf',
			sha1: sha1(bytes),
			url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/s3\/.*X-Amz-Expires=3600&/),
			expiresAt: expect.any(String),
			minutesValid: 60,
		});
		const expiresIn = Date.parse(items[0].json.expiresAt) - askedAt;
		expect(expiresIn).toBeGreaterThanOrEqual(60 * 60_000);
		expect(expiresIn).toBeLessThan(61 * 60_000);
		const [signed, ...more] = log('GET', /^\/oss\/v2\/buckets\/models\/objects\/plans%2Flevel2\.pdf\/signeds3download$/);
		expect(more).toEqual([]);
		expect(signed.query).toMatchObject({ minutesExpiration: '60', 'response-content-disposition': expect.stringMatching(/^attachment; filename="level2\.pdf"/) });
		expect(log('GET', /^\/s3\//)).toHaveLength(0);

		// The link is the object: what a person who follows it gets.
		const followed = await fetch(items[0].json.url);
		expect(followed.status).toBe(200);
		expect(Buffer.from(await followed.arrayBuffer()).equals(bytes)).toBe(true);
	});
});
