'use strict';

/**
 * Item > Copy into another project (Target Project), where the service has no copy: the source's
 * bytes from its signed S3 download straight into the target's signed S3 upload, part by part,
 * then the item or its new version. The S3 addresses carry their own permission: no token goes there.
 */

const fs = require('node:fs');
const { SEED, call, locator, requests, run, useSandbox } = require('../../../../support/data');
const { bytesOf, sha1, uploadedFile } = require('../../../../support/files');

const MIB = 1024 * 1024;
const TOWER = SEED.projects.tower;
const HOSPITAL = SEED.projects.hospital;
const HOSPITAL_FILES = SEED.folders.hospitalProjectFiles;
const FILE = bytesOf(17 * MIB + 3, 'across');

/** The bytes the sandbox keeps for a version's storage object. */
function storedBytes(sandbox, versionId) {
	const storageId = sandbox.ctx.state.data.versions.get(versionId).storageId;
	const objectKey = storageId.split('/').pop();
	return fs.readFileSync(sandbox.ctx.state.oss.buckets.get('wip.dm.prod').objects.get(objectKey).file);
}

describe('item copy into another project through the n8n engine', () => {
	const sandbox = useSandbox();

	const copy = (extra = {}) => ({
		resource: 'item',
		operation: 'copy',
		projectId: locator(TOWER),
		itemId: locator(SEED.items.towerModel),
		targetProjectId: locator(HOSPITAL),
		folderId: locator(HOSPITAL_FILES),
		...extra,
	});

	test('a 17 MB file into a project of another hub: streamed from S3 to S3 in two parts, bytes equal, no token to /s3/; then a new version; Fail stops before any byte', async () => {
		const source = await uploadedFile(sandbox, 'Level 3.dwg', FILE);
		sandbox.ctx.log.clear();
		const { items, error } = await run(sandbox, copy({ itemId: locator(source.itemId) }));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(items[0].json).toMatchObject({
			method: 'stream',
			newItem: true,
			name: 'Level 3.dwg',
			versionNumber: 1,
			bytesMoved: FILE.length,
			projectId: HOSPITAL,
			folderId: HOSPITAL_FILES,
			sourceProjectId: TOWER,
			sourceItemId: source.itemId,
			sourceVersionId: source.versionId,
		});
		const copied = storedBytes(sandbox, items[0].json.versionId);
		expect(copied.length).toBe(FILE.length);
		expect(sha1(copied)).toBe(sha1(FILE));
		expect(sandbox.ctx.state.data.items.get(items[0].json.id).displayName).toBe('Level 3.dwg');

		const sent = [...sandbox.ctx.log.entries];
		const s3 = sent.filter((entry) => /^\/s3\//.test(entry.path));
		expect(s3.map((entry) => entry.method)).toEqual(['GET', 'PUT', 'PUT']);
		expect(s3.filter((entry) => entry.method === 'PUT').map((entry) => Number(entry.headers['content-length']))).toEqual([16 * MIB, MIB + 3]);
		for (const entry of s3) expect(entry.headers.authorization).toBeUndefined();
		// The storage location and the item are the target project's; nothing asked the service to copy.
		expect(sent.filter((entry) => entry.method === 'POST' && /\/(storage|items)$/.test(entry.path)).map((entry) => entry.path)).toEqual([
			`/data/v1/projects/${HOSPITAL}/storage`,
			`/data/v1/projects/${HOSPITAL}/items`,
		]);
		expect(sent.filter((entry) => entry.query && entry.query.copyFrom)).toEqual([]);

		const again = await run(sandbox, copy({ itemId: locator(source.itemId) }));
		expect(again.error).toBeUndefined();
		expect(again.items[0].json).toMatchObject({ method: 'stream', newItem: false, id: items[0].json.id, versionNumber: 2, bytesMoved: FILE.length });
		expect(sha1(storedBytes(sandbox, again.items[0].json.versionId))).toBe(sha1(FILE));

		const s3Before = requests(sandbox, /^\/s3\//).length;
		const refused = await run(sandbox, copy({ itemId: locator(source.itemId), ifExists: 'fail' }));
		expect(refused.error.message).toBe('A file named "Level 3.dwg" already exists in the target folder, and If the File Exists is Fail');
		expect(requests(sandbox, /^\/s3\//)).toHaveLength(s3Before);
		expect(requests(sandbox, `/data/v1/projects/${HOSPITAL}/storage`, 'POST')).toHaveLength(2);
	});

	test('a Fusion Team file into a Docs project streams too (copyFrom needs Docs on both sides; the stream does not); a seeded version of a chosen number', async () => {
		const { items, error } = await run(
			sandbox,
			copy({ projectId: locator(SEED.projects.bracket), itemId: locator(SEED.items.bracketModel), version: 'number', versionNumber: 1, targetProjectId: locator(TOWER), folderId: locator(SEED.folders.towerShared) }),
		);
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ method: 'stream', newItem: true, name: 'Bracket.f3d', projectId: TOWER, sourceVersionId: SEED.versions.bracketModelV1 });
		const sourceBytes = storedBytes(sandbox, SEED.versions.bracketModelV1);
		expect(items[0].json.bytesMoved).toBe(sourceBytes.length);
		expect(storedBytes(sandbox, items[0].json.versionId).equals(sourceBytes)).toBe(true);
	});

	test('the Target Project the same as Project: the service copies (copyFrom), nothing streamed', async () => {
		const { items, error } = await run(sandbox, copy({ targetProjectId: locator(TOWER), folderId: locator(SEED.folders.towerShared) }));
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ method: 'copyFrom', newItem: true, bytesMoved: 0, projectId: TOWER, sourceProjectId: TOWER });
		expect(requests(sandbox, /^\/(s3|oss)\//)).toEqual([]);
		expect(requests(sandbox, `/data/v1/projects/${TOWER}/items`, 'POST')[0].query).toEqual({ copyFrom: SEED.versions.towerModelV2 });
	});

	test('a target folder of another project (by ID): the service answers 404 when the name is looked up, before any byte moves; the other items go on', async () => {
		const { items, error } = await run(sandbox, copy({ folderId: locator('={{ $json.folder }}') }), {
			continueOnFail: true,
			items: [{ json: { folder: SEED.folders.towerShared } }, { json: { folder: HOSPITAL_FILES } }],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1]);
		expect(items[0].json).toMatchObject({ httpCode: '404' });
		expect(items[1].json).toMatchObject({ method: 'stream', newItem: true, name: 'Tower.rvt' });
		expect(requests(sandbox, /^\/s3\//, 'GET')).toHaveLength(1);
	});

	test('the source\'s download cut midway: started over once and the copy completes; cut twice: an error naming the file, no file made in the target', async () => {
		const fault = (spec) => call(sandbox, 'POST', '/__sandbox/faults', { json: spec });
		const bytes = bytesOf(500_000, 'cut');
		const source = await uploadedFile(sandbox, 'Cut Plan.pdf', bytes);
		await fault({ kind: 'cut', method: 'GET', path: '^/s3/' });
		const { items, error } = await run(sandbox, copy({ itemId: locator(source.itemId) }));
		expect(error).toBeUndefined();
		expect(items[0].json).toMatchObject({ method: 'stream', newItem: true, bytesMoved: bytes.length });
		expect(storedBytes(sandbox, items[0].json.versionId).equals(bytes)).toBe(true);
		expect(requests(sandbox, /^\/s3\//, 'GET').map((entry) => entry.fault)).toEqual(['cut', undefined]);

		const other = await uploadedFile(sandbox, 'Cut Twice.pdf', bytes);
		await fault({ kind: 'cut', method: 'GET', path: '^/s3/', times: 2 });
		const cut = await run(sandbox, copy({ itemId: locator(other.itemId) }));
		expect(cut.error.message).toMatch(/^Copy file: read the source: download the bytes failed: the download of "Cut Twice\.pdf" was cut off after .+ received: .+ \(after 1 retry\)$/);
		expect(requests(sandbox, `/data/v1/projects/${HOSPITAL}/items`, 'POST')).toHaveLength(1);
		expect([...sandbox.ctx.state.data.items.values()].filter((item) => item.displayName === 'Cut Twice.pdf')).toHaveLength(1);
	});

	test('refused before sending: a Target Folder URL of another project, the Hub as Target Project, a folder ID as Target Project', async () => {
		const folderUrl = `https://acc.autodesk.com/docs/files/projects/${TOWER.slice(2)}?folderUrn=${encodeURIComponent(SEED.folders.towerShared)}`;
		const wrongFolder = await run(sandbox, copy({ folderId: locator(folderUrl, 'url') }));
		expect(wrongFolder.error.message).toBe(`Target Folder must be a folder of the Target Project: its URL is of project "${TOWER}", not "${HOSPITAL}"`);
		expect(wrongFolder.error.description).toMatch(/^Nothing was sent: folders belong to one project/);

		const hub = await run(sandbox, copy({ hubId: locator(SEED.hubs.acc), targetProjectId: locator(SEED.hubs.acc) }));
		expect(hub.error.message).toBe(`Target Project must be a project, not a hub: "${SEED.hubs.acc}" is the Hub's ID`);

		const folderAsProject = await run(sandbox, copy({ targetProjectId: locator(HOSPITAL_FILES) }));
		expect(folderAsProject.error.message).toBe(`Target Project must be a project ID, not a folder ID: "${HOSPITAL_FILES}"`);
		expect(sandbox.ctx.log.entries).toHaveLength(0);
	});
});
