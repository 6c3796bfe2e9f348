'use strict';

const { useE2e, connectedCredential, runWorkflow } = require('./support');
const { SEED } = require('../../sandbox/seed/data');

/**
 * Files in a real n8n: a workflow creates a folder, makes a file with n8n's own Convert to File
 * node, uploads it into the folder (Item > Upload), lists its versions, downloads it back
 * (Item > Download) and turns the downloaded file into base64 with Extract from File, then walks
 * the parent folder with Include Subfolders. The bytes must come back unchanged.
 */

const TOWER = SEED.projects.tower;
const SHARED = SEED.folders.towerShared;
/** The bytes the workflow's File Content node holds (base64). */
const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, index) => (index * 7 + 3) % 256));

const env = useE2e();
const sent = (method, path) => env.sandbox.ctx.log.find({ method, path });

let credential;
beforeAll(async () => {
	credential = await connectedCredential(env, 'authorizationCode');
});

test('a file uploaded into a new folder comes back byte for byte by Item > Download', async () => {
	env.sandbox.ctx.log.clear();
	const result = await runWorkflow(env.n8n, 'files-roundtrip', credential);
	if (result.error) throw new Error(`The workflow failed: ${result.error.message} ${result.error.description || ''}`);
	expect(result.ok).toBe(true);

	const [folder] = result.output('Create Folder');
	expect(folder).toMatchObject({ type: 'folders', name: 'E2E Drawings', parentId: SHARED });
	const [uploaded] = result.output('Upload');
	expect(uploaded).toMatchObject({
		type: 'items',
		displayName: 'Roundtrip.dwg',
		parentId: folder.id,
		newItem: true,
		versionNumber: 1,
		size: BYTES.length,
		storageId: expect.stringMatching(/^urn:adsk\.objects:os\.object:wip\.dm\.prod\//),
	});
	expect(result.output('Versions')).toEqual([expect.objectContaining({ id: uploaded.versionId, versionNumber: 1, storageId: uploaded.storageId })]);
	const [downloaded] = result.output('Download');
	expect(downloaded).toMatchObject({ id: uploaded.versionId, name: 'Roundtrip.dwg', size: BYTES.length });
	const [bytes] = result.output('Downloaded Bytes');
	expect(Buffer.from(bytes.base64, 'base64').equals(BYTES)).toBe(true);
	const walked = result.output('Walk Shared');
	expect(walked.map((entry) => [entry.path, entry.depth])).toEqual([
		['E2E Drawings', 1],
		['E2E Drawings/Roundtrip.dwg', 2],
	]);

	// The bytes went to and came from the signed URLs, which carry no token.
	const signed = sent(undefined, /^\/s3\//);
	expect(signed.map((entry) => entry.method)).toEqual(['PUT', 'GET']);
	for (const entry of signed) expect(entry.headers.authorization).toBeUndefined();
	expect(sent('POST', `/data/v1/projects/${TOWER}/items`)).toHaveLength(1);
}, 120_000);
