'use strict';

/**
 * Object > Upload with File Source: URL. The file streams from another system's address into the
 * signed S3 parts; that address gets only the headers the user gave (and an address it redirects
 * to on another host gets none of them), never the APS token; its own failures are errors naming
 * Source URL, and a body cut midway completes nothing.
 */

const { SIGNED_UPLOAD, useObjectSandbox } = require('../../../../support/oss');
const { bytesOf, sha1 } = require('../../../../support/files');
const { redirectTo, serveBytes, startSourceServer } = require('../../../../support/sourceServer');

const MIB = 1024 * 1024;
const { runObject, log } = useObjectSandbox();
const BIG = bytesOf(12 * MIB + 77, 'source');
const SMALL = bytesOf(3000, 'small');

let source;
let other;
beforeAll(async () => {
	other = await startSourceServer({ '/model.nwd': serveBytes(BIG), '/again': redirectTo((server) => `${server.url}/model.nwd`) }, '127.0.0.2');
	source = await startSourceServer({
		'/model.nwd': serveBytes(BIG),
		'/chunked': serveBytes(BIG, { chunked: true }),
		'/named': serveBytes(SMALL, { headers: { 'Content-Disposition': `attachment; filename="plain.bin"; filename*=UTF-8''T%C3%BCr%201.rvt`, 'Content-Type': 'application/x-revit' } }),
		'/empty': serveBytes(Buffer.alloc(0)),
		'/elsewhere': redirectTo(() => `${other.url}/again`),
		'/relative': redirectTo('/model.nwd', 301),
		'/to-http': redirectTo('http://files.example.com/model.nwd'),
		'/loop': redirectTo((server) => `${server.url}/loop`),
		'/no-location': (request, response) => response.writeHead(302).end(),
		'/forbidden': (request, response) => response.writeHead(403, { 'Content-Type': 'text/plain' }).end('signature expired'),
		'/cut': (request, response) => {
			response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(BIG.length) });
			response.write(BIG.subarray(0, Math.floor(BIG.length * 0.4)), () => setTimeout(() => response.destroy(), 50));
		},
	});
});
afterAll(async () => {
	await source?.close();
	await other?.close();
});
beforeEach(() => {
	source.received.length = 0;
	other.received.length = 0;
});

