'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { BinaryDataService } = require('n8n-core');
// n8n-core's own container (it has its own copy of @n8n/di), where the engine finds the service.
const { Container } = require(require.resolve('@n8n/di', { paths: [require.resolve('n8n-core')] }));
const { useSandbox, call, tokenFor } = require('../../../../support/sandbox');
const { sandboxCredentials } = require('../../../../support/credentials');
const { runNode } = require('../../../../support/engine');

/**
 * Object > Upload and Download with n8n keeping binary data on disk (its filesystem mode), as a
 * server with N8N_DEFAULT_BINARY_DATA_MODE=filesystem does: the upload reads the file as a stream,
 * part by part into one reused buffer, and the download streams into n8n's store.
 */

const SCOPES = ['bucket:create', 'bucket:read', 'data:read', 'data:write', 'data:create'];
const MIB = 1024 * 1024;
const LOCATION = { type: 'execution', workflowId: 'wf-test', executionId: 'exec-test' };
const locator = (value) => ({ __rl: true, mode: 'id', value });

let storage;
let binaryData;
let saved;

// The service is n8n-core's one instance: it is put back as it was (no store: binary data stays in
// the items) for the files that follow in the same jest file (a resource's engine files run in one).
beforeAll(async () => {
	storage = fs.mkdtempSync(path.join(os.tmpdir(), 'aps-binary-'));
	binaryData = Container.get(BinaryDataService);
	saved = { config: { ...binaryData.config }, mode: binaryData.mode, managers: { ...binaryData.managers } };
	Object.assign(binaryData.config, { mode: 'filesystem', localStoragePath: storage });
	await binaryData.init();
});

afterAll(() => {
	Object.assign(binaryData.config, saved.config);
	binaryData.mode = saved.mode;
	binaryData.managers = saved.managers;
	fs.rmSync(storage, { recursive: true, force: true });
});

const sandbox = useSandbox({
	resetOverHttp: true,
	each: async (box) => {
		const token = tokenFor(box, { scopes: SCOPES });
		await call(box, 'POST', '/oss/v2/buckets', { token, json: { bucketKey: 'models', policyKey: 'persistent' } });
	},
});

function runObject(parameters, items) {
	return runNode({
		parameters: { resource: 'object', bucketKey: locator('models'), ...parameters },
		items,
		credentials: sandboxCredentials(sandbox, { scopes: SCOPES, userId: null }),
	});
}

/** Bytes that differ from part to part, so a part sent with another part's bytes shows. */
const fileOf = (size) => {
	const bytes = Buffer.alloc(size);
	for (let offset = 0; offset < size; offset += 32) crypto.createHash('sha256').update(String(offset)).digest().copy(bytes, offset);
	return bytes;
};

/** An input item whose file n8n keeps on disk (it has an id, no base64 data). */
async function storedItem(bytes, fileName) {
	const binary = await binaryData.store(LOCATION, bytes, { mimeType: 'application/octet-stream', fileName, data: '' });
	return { json: {}, binary: { data: binary } };
}

const sha1 = (bytes) => crypto.createHash('sha1').update(bytes).digest('hex');

it('uploads a file kept on disk part by part, each part with its own bytes, a retried part included', async () => {
	const bytes = fileOf(3 * 5 * MIB + 777);
	const item = await storedItem(bytes, 'site.nwd');
	expect(item.binary.data.id).toEqual(expect.any(String));
	await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'status', method: 'PUT', path: '^/s3/', status: 503, after: 1 } });

	const { items, error } = await runObject({ operation: 'upload', objectKey: 'site.nwd', options: { partSizeMb: 5 } }, [item]);

	expect(error).toBeUndefined();
	expect(items[0].json).toMatchObject({ size: bytes.length, sha1: sha1(bytes) });
	const puts = sandbox.ctx.log.find({ method: 'PUT', path: /^\/s3\// });
	expect(puts.map((entry) => [entry.query.partNumber, entry.status, entry.headers['content-length']])).toEqual([
		['1', 200, String(5 * MIB)],
		['2', 503, String(5 * MIB)],
		['2', 200, String(5 * MIB)],
		['3', 200, String(5 * MIB)],
		['4', 200, '777'],
	]);
	const stored = sandbox.ctx.state.oss.buckets.get('models').objects.get('site.nwd');
	expect(fs.readFileSync(stored.file).equals(bytes)).toBe(true);
});

it('downloads an object into n8n\'s store on disk byte for byte', async () => {
	const bytes = fileOf(2 * MIB + 5);
	const uploaded = await runObject({ operation: 'upload', objectKey: 'plans/level2.pdf' }, [await storedItem(bytes, 'level2.pdf')]);
	expect(uploaded.error).toBeUndefined();

	const { items, error } = await runObject({ operation: 'download', objectKey: 'plans/level2.pdf', binaryPropertyName: 'file' });

	expect(error).toBeUndefined();
	const binary = items[0].binary.file;
	expect(binary).toMatchObject({ fileName: 'level2.pdf', bytes: bytes.length, id: expect.any(String) });
	expect((await binaryData.getAsBuffer(binary)).equals(bytes)).toBe(true);
});

/** Every file under n8n's storage folder, with its size. */
function storedFiles(dir = storage) {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		return entry.isDirectory() ? storedFiles(full) : [[full, fs.statSync(full).size]];
	});
}

it('a download cut midway starts over once into the store on disk; cut again, nothing half-written stays there', async () => {
	const bytes = fileOf(3 * MIB + 11);
	expect((await runObject({ operation: 'upload', objectKey: 'cut.rvt' }, [await storedItem(bytes, 'cut.rvt')])).error).toBeUndefined();
	await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'cut', method: 'GET', path: '^/s3/' } });
	const once = await runObject({ operation: 'download', objectKey: 'cut.rvt', binaryPropertyName: 'file' });
	expect(once.error).toBeUndefined();
	expect((await binaryData.getAsBuffer(once.items[0].binary.file)).equals(bytes)).toBe(true);

	const before = storedFiles();
	await call(sandbox, 'POST', '/__sandbox/faults', { json: { kind: 'cut', method: 'GET', path: '^/s3/', times: 2 } });
	const { items, error } = await runObject({ operation: 'download', objectKey: 'cut.rvt', binaryPropertyName: 'file' });
	expect(items).toEqual([]);
	// 40% was sent; the bytes that reach the node may be a buffer's worth (16 KiB) fewer.
	expect(error.message).toMatch(/^Download object: download the bytes failed: the download of "cut\.rvt" was cut off after 1\.[12] MiB of 3\.0 MiB \((39|40)%\) received/);
	expect(storedFiles()).toEqual(before);
});
