'use strict';

/** object / getSignedUrl through n8n's engine against the sandbox: the URL works as its access says. */

const { useObjectSandbox } = require('../../../../support/oss');

const { sandbox, runObject, upload, log } = useObjectSandbox();
const signedRequests = () => log('POST', /\/signed$/);

it('Write access: access=write in the query; the URL replaces the object without a token and does not read it', async () => {
	await upload('plans/draft.txt', Buffer.from('draft 1'), 'text/plain');
	sandbox.ctx.log.clear();
	const { items, error } = await runObject({ operation: 'getSignedUrl', objectKey: 'plans/draft.txt', access: 'write', minutesExpiration: 10, singleUse: false });
	expect(error).toBeUndefined();
	expect(items).toEqual([
		{
			json: { bucketKey: 'models', objectKey: 'plans/draft.txt', access: 'write', signedUrl: expect.stringMatching(/\/oss\/v2\/signedresources\/[^/?]+(\?|$)/), expiration: expect.any(Number), singleUse: false },
			pairedItem: { item: 0 },
		},
	]);
	const [request] = signedRequests();
	expect(request.path).toBe('/oss/v2/buckets/models/objects/plans%2Fdraft.txt/signed');
	expect(request.query).toEqual({ access: 'write' });
	expect(request.headers.authorization).toMatch(/^Bearer /);
	expect(JSON.parse(request.body)).toEqual({ minutesExpiration: 10, singleUse: false });
	const { signedUrl } = items[0].json;
	expect((await fetch(signedUrl)).status).toBe(403);
	const put = await fetch(signedUrl, { method: 'PUT', body: 'draft 2', headers: { 'content-type': 'text/plain' } });
	expect(put.status).toBe(200);
	const read = await runObject({ operation: 'download', objectKey: 'plans/draft.txt', binaryPropertyName: 'data' });
	expect(Buffer.from(read.items[0].binary.data.data, 'base64').toString()).toBe('draft 2');
});

it('Single Use: the URL reads once; Continue On Fail keeps a missing object\'s 404 to its own item', async () => {
	await upload('once.txt', Buffer.from('only once'), 'text/plain');
	sandbox.ctx.log.clear();
	const { items, error } = await runObject(
		{ operation: 'getSignedUrl', objectKey: '={{ $json.key }}', access: 'read', minutesExpiration: 2, singleUse: true },
		{ continueOnFail: true, items: [{ json: { key: 'none.txt' } }, { json: { key: 'once.txt' } }] },
	);
	expect(error).toBeUndefined();
	expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
	expect(items[0].json).toMatchObject({ httpCode: '404', error: expect.stringMatching(/^Get a signed URL failed: Object none.txt does not exist/) });
	expect(items[1].json).toMatchObject({ objectKey: 'once.txt', access: 'read', singleUse: true });
	expect(signedRequests().map((entry) => [entry.status, JSON.parse(entry.body)])).toEqual([
		[404, { minutesExpiration: 2, singleUse: true }],
		[200, { minutesExpiration: 2, singleUse: true }],
	]);
	expect(await (await fetch(items[1].json.signedUrl)).text()).toBe('only once');
	expect((await fetch(items[1].json.signedUrl)).status).toBe(403);
});
