'use strict';

const zlib = require('node:zlib');
const { useSandbox, call } = require('../../../../support/sandbox');
const { SEEDED_JOB_ID, ZIP_NAME, extraction, extractionRequests, runExtraction } = require('../extractionSandbox');

const fileOf = (sandbox, name) => sandbox.ctx.state.dataConnector.jobs.get(SEEDED_JOB_ID).files.find((file) => file.name === name).content;
const bytesOf = (item, field = 'data') => Buffer.from(item.binary[field].data, 'base64');
const download = (extra) => extraction('dataFile', { operation: 'download', jobId: SEEDED_JOB_ID, ...extra });

/** The names and inflated contents of a ZIP's entries (its local headers, in order). */
function entriesOf(zip) {
	const entries = {};
	let at = 0;
	while (zip.readUInt32LE(at) === 0x04034b50) {
		const size = zip.readUInt32LE(at + 18);
		const nameLength = zip.readUInt16LE(at + 26);
		const extra = zip.readUInt16LE(at + 28);
		const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
		const start = at + 30 + nameLength + extra;
		entries[name] = zlib.inflateRawSync(zip.subarray(start, start + size));
		at = start + size;
	}
	return entries;
}

describe('dataFile download through the n8n engine', () => {
	const sandbox = useSandbox();

	test('one CSV file into the binary field, its bytes as the extract holds them', async () => {
		const { items, error } = await runExtraction(sandbox, download({ fileSelection: 'one', fileName: 'issues_issues.csv', output: 'binary', binaryPropertyName: 'table' }));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(bytesOf(items[0], 'table').equals(fileOf(sandbox, 'issues_issues.csv'))).toBe(true);
		expect(items[0].binary.table).toMatchObject({ fileName: 'issues_issues.csv', mimeType: 'text/csv' });
		expect(items[0].json).toEqual({ jobId: SEEDED_JOB_ID, name: 'issues_issues.csv', size: fileOf(sandbox, 'issues_issues.csv').length });
		const signed = sandbox.ctx.log.find({ method: 'GET', path: /^\/s3\/data-connector\// });
		expect(signed).toHaveLength(1);
		expect(signed[0].headers.authorization).toBeUndefined();
	});

	test('several named files: one item each; the ZIP whole and valid', async () => {
		const several = await runExtraction(sandbox, download({ fileSelection: 'several', fileNames: 'rfis_rfis.csv, README.txt' }));
		expect(several.items.map((item) => item.json.name)).toEqual(['rfis_rfis.csv', 'README.txt']);
		expect(bytesOf(several.items[1]).equals(fileOf(sandbox, 'README.txt'))).toBe(true);
		const zip = await runExtraction(sandbox, download({ fileSelection: 'zip' }));
		const bytes = bytesOf(zip.items[0]);
		expect(zip.items[0].binary.data).toMatchObject({ fileName: ZIP_NAME, mimeType: 'application/zip' });
		const entries = entriesOf(bytes);
		expect(Object.keys(entries)).toEqual(['issues_issues.csv', 'rfis_rfis.csv', 'README.txt', 'issues_schema.json', 'rfis_schema.json']);
		expect(entries['rfis_rfis.csv'].equals(fileOf(sandbox, 'rfis_rfis.csv'))).toBe(true);
	});

	test('a JSON file of the extract (a table schema) into the binary field, its bytes whole', async () => {
		const { items, error } = await runExtraction(sandbox, download({ fileName: 'issues_schema.json' }));
		expect(error).toBeUndefined();
		expect(bytesOf(items[0]).equals(fileOf(sandbox, 'issues_schema.json'))).toBe(true);
		expect(items[0].binary.data).toMatchObject({ fileName: 'issues_schema.json', mimeType: 'application/json' });
	});

	test('a signed URL refused as expired: a fresh one is asked for once and the download completes', async () => {
		await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'expired', method: 'GET', path: '^/s3/data-connector/' } });
		const { items, error } = await runExtraction(sandbox, download({ fileName: 'rfis_rfis.csv' }));
		expect(error).toBeUndefined();
		expect(bytesOf(items[0]).equals(fileOf(sandbox, 'rfis_rfis.csv'))).toBe(true);
		expect(extractionRequests(sandbox, '/jobs/[^/]+/data/[^/]+', 'GET')).toHaveLength(2);
		expect(sandbox.ctx.log.find({ method: 'GET', path: /^\/s3\/data-connector\// }).map((entry) => entry.status)).toEqual([403, 200]);
	});

	test('refused again: the error is the signed URL\'s, never the app\'s permissions', async () => {
		await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'expired', method: 'GET', path: '^/s3/data-connector/', times: 2 } });
		const { error } = await runExtraction(sandbox, download({ fileName: 'rfis_rfis.csv' }));
		expect(error.message).toMatch(/the signed URL was refused .*and so was a fresh one asked for once/);
		expect(error.description).not.toMatch(/permission in the account|Account Admin|executive overview/);
	});

	test('Output: Link gives the signed URL and its expiry (60 s) and downloads nothing', async () => {
		const started = Date.now();
		const { items, error } = await runExtraction(sandbox, download({ fileSelection: 'zip', output: 'link' }));
		expect(error).toBeUndefined();
		expect(items[0].binary).toBeUndefined();
		expect(items[0].json).toMatchObject({ jobId: SEEDED_JOB_ID, name: ZIP_NAME, url: expect.stringMatching(/^http:\/\/.*\/s3\/data-connector\/.*X-Amz-Expires=60/) });
		const expires = Date.parse(items[0].json.expiresAt);
		expect(expires - started).toBeGreaterThanOrEqual(60_000);
		expect(expires - Date.now()).toBeLessThanOrEqual(60_000);
		expect(sandbox.ctx.log.find({ method: 'GET', path: /^\/s3\// })).toHaveLength(0);
		const fetched = await fetch(items[0].json.url);
		expect(Buffer.from(await fetched.arrayBuffer()).equals(fileOf(sandbox, ZIP_NAME))).toBe(true);
	});

	test('Output: Rows turns a CSV file into one item a row (quotes, commas and line breaks kept), typed by the schema the extract lists; the ZIP is refused before anything is sent', async () => {
		const { items, error } = await runExtraction(sandbox, download({ fileName: 'issues_issues.csv', output: 'rows' }));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(12);
		expect(items[0].json).toEqual({ id: 'iss-0001', display_id: 1, title: 'issues record 1', status: 'open', created_at: '2024-03-01T08:00:00.000Z' });
		expect(items[1].json.title).toBe('Door "A2", north wall\nsee photo');
		expect(items.every((item) => item.pairedItem.item === 0)).toBe(true);
		expect(extractionRequests(sandbox, '/jobs/[^/]+/data-listing', 'GET')).toHaveLength(1);
		expect(extractionRequests(sandbox, '/jobs/[^/]+/data/[^/]+', 'GET').map((entry) => entry.path.split('/').pop()).sort()).toEqual(['issues_issues.csv', 'issues_schema.json']);
		sandbox.ctx.log.clear();
		const zip = await runExtraction(sandbox, download({ fileSelection: 'zip', output: 'rows' }));
		expect(zip.error.message).toBe(`Output Rows reads CSV files only; got "${ZIP_NAME}"`);
		expect(sandbox.ctx.log.entries.filter((entry) => entry.path.startsWith('/data-connector'))).toHaveLength(0);
	});

	test('Output: Rows types each column as the schema says: numbers, booleans, dates, SQL timestamps as ISO text, empty as null; a string column stays text', async () => {
		const { items, error } = await runExtraction(sandbox, download({ fileName: 'rfis_rfis.csv', output: 'rows' }));
		expect(error).toBeUndefined();
		expect(items.slice(0, 3).map((item) => item.json)).toEqual([
			{ id: 'rfi-0001', custom_identifier: '1', title: 'rfis record 1', status: 'open', created_at: '2024-03-01T08:00:00.000Z', due_date: '2024-03-15', cost_impact: true },
			{ id: 'rfi-0002', custom_identifier: '2', title: 'Door "A2", north wall\nsee photo', status: 'answered', created_at: '2024-03-01T09:00:00.000Z', due_date: '2024-03-16', cost_impact: false },
			{ id: 'rfi-0003', custom_identifier: '3', title: 'rfis record 3', status: 'closed', created_at: '2024-03-01T10:00:00.000Z', due_date: null, cost_impact: true },
		]);
	});

	test('Output: Rows: a column the schema does not know stays text (empty too); several files of one group read its schema once', async () => {
		const job = sandbox.ctx.state.dataConnector.jobs.get(SEEDED_JOB_ID);
		const csv = job.files.find((file) => file.name === 'issues_issues.csv');
		csv.content = Buffer.from('id,display_id,created_at,priority_rank,closed\r\niss-0001,7,2024-03-01 08:00:00.000,3,\r\niss-0002,,not a time,,true\r\n');
		job.files.push({ name: 'issues_comments.csv', createdAt: csv.createdAt, content: Buffer.from('id,display_id\r\ncom-1,5\r\n') });
		const { items, error } = await runExtraction(sandbox, download({ fileSelection: 'several', fileNames: 'issues_issues.csv, issues_comments.csv', output: 'rows' }));
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([
			{ id: 'iss-0001', display_id: 7, created_at: '2024-03-01T08:00:00.000Z', priority_rank: '3', closed: '' },
			{ id: 'iss-0002', display_id: null, created_at: 'not a time', priority_rank: '', closed: 'true' },
			{ id: 'com-1', display_id: '5' },
		]);
		expect(extractionRequests(sandbox, '/jobs/[^/]+/data/[^/]+', 'GET').map((entry) => entry.path.split('/').pop()).sort()).toEqual(['issues_comments.csv', 'issues_issues.csv', 'issues_schema.json']);
	});

	test('Output: Rows of a long table: 300,000 rows, one item each', async () => {
		const job = sandbox.ctx.state.dataConnector.jobs.get(SEEDED_JOB_ID);
		const rows = Array.from({ length: 300_000 }, (_, index) => `${index + 1}`);
		job.files.find((file) => file.name === 'issues_issues.csv').content = Buffer.from(`display_id\n${rows.join('\n')}\n`);
		const { items, error } = await runExtraction(sandbox, download({ fileName: 'issues_issues.csv', output: 'rows' }));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(300_000);
		expect(items.at(-1).json).toEqual({ display_id: 300_000 });
	});

	test('Output: Rows of an extract that lists no schema: values as text', async () => {
		const job = sandbox.ctx.state.dataConnector.jobs.get(SEEDED_JOB_ID);
		job.files = job.files.filter((file) => !file.name.endsWith('.json'));
		const { items, error } = await runExtraction(sandbox, download({ fileName: 'issues_issues.csv', output: 'rows' }));
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({ id: 'iss-0001', display_id: '1', title: 'issues record 1', status: 'open', created_at: '2024-03-01 08:00:00.000' });
	});

	test('a file name that is a path is refused before anything is sent', async () => {
		const { error } = await runExtraction(sandbox, download({ fileName: '../requests' }));
		expect(error.message).toBe('File Name must be the name of one file of the extract, as List Files gives it (such as issues_issues.csv); got "../requests"');
	});

	test('as a tool: the signed URL of the file, never its bytes (a model gets no binary data)', async () => {
		const { items, error } = await runExtraction(sandbox, download({ fileName: 'issues_issues.csv', output: 'binary' }), { tool: true });
		expect(error).toBeUndefined();
		expect(items[0].binary).toBeUndefined();
		expect(JSON.stringify(items[0].json)).toContain('/s3/data-connector/');
		expect(sandbox.ctx.log.find({ method: 'GET', path: /^\/s3\// })).toHaveLength(0);
	});
});
