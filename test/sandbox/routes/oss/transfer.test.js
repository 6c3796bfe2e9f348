'use strict';

/** OSS signed transfers: S3 upload sessions and parts, signed downloads, OSS signed resources. */

const crypto = require('node:crypto');
const { useSandbox, tokenFor, call, answerOf } = require('../../../support/sandbox');

const MIB = 1024 * 1024;
let token;
const sandbox = useSandbox({
	each: async () => {
		token = tokenFor(sandbox, { scopes: ['bucket:create', 'data:read', 'data:write'] });
		await call(sandbox, 'POST', '/oss/v2/buckets', { token, json: { bucketKey: 'files', policyKey: 'persistent' } });
	},
});

const UPLOAD = '/oss/v2/buckets/files/objects/model.rvt/signeds3upload';
const getUrls = (query = '') => call(sandbox, 'GET', `${UPLOAD}${query}`, { token });
const complete = (json, headers = {}) => call(sandbox, 'POST', UPLOAD, { token, json, headers });
const putPart = async (url, bytes, headers = {}) => answerOf(await fetch(url, { method: 'PUT', body: bytes, headers }));
const bytesOf = (size, seed) => {
	const buffer = Buffer.alloc(size);
	for (let index = 0; index < size; index += 4096) buffer[index] = (index / 4096 + seed) % 251;
	return buffer;
};

