'use strict';

/** Translation results: derivative downloads through signed cookies, metadata views, object trees, properties. */

const zlib = require('node:zlib');
const { useSandbox, tokenFor, call, answerOf } = require('./support');

const BASE = '/modelderivative/v2/designdata';
const urnOf = (objectId) => Buffer.from(objectId).toString('base64url');
const PART = urnOf('urn:adsk.objects:os.object:bucket/bracket.ipt');
const LARGE = urnOf('urn:adsk.objects:os.object:bucket/large-plant.ipt');

let token;
const sandbox = useSandbox({
	each: () => {
		token = tokenFor(sandbox, { scopes: ['data:read', 'data:write', 'data:create'] });
		sandbox.ctx.state.derivative.settings.durationMs = 0;
	},
});

const get = (path, headers = {}) => call(sandbox, 'GET', path, { token, headers });
async function translate(urn, formats) {
	const answer = await call(sandbox, 'POST', `${BASE}/job`, { token, json: { input: { urn }, output: { formats } } });
	expect(answer.status).toBe(200);
	return (await get(`${BASE}/${urn}/manifest`)).body;
}
const fileUrn = (manifest, type) => manifest.derivatives.find((derivative) => derivative.outputType === type).children[0].urn;
const cookieHeader = (headers) => headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');