const fromUrl = (path, extra = {}) => ({ operation: 'upload', fileSource: 'url', sourceUrl: `${source.url}${path}`, ...extra });
const bearer = { sourceHeaders: { header: [{ name: 'Authorization', value: 'Bearer other-system-secret' }, { name: 'X-Tenant', value: 't1' }] } };
/** What the node sent to APS for objects (the test set-up's bucket creation left out). */
const objectRequests = () => log(undefined, /^\/oss\/v2\/buckets\/[^/]+\/objects\/|^\/s3\//);
const apsToken = () => log('GET', SIGNED_UPLOAD)[0].headers.authorization;

describe('Object > Upload from a URL', () => {
	it('streams the file into 5 MB parts (one part at a time), with the headers given; the source never sees the APS token', async () => {
		const { items, error } = await runObject({ ...fromUrl('/model.nwd', bearer), options: { partSizeMb: 5 } }, { items: [{ json: {} }] });
		expect(error).toBeUndefined();
		expect(items).toEqual([{ json: expect.objectContaining({ objectKey: 'model.nwd', size: BIG.length, sha1: sha1(BIG) }), pairedItem: { item: 0 } }]);
		expect(items[0].binary).toBeUndefined();
		// Content-Length said the size: the part URLs were asked for in one batch.
		expect(log('GET', SIGNED_UPLOAD).map((entry) => entry.query.parts)).toEqual(['3']);
		expect(log('PUT', /^\/s3\//).map((entry) => Number(entry.headers['content-length']))).toEqual([5 * MIB, 5 * MIB, 2 * MIB + 77]);
		expect(source.received).toHaveLength(1);
		const [asked] = source.received;
		expect(asked.headers.authorization).toBe('Bearer other-system-secret');
		expect(asked.headers['x-tenant']).toBe('t1');
		expect(apsToken()).toMatch(/^Bearer /);
		expect(JSON.stringify(source.received)).not.toContain(apsToken().slice('Bearer '.length));
		expect(JSON.stringify(items[0].json)).not.toContain('other-system-secret');
	});

	it('a body without Content-Length uploads too (part URLs one at a time), bytes intact', async () => {
		const { items, error } = await runObject({ ...fromUrl('/chunked'), objectKey: 'streamed.nwd', options: { partSizeMb: 5 } });
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ objectKey: 'streamed.nwd', size: BIG.length, sha1: sha1(BIG) });
		expect(log('GET', SIGNED_UPLOAD).map((entry) => entry.query.parts)).toEqual(['1', '1', '1']);
		expect(log('POST', SIGNED_UPLOAD)).toHaveLength(1);
	});

	it('a redirect to another host is followed without the headers given and without the APS token; relative redirects resolve', async () => {
		const { items, error } = await runObject({ ...fromUrl('/elsewhere', bearer), objectKey: 'moved.nwd' });
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ size: BIG.length, sha1: sha1(BIG) });
		expect(source.received.map((entry) => entry.path)).toEqual(['/elsewhere']);
		expect(source.received[0].headers.authorization).toBe('Bearer other-system-secret');
		expect(other.received.map((entry) => entry.path)).toEqual(['/again', '/model.nwd']);
		for (const entry of other.received) {
			expect(entry.headers.authorization).toBeUndefined();
			expect(entry.headers['x-tenant']).toBeUndefined();
			expect(entry.headers.cookie).toBeUndefined();
		}
		expect(JSON.stringify(other.received)).not.toContain(apsToken().slice('Bearer '.length));

		const relative = await runObject({ ...fromUrl('/relative'), objectKey: 'relative.nwd' });
		expect(relative.error).toBeUndefined();
		expect(relative.items[0].json.sha1).toBe(sha1(BIG));
	});

	it('the object key and content type come from the answer when not given', async () => {
		const { items, error } = await runObject(fromUrl('/named'));
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ objectKey: 'Tür 1.rvt', size: SMALL.length });
		expect(log('POST', SIGNED_UPLOAD)[0].headers['x-ads-meta-content-type']).toBe('application/x-revit');
	});

	it.each([
		['/forbidden', 'Source URL answered 403: the file could not be read', /signed link may have expired/],
		['/missing', 'Source URL answered 404: the file could not be read', /There is no file at this address/],
		['/to-http', 'Source URL redirected to http://files.example.com/model.nwd: only https addresses are followed', /Nothing was uploaded/],
		['/loop', 'Source URL redirected more than 5 times', /Nothing was uploaded/],
		['/no-location', 'Source URL answered 302 without saying where the file is', /Nothing was uploaded/],
		['/empty', 'Source URL gave an empty file (0 bytes): there is nothing to upload', /nothing was uploaded/],
	])('%s: a clear error naming Source URL; nothing goes to APS', async (path, message, advice) => {
		const { items, error } = await runObject({ ...fromUrl(`${path}?sig=secret-query`, bearer), objectKey: 'x.bin' });
		expect(items).toEqual([]);
		expect(error.message).toBe(message);
		expect(error.description).toMatch(advice);
		expect(`${error.message} ${error.description}`).not.toMatch(/secret-query|other-system-secret/);
		expect(objectRequests()).toEqual([]);
		if (path === '/loop') expect(source.received).toHaveLength(6);
	});

	it('a body cut after 40% fails with the bytes received of the total; the upload is not completed', async () => {
		const { items, error } = await runObject({ ...fromUrl('/cut'), objectKey: 'cut.nwd', options: { partSizeMb: 5 } });
		expect(items).toEqual([]);
		const received = Math.floor(BIG.length * 0.4);
		expect(error.message).toMatch(new RegExp(`^Source URL: the connection was lost after \\d+ of ${BIG.length} bytes`));
		expect(Number(/after (\d+) of/.exec(error.message)[1])).toBeGreaterThanOrEqual(received - 64 * 1024);
		expect(Number(/after (\d+) of/.exec(error.message)[1])).toBeLessThanOrEqual(received);
		expect(error.description).toMatch(/Run the node again/);
		expect(log('POST', SIGNED_UPLOAD)).toEqual([]);
	});

	it('bad source fields are refused before anything is sent; Continue On Fail keeps the good item, each paired', async () => {
		const refused = [
			[{ sourceUrl: 'http://files.example.com/a.rvt' }, 'Source URL must use https; http is allowed only for this machine (localhost, 127.0.0.0/8, ::1); got "http://files.example.com/a.rvt"'],
			[{ sourceUrl: 'ftp://files.example.com/a.rvt' }, 'Source URL must use https; http is allowed only for this machine (localhost, 127.0.0.0/8, ::1); got "ftp://files.example.com/a.rvt"'],
			[{ sourceUrl: 'not a url' }, 'Source URL must be an address such as https://example.com/model.rvt'],
			[{ sourceUrl: ' ' }, 'Source URL is required: enter the https address of the file'],
			[{ sourceHeaders: { header: [{ name: 'Bad Name', value: 'x' }] } }, 'Source Headers › Name must be a header name, without spaces, colons or other separators; got "Bad Name"'],
			[{ sourceHeaders: { header: [{ name: 'Authorization', value: 'Bearer a\r\nX-Evil: 1' }] } }, 'Source Headers › Value of "Authorization" must not contain line breaks or other control characters'],
		];
		for (const [extra, message] of refused) {
			const { error } = await runObject({ ...fromUrl('/model.nwd'), objectKey: 'x.bin', ...extra });
			expect(error.message).toBe(message);
		}
		expect(source.received).toEqual([]);
		expect(objectRequests()).toEqual([]);

		const { items, error } = await runObject(
			{ operation: 'upload', fileSource: 'url', sourceUrl: '={{ $json.url }}', objectKey: '={{ $json.key }}' },
			{ items: [{ json: { url: 'http://files.example.com/a.rvt', key: 'a.rvt' } }, { json: { url: `${source.url}/named`, key: 'b.rvt' } }], continueOnFail: true },
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(items[0].json.error).toMatch(/^Source URL must use https/);
		expect(items[1].json).toMatchObject({ objectKey: 'b.rvt', size: SMALL.length });
	});
});