describe('signed S3 upload', () => {
	it('hands out part URLs on the sandbox with an expiry, then completes once into an object', async () => {
		const first = await getUrls('?parts=2&minutesExpiration=5');
		expect(first.status).toBe(200);
		expect(first.body.urls).toHaveLength(2);
		expect(first.body.uploadKey).toEqual(expect.any(String));
		expect(Date.parse(first.body.urlExpiration) - Date.now()).toBeGreaterThan(4 * 60_000);
		expect(new URL(first.body.urls[0]).origin).toBe(sandbox.url);
		expect(new URL(first.body.urls[0]).searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
		const parts = [bytesOf(5 * MIB, 1), bytesOf(1234, 2)];
		for (const [index, part] of parts.entries()) {
			const answer = await putPart(first.body.urls[index], part);
			expect(answer.status).toBe(200);
			expect(answer.headers.get('etag')).toBe(`"${crypto.createHash('md5').update(part).digest('hex')}"`);
		}
		const done = await complete({ uploadKey: first.body.uploadKey, size: 5 * MIB + 1234 }, { 'x-ads-meta-Content-Type': 'application/vnd.autodesk.revit' });
		expect(done.status).toBe(200);
		expect(done.body).toMatchObject({ bucketKey: 'files', objectKey: 'model.rvt', objectId: 'urn:adsk.objects:os.object:files/model.rvt', size: 5 * MIB + 1234, contentType: 'application/vnd.autodesk.revit' });
		expect(done.body.sha1).toBe(crypto.createHash('sha1').update(Buffer.concat(parts)).digest('hex'));
		const again = await complete({ uploadKey: first.body.uploadKey });
		expect(again.status).toBe(400);
		expect(again.body.reason).toMatch(/already completed/);
		expect((await putPart(first.body.urls[0], parts[0])).status).toBe(404);
	});

	it('gives more URLs for an open uploadKey (firstPart), for this object only', async () => {
		const first = await getUrls('?parts=1');
		const more = await getUrls(`?parts=3&firstPart=2&uploadKey=${first.body.uploadKey}`);
		expect(more.status).toBe(200);
		expect(more.body.uploadKey).toBe(first.body.uploadKey);
		expect(more.body.urls.map((url) => new URL(url).searchParams.get('partNumber'))).toEqual(['2', '3', '4']);
		const elsewhere = await call(sandbox, 'GET', `/oss/v2/buckets/files/objects/other.rvt/signeds3upload?uploadKey=${first.body.uploadKey}`, { token });
		expect(elsewhere.status).toBe(400);
	});

	it.each([['parts=0'], ['parts=26'], ['firstPart=0'], ['minutesExpiration=61'], ['parts=two']])('refuses %s', async (query) => {
		const response = await getUrls(`?${query}`);
		expect(response.status).toBe(400);
		expect(response.body.reason).toEqual(expect.any(String));
	});

	it('refuses to complete a part under 5 MB that is not the last, a gap, or nothing uploaded', async () => {
		const session = (await getUrls('?parts=3')).body;
		expect((await complete({ uploadKey: session.uploadKey })).body.parts).toEqual([{ firstPart: 1, status: 'Pending' }]);
		await putPart(session.urls[0], bytesOf(MIB, 1));
		await putPart(session.urls[2], bytesOf(10, 3));
		const gap = await complete({ uploadKey: session.uploadKey });
		expect(gap.status).toBe(400);
		expect(gap.body.parts.map((part) => part.status)).toEqual(['TooSmall', 'Pending', 'Ok']);
		await putPart(session.urls[1], bytesOf(10, 2));
		const small = await complete({ uploadKey: session.uploadKey });
		expect(small.body.parts.map((part) => part.status)).toEqual(['TooSmall', 'TooSmall', 'Ok']);
		await call(sandbox, 'POST', '/__sandbox/oss/settings', { json: { minPartBytes: 10 } });
		expect((await complete({ uploadKey: session.uploadKey, size: 11 })).status).toBe(400);
		expect((await complete({ uploadKey: session.uploadKey, size: MIB + 20 })).status).toBe(200);
	});

	it('a part sent again replaces the earlier one', async () => {
		const session = (await getUrls('?parts=1')).body;
		await putPart(session.urls[0], Buffer.from('first'));
		await putPart(session.urls[0], Buffer.from('second'));
		expect((await complete({ uploadKey: session.uploadKey })).body.size).toBe(6);
	});

	it('refuses a part URL that expired, was tampered with, or comes with an Authorization header', async () => {
		const session = (await getUrls('?parts=2&minutesExpiration=1')).body;
		const tampered = session.urls[0].replace('partNumber=1', 'partNumber=2');
		const badSignature = await putPart(tampered, Buffer.from('x'));
		expect(badSignature.status).toBe(403);
		expect(badSignature.text).toMatch(/<Code>SignatureDoesNotMatch<\/Code>/);
		const withToken = await putPart(session.urls[0], Buffer.from('x'), { authorization: `Bearer ${token}` });
		expect(withToken.status).toBe(400);
		expect(withToken.text).toMatch(/Only one auth mechanism allowed/);
		sandbox.ctx.clock.advance(61_000);
		const expired = await putPart(session.urls[0], Buffer.from('x'));
		expect(expired.status).toBe(403);
		expect(expired.text).toMatch(/Request has expired/);
	});

	it('answers a refused or faulted 6 MB part with its status (the body is read, not reset)', async () => {
		const session = (await getUrls('?parts=1')).body;
		await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', method: 'PUT', path: '^/s3/', status: 503 } });
		expect((await putPart(session.urls[0], bytesOf(6 * MIB, 1))).status).toBe(503);
		const tampered = session.urls[0].slice(0, -1) + (session.urls[0].endsWith('0') ? '1' : '0');
		expect((await putPart(tampered, bytesOf(6 * MIB, 1))).status).toBe(403);
		expect((await putPart(session.urls[0], bytesOf(6 * MIB, 1))).status).toBe(200);
		expect(sandbox.ctx.log.find({ method: 'PUT', path: /^\/s3\// }).map((entry) => entry.status)).toEqual([503, 403, 200]);
	});

	it('needs data:write or data:create, and the bucket\'s owner', async () => {
		expect((await call(sandbox, 'GET', UPLOAD, { token: tokenFor(sandbox, { scopes: ['data:read'] }) })).status).toBe(401);
		expect((await call(sandbox, 'GET', UPLOAD, { token: tokenFor(sandbox, { scopes: ['data:create'] }) })).status).toBe(200);
		expect((await call(sandbox, 'GET', UPLOAD, { token: tokenFor(sandbox, { clientId: 'other-app', scopes: ['data:write'] }) })).status).toBe(403);
		expect((await call(sandbox, 'GET', '/oss/v2/buckets/nobucket/objects/a/signeds3upload', { token })).status).toBe(404);
	});
});

async function uploadObject(objectKey, bytes, contentType) {
	const path = `/oss/v2/buckets/files/objects/${encodeURIComponent(objectKey)}/signeds3upload`;
	const session = (await call(sandbox, 'GET', path, { token })).body;
	await putPart(session.urls[0], bytes);
	return call(sandbox, 'POST', path, { token, json: { uploadKey: session.uploadKey }, headers: contentType ? { 'x-ads-meta-Content-Type': contentType } : {} });
}

describe('signed S3 download', () => {
	it('answers a URL that streams the bytes with the stored type, a Range, and expires', async () => {
		const bytes = bytesOf(300_000, 7);
		await uploadObject('plan.pdf', bytes, 'application/pdf');
		const answer = await call(sandbox, 'GET', '/oss/v2/buckets/files/objects/plan.pdf/signeds3download?minutesExpiration=1', { token });
		expect(answer.status).toBe(200);
		expect(answer.body).toMatchObject({ status: 'complete', size: 300_000, sha1: crypto.createHash('sha1').update(bytes).digest('hex'), params: { 'content-type': 'application/pdf' } });
		const download = await fetch(answer.body.url);
		expect(download.status).toBe(200);
		expect(download.headers.get('content-type')).toBe('application/pdf');
		expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
		const part = await fetch(answer.body.url, { headers: { range: 'bytes=10-19' } });
		expect(part.status).toBe(206);
		expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10, 20))).toBe(true);
		expect((await fetch(answer.body.url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(400);
		sandbox.ctx.clock.advance(61_000);
		expect((await fetch(answer.body.url)).status).toBe(403);
	});

	it('answers 404 for an object that does not exist, and a URL of a deleted object stops working', async () => {
		expect((await call(sandbox, 'GET', '/oss/v2/buckets/files/objects/none/signeds3download', { token })).status).toBe(404);
		await uploadObject('temp.bin', Buffer.from('abc'));
		const url = (await call(sandbox, 'GET', '/oss/v2/buckets/files/objects/temp.bin/signeds3download', { token })).body.url;
		await call(sandbox, 'DELETE', '/oss/v2/buckets/files/objects/temp.bin', { token });
		expect((await fetch(url)).status).toBe(404);
	});
});

describe('signed S3 faults: expired and cut', () => {
	const addFault = (spec) => call(sandbox, 'POST', '/__sandbox/faults', { json: spec });
	const downloadUrl = async (objectKey) => (await call(sandbox, 'GET', `/oss/v2/buckets/files/objects/${objectKey}/signeds3download?minutesExpiration=10`, { token })).body.url;

	it('expired: the URL is refused as S3 refuses an expired one (403 AccessDenied, its expiry and the server time), once', async () => {
		await uploadObject('plan.pdf', bytesOf(1000, 3));
		const url = await downloadUrl('plan.pdf');
		await addFault({ kind: 'expired', method: 'GET', path: '^/s3/' });
		const refused = await fetch(url);
		expect(refused.status).toBe(403);
		expect(refused.headers.get('content-type')).toBe('application/xml');
		const xml = await refused.text();
		expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<Error><Code>AccessDenied<\/Code><Message>Request has expired<\/Message><X-Amz-Expires>600<\/X-Amz-Expires><Expires>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/Expires><ServerTime>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/ServerTime><RequestId>[0-9A-F]{16}<\/RequestId><HostId>[^<]+<\/HostId><\/Error>$/);
		const [, expires, serverTime] = /<Expires>([^<]+)<\/Expires><ServerTime>([^<]+)</.exec(xml);
		expect(Date.parse(serverTime) - Date.parse(expires)).toBeGreaterThan(6 * 24 * 3600_000);
		expect((await fetch(url)).status).toBe(200);
	});

	it('expired on a part PUT: refused the same way, nothing stored', async () => {
		const session = (await getUrls('?parts=1')).body;
		await addFault({ kind: 'expired', method: 'PUT', path: '^/s3/' });
		const refused = await putPart(session.urls[0], Buffer.from('abc'));
		expect(refused.status).toBe(403);
		expect(refused.text).toMatch(/<Code>AccessDenied<\/Code><Message>Request has expired<\/Message>/);
		expect((await complete({ uploadKey: session.uploadKey })).status).toBe(400);
	});

	it('cut: the whole Content-Length is announced, 40% of the body comes, then the connection is gone', async () => {
		const bytes = bytesOf(1_000_000, 5);
		await uploadObject('model.rvt', bytes);
		const url = await downloadUrl('model.rvt');
		await addFault({ kind: 'cut', method: 'GET', path: '^/s3/' });
		const answer = await fetch(url);
		expect(answer.status).toBe(200);
		expect(answer.headers.get('content-length')).toBe('1000000');
		let received = 0;
		const reading = (async () => {
			for await (const chunk of answer.body) received += chunk.length;
		})();
		await expect(reading).rejects.toThrow();
		expect(received).toBe(400_000);
		const whole = await fetch(url);
		expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
	});

	it('cut on a part PUT: the connection is gone after part of the body, and the part is not kept', async () => {
		const session = (await getUrls('?parts=1')).body;
		await addFault({ kind: 'cut', method: 'PUT', path: '^/s3/' });
		await expect(fetch(session.urls[0], { method: 'PUT', body: bytesOf(6 * MIB, 1) })).rejects.toThrow();
		expect((await complete({ uploadKey: session.uploadKey })).status).toBe(400);
		expect((await putPart(session.urls[0], Buffer.from('abc'))).status).toBe(200);
	});

	it('a cut fault\'s fraction is below 1', async () => {
		expect((await addFault({ kind: 'cut', fraction: 1 })).status).toBe(400);
	});
});

describe('OSS signed resources', () => {
	it('makes a read URL that needs no token and expires', async () => {
		await uploadObject('share.txt', Buffer.from('hello'), 'text/plain');
		const made = await call(sandbox, 'POST', '/oss/v2/buckets/files/objects/share.txt/signed?access=read', { token, json: { minutesExpiration: 3 } });
		expect(made.status).toBe(200);
		expect(made.body.signedUrl).toMatch(new RegExp(`^${sandbox.url}/oss/v2/signedresources/[0-9a-f-]{36}\\?region=US$`));
		expect(made.body.expiration).toBeGreaterThan(Date.now() + 2 * 60_000);
		const read = await fetch(made.body.signedUrl);
		expect(read.status).toBe(200);
		expect(await read.text()).toBe('hello');
		expect((await fetch(made.body.signedUrl, { method: 'PUT', body: 'no', headers: { 'content-type': 'text/plain' } })).status).toBe(403);
		sandbox.ctx.clock.advance(3 * 60_000 + 1000);
		expect((await fetch(made.body.signedUrl)).status).toBe(403);
	});

	it('a single-use URL works once; readwrite replaces the object; unknown objects 404; bad access 400', async () => {
		await uploadObject('once.txt', Buffer.from('one'));
		const once = await call(sandbox, 'POST', '/oss/v2/buckets/files/objects/once.txt/signed', { token, json: { singleUse: true } });
		expect((await fetch(once.body.signedUrl)).status).toBe(200);
		expect((await fetch(once.body.signedUrl)).status).toBe(403);
		const both = await call(sandbox, 'POST', '/oss/v2/buckets/files/objects/once.txt/signed?access=readwrite', { token, json: {} });
		const replaced = await fetch(both.body.signedUrl, { method: 'PUT', body: 'two!', headers: { 'content-type': 'text/plain' } });
		expect(replaced.status).toBe(200);
		expect((await replaced.json()).size).toBe(4);
		expect(await (await fetch(both.body.signedUrl)).text()).toBe('two!');
		expect((await call(sandbox, 'POST', '/oss/v2/buckets/files/objects/none/signed', { token, json: {} })).status).toBe(404);
		expect((await call(sandbox, 'POST', '/oss/v2/buckets/files/objects/once.txt/signed?access=all', { token, json: {} })).status).toBe(400);
		expect((await call(sandbox, 'POST', '/oss/v2/buckets/files/objects/once.txt/signed', { token, json: { minutesExpiration: 0 } })).status).toBe(400);
	});
});
