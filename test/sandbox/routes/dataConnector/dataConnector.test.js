'use strict';

const zlib = require('node:zlib');
const { useSandbox, tokenFor, call } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { SEEDED_JOB_ID, SEEDED_REQUEST_ID, ZIP_NAME } = require('../../../../sandbox/seed/dataConnector');

const ACCOUNT = SEED.hubs.acc.slice(2);
const BASE = `/data-connector/v1/accounts/${ACCOUNT}`;
const SCOPES = ['data:read', 'data:write', 'data:create'];

/** The entries of a ZIP, read from its central directory, each inflated. */
function unzip(buffer) {
	const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
	const count = buffer.readUInt16LE(end + 10);
	let at = buffer.readUInt32LE(end + 16);
	const entries = {};
	for (let index = 0; index < count; index++) {
		const compressed = buffer.readUInt32LE(at + 20);
		const nameLength = buffer.readUInt16LE(at + 28);
		const extra = buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
		const offset = buffer.readUInt32LE(at + 42);
		const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
		const dataAt = offset + 30 + buffer.readUInt16LE(offset + 26) + buffer.readUInt16LE(offset + 28);
		entries[name] = zlib.inflateRawSync(buffer.subarray(dataAt, dataAt + compressed)).toString('utf8');
		at += 46 + nameLength + extra;
	}
	return entries;
}

