'use strict';

const zlib = require('node:zlib');
const { useSandbox, tokenFor, call } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { SEEDED_JOB_ID, ZIP_NAME } = require('../../../../sandbox/seed/dataConnector');
const { LARGE_ZIP_ENTRY } = require('../../../../sandbox/routes/dataConnector/largeZip');

const BASE = `/data-connector/v1/accounts/${SEED.hubs.acc.slice(2)}`;

/** The one stored entry of a ZIP, read through its central directory; its CRC-32 checked. */
function storedEntry(zip) {
	const end = zip.length - 22;
	expect(zip.readUInt32LE(end)).toBe(0x06054b50);
	expect(zip.readUInt16LE(end + 10)).toBe(1);
	const central = zip.readUInt32LE(end + 16);
	expect(zip.readUInt32LE(central)).toBe(0x02014b50);
	expect(zip.readUInt16LE(central + 10)).toBe(0);
	const crc = zip.readUInt32LE(central + 16);
	const size = zip.readUInt32LE(central + 20);
	const nameLength = zip.readUInt16LE(central + 28);
	const name = zip.toString('utf8', central + 46, central + 46 + nameLength);
	const local = zip.readUInt32LE(central + 42);
	expect(zip.readUInt32LE(local)).toBe(0x04034b50);
	expect(zip.readUInt32LE(local + 14)).toBe(crc);
	const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
	const data = zip.subarray(dataAt, dataAt + size);
	expect(dataAt + size).toBe(central);
	expect(zlib.crc32(data) >>> 0).toBe(crc);
	return { name, data };
}

describe('Data Connector: the extract ZIP made large for benchmarks (zipBytes)', () => {
	const sandbox = useSandbox();
	const token = () => tokenFor(sandbox, { userId: SEED.users.admin, scopes: ['data:read'] });

	test('listing and download give a valid ZIP of exactly zipBytes, generated as it is sent, its bytes incompressible as a deflated extract\'s', async () => {
		const zipBytes = 3 * 1024 * 1024 + 7;
		const set = await call(sandbox, 'POST', '/__sandbox/dataConnector/settings', { json: { zipBytes } });
		expect(set.status).toBe(200);
		const listing = await call(sandbox, 'GET', `${BASE}/jobs/${SEEDED_JOB_ID}/data-listing`, { token: token() });
		expect(listing.body.find((file) => file.name === ZIP_NAME).size).toBe(zipBytes);
		const { signedUrl } = (await call(sandbox, 'GET', `${BASE}/jobs/${SEEDED_JOB_ID}/data/${ZIP_NAME}`, { token: token() })).body;
		const answer = await fetch(signedUrl);
		expect(answer.headers.get('content-length')).toBe(String(zipBytes));
		const zip = Buffer.from(await answer.arrayBuffer());
		expect(zip.length).toBe(zipBytes);
		const entry = storedEntry(zip);
		expect(entry.name).toBe(LARGE_ZIP_ENTRY);
		expect(zlib.deflateRawSync(entry.data.subarray(0, 1024 * 1024)).length).toBeGreaterThan(1024 * 1024);
		const csv = await fetch((await call(sandbox, 'GET', `${BASE}/jobs/${SEEDED_JOB_ID}/data/issues_issues.csv`, { token: token() })).body.signedUrl);
		expect(csv.headers.get('content-type')).toBe('text/csv');
		expect((await csv.arrayBuffer()).byteLength).toBeLessThan(10_000);
	});

	test('0 gives the extract its built ZIP again; a size no ZIP can have is refused', async () => {
		expect((await call(sandbox, 'POST', '/__sandbox/dataConnector/settings', { json: { zipBytes: 10 } })).status).toBe(400);
		expect((await call(sandbox, 'POST', '/__sandbox/dataConnector/settings', { json: { zipBytes: 2 ** 32 } })).status).toBe(400);
		await call(sandbox, 'POST', '/__sandbox/dataConnector/settings', { json: { zipBytes: 4096 } });
		await call(sandbox, 'POST', '/__sandbox/dataConnector/settings', { json: { zipBytes: 0 } });
		const listing = await call(sandbox, 'GET', `${BASE}/jobs/${SEEDED_JOB_ID}/data-listing`, { token: token() });
		expect(listing.body.find((file) => file.name === ZIP_NAME).size).toBeLessThan(4096);
	});
});