describe('derivative downloads', () => {
	it('answers a CDN URL and three expiring CloudFront cookies; the CDN gives the bytes only with them', async () => {
		const manifest = await translate(PART, [{ type: 'obj' }, { type: 'step' }]);
		const objUrn = fileUrn(manifest, 'obj');
		const signed = await get(`${BASE}/${PART}/manifest/${encodeURIComponent(objUrn)}/signedcookies`);
		expect(signed.status).toBe(200);
		expect(signed.body).toEqual({ etag: expect.any(String), size: expect.any(Number), url: expect.stringContaining('/cdn/derivatives/'), 'content-type': 'application/octet-stream', expiration: expect.any(Number) });
		const cookies = signed.headers.getSetCookie();
		expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(['CloudFront-Policy', 'CloudFront-Signature', 'CloudFront-Key-Pair-Id']);
		for (const cookie of cookies) expect(cookie).toMatch(/; Expires=.+ GMT;/);

		const withCookies = await fetch(signed.body.url, { headers: { cookie: cookieHeader(signed.headers) } });
		expect(withCookies.status).toBe(200);
		const text = await withCookies.text();
		expect(text).toMatch(/^# bracket\.obj/);
		expect(text).toMatch(/\nv 1 1 1\n/);
		expect(text).toMatch(/\nf 1 2 3 4\n/);
		expect(Buffer.byteLength(text)).toBe(signed.body.size);

		expect((await fetch(signed.body.url)).status).toBe(403);
		const bearer = await fetch(signed.body.url, { headers: { cookie: cookieHeader(signed.headers), authorization: `Bearer ${token}` } });
		expect(bearer.status).toBe(400);
		expect(await bearer.text()).toMatch(/Only one auth mechanism allowed/);

		const stepUrn = fileUrn(manifest, 'step');
		const stepSigned = await get(`${BASE}/${PART}/manifest/${encodeURIComponent(stepUrn)}/signedcookies`);
		const crossed = await fetch(stepSigned.body.url, { headers: { cookie: cookieHeader(signed.headers) } });
		expect(crossed.status).toBe(403);
		const step = await fetch(stepSigned.body.url, { headers: { cookie: cookieHeader(stepSigned.headers) } });
		expect((await step.text()).startsWith('ISO-10303-21;\nHEADER;')).toBe(true);
	});

	it('refuses cookies once they have expired (minutes-expiration)', async () => {
		const manifest = await translate(PART, [{ type: 'stl' }]);
		const signed = await get(`${BASE}/${PART}/manifest/${encodeURIComponent(fileUrn(manifest, 'stl'))}/signedcookies?minutes-expiration=5`);
		expect(signed.body.expiration - Date.now()).toBeLessThanOrEqual(5 * 60_000 + 1000);
		const cookie = cookieHeader(signed.headers);
		expect((await fetch(signed.body.url, { headers: { cookie } })).status).toBe(200);
		sandbox.ctx.clock.advance(5 * 60_000);
		expect((await fetch(signed.body.url, { headers: { cookie } })).status).toBe(403);
		const tooLong = await get(`${BASE}/${PART}/manifest/${encodeURIComponent(fileUrn(manifest, 'stl'))}/signedcookies?minutes-expiration=361`);
		expect(tooLong.status).toBe(400);
	});

	it('HEAD gives the size; a URN the manifest does not list is 404', async () => {
		const manifest = await translate(PART, [{ type: 'iges' }]);
		const head = await fetch(`${sandbox.url}${BASE}/${PART}/manifest/${encodeURIComponent(fileUrn(manifest, 'iges'))}`, { method: 'HEAD', headers: { authorization: `Bearer ${token}` } });
		expect(head.status).toBe(200);
		expect(Number(head.headers.get('content-length'))).toBeGreaterThan(80);
		const other = `urn:adsk.viewing:fs.file:${PART}/output/obj/bracket.obj`;
		const missing = await get(`${BASE}/${PART}/manifest/${encodeURIComponent(other)}/signedcookies`);
		expect(missing.status).toBe(404);
		expect(missing.body.diagnostic).toMatch(/lists no derivative/);
	});

	it.each([[100], [200], [400]])('a %i px thumbnail is a real PNG of that size', async (size) => {
		await translate(PART, [{ type: 'svf2', views: ['3d'] }]);
		const response = await fetch(`${sandbox.url}${BASE}/${PART}/thumbnail?width=${size}&height=${size}`, { headers: { authorization: `Bearer ${token}` } });
		const png = Buffer.from(await response.arrayBuffer());
		expect(response.headers.get('content-type')).toBe('image/png');
		expect(png.subarray(1, 4).toString()).toBe('PNG');
		expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
		const idatLength = png.readUInt32BE(33);
		expect(zlib.inflateSync(png.subarray(41, 41 + idatLength))).toHaveLength(size * (1 + size * 3));
	});
});

describe('metadata and properties', () => {
	async function firstView(urn) {
		await translate(urn, [{ type: 'svf2', views: ['2d', '3d'] }]);
		const views = await get(`${BASE}/${urn}/metadata`);
		expect(views.status).toBe(200);
		return views.body.data.metadata;
	}

	it('lists the views of the SVF2 derivative with their guids; without SVF it is 404', async () => {
		const views = await firstView(PART);
		expect(views.map((view) => view.role).sort()).toEqual(['2d', '3d']);
		const manifest = (await get(`${BASE}/${PART}/manifest`)).body;
		const geometry = manifest.derivatives[0].children.filter((child) => child.type === 'geometry').map((child) => child.guid);
		expect(views.map((view) => view.guid).sort()).toEqual(geometry.sort());
		const other = urnOf('urn:adsk.objects:os.object:bucket/only-obj.ipt');
		await translate(other, [{ type: 'obj' }]);
		expect((await get(`${BASE}/${other}/metadata`)).status).toBe(404);
	});

	it('answers 202 for the first reads of a view (as set), then the tree and the properties', async () => {
		const [view] = await firstView(PART);
		await call(sandbox, 'POST', '/__sandbox/derivative/settings', { json: { propertiesPendingReads: 2 } });
		const first = await get(`${BASE}/${PART}/metadata/${view.guid}`);
		const second = await get(`${BASE}/${PART}/metadata/${view.guid}/properties`);
		expect([first.status, second.status]).toEqual([202, 202]);
		expect(first.body).toEqual({ result: 'success' });
		const tree = await get(`${BASE}/${PART}/metadata/${view.guid}`);
		expect(tree.status).toBe(200);
		expect(tree.body.data.type).toBe('objects');
		expect(tree.body.data.objects[0]).toMatchObject({ objectid: 1, name: 'bracket', objects: [expect.objectContaining({ name: 'Model' })] });
		const properties = await get(`${BASE}/${PART}/metadata/${view.guid}/properties`);
		expect(properties.body.data.collection.map((object) => object.objectid)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
		const one = await get(`${BASE}/${PART}/metadata/${view.guid}/properties?objectid=4`);
		expect(one.body.data.collection).toEqual([expect.objectContaining({ objectid: 4, name: 'Box', properties: expect.objectContaining({ Material: 'ABS Plastic' }) })]);
	});

	it('a large model refuses all properties at once (413) and pages them through properties:query', async () => {
		const [view] = await firstView(LARGE);
		const all = await get(`${BASE}/${LARGE}/metadata/${view.guid}/properties`);
		expect(all.status).toBe(413);
		expect(all.body.diagnostic).toMatch(/forceget/);
		const query = (json) => call(sandbox, 'POST', `${BASE}/${LARGE}/metadata/${view.guid}/properties:query`, { token, json });
		const everyId = ['objectid', ...Array.from({ length: 3041 }, (_, index) => index + 1)];
		const page = await query({ query: { $in: everyId }, fields: ['properties'], pagination: { offset: 1000, limit: 1000 } });
		expect(page.status).toBe(200);
		expect(page.body.pagination).toEqual({ offset: 1000, limit: 1000, totalResults: 3041 });
		expect(page.body.data.collection[0].properties.Name).toBe('Part 14-11');
		expect(page.body.data.collection).toHaveLength(1000);
		const picked = await query({ query: { $in: ['objectid', 5, 3000] }, fields: ['objectid', 'properties.Mass*'], pagination: { offset: 0, limit: 10 } });
		expect(picked.body.data.collection).toEqual([
			{ objectid: 5, properties: { 'Mass Properties': expect.any(Object) } },
			{ objectid: 3000, properties: { 'Mass Properties': expect.any(Object) } },
		]);
		expect((await query({ query: { $in: ['objectid', 1] }, fields: ['name'], pagination: { offset: 0, limit: 1001 } })).status).toBe(400);
		const noQuery = await query({ fields: ['name'], pagination: { offset: 0, limit: 10 } });
		expect([noQuery.status, noQuery.body.diagnostic]).toEqual([400, 'query is required.']);
	});
});

it('refuses a CDN request whose cookie was signed by nobody', async () => {
	const forged = Buffer.from(JSON.stringify({ Statement: [{ Resource: `${sandbox.url}/cdn/derivatives/US/x/y.obj`, Condition: { DateLessThan: { 'AWS:EpochTime': 9e9 } } }] })).toString('base64url');
	const answer = await answerOf(await fetch(`${sandbox.url}/cdn/derivatives/US/x/y.obj`, { headers: { cookie: `CloudFront-Policy=${forged}; CloudFront-Signature=abc; CloudFront-Key-Pair-Id=K2SANDBOXKEYPAIRID` } }));
	expect(answer.status).toBe(403);
	expect(answer.text).toMatch(/AccessDenied/);
});