describe('Data Connector (the reference pages data-connector/v1/accounts/{accountId}/...)', () => {
	const sandbox = useSandbox();
	const token = (userId = SEED.users.admin, scopes = SCOPES) => tokenFor(sandbox, { userId, scopes });

	test('the seeded request and its completed job: listing, a signed URL valid 60 s, CSV and a valid ZIP', async () => {
		const listed = await call(sandbox, 'GET', `${BASE}/requests`, { token: token() });
		expect(listed.body).toMatchObject({ pagination: { limit: 20, offset: 0, totalResults: 1 }, results: [{ id: SEEDED_REQUEST_ID, serviceGroups: ['issues', 'rfis'] }] });
		const jobs = await call(sandbox, 'GET', `${BASE}/requests/${SEEDED_REQUEST_ID}/jobs`, { token: token() });
		expect(jobs.body.results).toEqual([expect.objectContaining({ id: SEEDED_JOB_ID, status: 'complete', completionStatus: 'success' })]);
		const files = await call(sandbox, 'GET', `${BASE}/jobs/${SEEDED_JOB_ID}/data-listing`, { token: token() });
		expect(files.body.map((file) => file.name)).toEqual(['issues_issues.csv', 'rfis_rfis.csv', 'README.txt', 'issues_schema.json', 'rfis_schema.json', ZIP_NAME]);
		const csvUrl = (await call(sandbox, 'GET', `${BASE}/jobs/${SEEDED_JOB_ID}/data/issues_issues.csv`, { token: token() })).body.signedUrl;
		const csv = await fetch(csvUrl);
		expect(csv.status).toBe(200);
		const text = await csv.text();
		expect(text.split('\r\n')[0]).toBe('id,display_id,title,status,created_at');
		expect(text).toContain('"Door ""A2"", north wall\nsee photo"');
		expect(text.split('\r\n')[1]).toBe('iss-0001,1,issues record 1,open,2024-03-01 08:00:00.000');
		const schemaUrl = (await call(sandbox, 'GET', `${BASE}/jobs/${SEEDED_JOB_ID}/data/issues_schema.json`, { token: token() })).body.signedUrl;
		const schema = await fetch(schemaUrl);
		expect(schema.headers.get('content-type')).toBe('application/json');
		expect((await schema.json()).tables[0]).toMatchObject({ name: 'issues', columns: expect.arrayContaining([{ name: 'created_at', type: 'timestamp: SQL (YYYY-MM-DD HH:MM:SS.mmm) (UTC)', description: 'The created at.' }]) });
		const zipUrl = (await call(sandbox, 'GET', `${BASE}/jobs/${SEEDED_JOB_ID}/data/${ZIP_NAME}`, { token: token() })).body.signedUrl;
		const zip = Buffer.from(await (await fetch(zipUrl)).arrayBuffer());
		expect(unzip(zip)['issues_issues.csv']).toBe(text);
		expect(Object.keys(unzip(zip))).toEqual(['issues_issues.csv', 'rfis_rfis.csv', 'README.txt', 'issues_schema.json', 'rfis_schema.json']);
		sandbox.ctx.clock.advance(61_000);
		const expired = await fetch(csvUrl);
		expect(expired.status).toBe(403);
		expect(await expired.text()).toContain('<Code>AccessDenied</Code>');
	});

	test('a new ONE_TIME request spawns a job: queued, running, complete on the sandbox clock; its listing 404 until then', async () => {
		const created = await call(sandbox, 'POST', `${BASE}/requests`, { token: token(), json: { scheduleInterval: 'ONE_TIME', effectiveFrom: new Date(sandbox.ctx.clock.now()).toISOString(), serviceGroups: ['admin'] } });
		expect(created.status).toBe(201);
		const jobs = await call(sandbox, 'GET', `${BASE}/requests/${created.body.id}/jobs`, { token: token() });
		const job = jobs.body.results[0];
		expect(job).toMatchObject({ status: 'queued', completionStatus: null });
		expect((await call(sandbox, 'GET', `${BASE}/jobs/${job.id}/data-listing`, { token: token() })).status).toBe(404);
		sandbox.ctx.clock.advance(1000);
		expect((await call(sandbox, 'GET', `${BASE}/jobs/${job.id}`, { token: token() })).body.status).toBe('running');
		sandbox.ctx.clock.advance(2000);
		expect((await call(sandbox, 'GET', `${BASE}/jobs/${job.id}`, { token: token() })).body).toMatchObject({ status: 'complete', completionStatus: 'success' });
		expect((await call(sandbox, 'GET', `${BASE}/jobs/${job.id}/data-listing`, { token: token() })).body.map((file) => file.name)).toContain('admin_projects.csv');
		expect((await call(sandbox, 'DELETE', `${BASE}/jobs/${job.id}`, { token: token() })).status).toBe(409);
	});

	test('refuses what the reference refuses: no service group, a recurring schedule without its end, 51 projects, a two-legged token, a user without rights, a token without data:read', async () => {
		const post = (json, options = {}) => call(sandbox, 'POST', `${BASE}/requests`, { token: token(), json, ...options });
		const from = '2026-01-01T00:00:00.000Z';
		expect((await post({ scheduleInterval: 'ONE_TIME', effectiveFrom: from, serviceGroups: [] })).body).toMatchObject({ code: 'ERR_BAD_INPUT' });
		expect((await post({ scheduleInterval: 'WEEK', effectiveFrom: from, serviceGroups: ['issues'] })).body.message).toMatch(/effectiveTo is required/);
		const many = Array.from({ length: 51 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
		expect((await post({ scheduleInterval: 'ONE_TIME', effectiveFrom: from, serviceGroups: ['issues'], projectIdList: many })).body.message).toMatch(/at most 50/);
		const app = tokenFor(sandbox, { userId: null, scopes: SCOPES });
		expect((await call(sandbox, 'GET', `${BASE}/requests`, { token: app, headers: { 'x-user-id': SEED.users.admin } })).status).toBe(403);
		expect((await call(sandbox, 'GET', `${BASE}/requests`, { token: token(SEED.users.member) })).status).toBe(403);
		expect((await call(sandbox, 'GET', `${BASE}/requests`, { token: token(SEED.users.admin, ['data:write']) })).status).toBe(401);
	});

	test('PATCH changes what it names; DELETE removes; cancelling a queued job completes it as cancelled', async () => {
		const created = await call(sandbox, 'POST', `${BASE}/requests`, { token: token(), json: { scheduleInterval: 'ONE_TIME', effectiveFrom: new Date(sandbox.ctx.clock.now()).toISOString(), serviceGroups: ['rfis'] } });
		const path = `${BASE}/requests/${created.body.id}`;
		const patched = await call(sandbox, 'PATCH', path, { token: token(), json: { description: 'RFIs' } });
		expect(patched.body).toMatchObject({ description: 'RFIs', serviceGroups: ['rfis'] });
		const job = (await call(sandbox, 'GET', `${path}/jobs`, { token: token() })).body.results[0];
		expect((await call(sandbox, 'DELETE', `${BASE}/jobs/${job.id}`, { token: token() })).status).toBe(204);
		expect((await call(sandbox, 'GET', `${BASE}/jobs/${job.id}`, { token: token() })).body).toMatchObject({ status: 'complete', completionStatus: 'cancelled' });
		expect((await call(sandbox, 'DELETE', path, { token: token() })).status).toBe(204);
		expect((await call(sandbox, 'GET', path, { token: token() })).status).toBe(404);
	});
});

describe('Data Connector callbacks', () => {
	const sandbox = useSandbox();

	test('a job that completes calls its request\'s callback URL once, with the job\'s ids and outcome', async () => {
		const received = [];
		const http = require('node:http');
		const server = http.createServer((request, response) => {
			let text = '';
			request.on('data', (chunk) => (text += chunk)).on('end', () => {
				received.push(JSON.parse(text));
				response.end('ok');
			});
		});
		await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
		try {
			const token = tokenFor(sandbox, { userId: SEED.users.admin, scopes: SCOPES });
			const callbackUrl = `http://127.0.0.1:${server.address().port}/hook`;
			const created = await call(sandbox, 'POST', `${BASE}/requests`, { token, json: { scheduleInterval: 'ONE_TIME', effectiveFrom: '2024-01-01T00:00:00Z', serviceGroups: ['issues'], callbackUrl } });
			sandbox.ctx.clock.advance(3000);
			sandbox.ctx.clock.advance(3000);
			for (let wait = 0; wait < 50 && !received.length; wait++) await new Promise((resolve) => setTimeout(resolve, 20));
			await new Promise((resolve) => setTimeout(resolve, 300));
			expect(received).toEqual([expect.objectContaining({ requestId: created.body.id, status: 'complete', completionStatus: 'success', jobId: expect.any(String) })]);
		} finally {
			server.close();
		}
	});
});
