'use strict';

/**
 * Item > Upload with File Source: URL: a file of another system into a project folder without
 * passing through n8n's binary data. The source URL redirects to another host; neither host sees
 * the APS token, and the other host does not see the headers given for the first.
 */

const { requests, run, useSandbox } = require('../../../../support/data');
const { bytesOf, sha1 } = require('../../../../support/files');
const { redirectTo, serveBytes, startSourceServer } = require('../../../../support/sourceServer');
const { TOWER, projectPath, upload } = require('./fileParameters');

const MIB = 1024 * 1024;
const FILE = bytesOf(6 * MIB + 5, 'tower');

describe('item upload from a URL through the n8n engine', () => {
	const sandbox = useSandbox();
	let source;
	let other;
	beforeAll(async () => {
		other = await startSourceServer({ '/files/Level%202.dwg': serveBytes(FILE, { chunked: true }) }, '127.0.0.2');
		source = await startSourceServer({
			'/share/abc': redirectTo(() => `${other.url}/files/Level%202.dwg?signature=s3cr3t`),
			'/missing': (request, response) => response.writeHead(404).end(),
		});
	});
	afterAll(async () => {
		await source?.close();
		await other?.close();
	});

	const fromUrl = (path, extra = {}) =>
		upload({ fileSource: 'url', sourceUrl: `${source.url}${path}`, sourceHeaders: { header: [{ name: 'Authorization', value: 'Bearer sharepoint-token' }] }, ...extra });

	test('a new item from a URL that redirects to another host, named from the final address; then a new version of it; no token leaks', async () => {
		const { items, error } = await run(sandbox, fromUrl('/share/abc'));
		expect(error).toBeUndefined();
		expect(items).toHaveLength(1);
		expect(items[0].pairedItem).toEqual({ item: 0 });
		expect(items[0].binary).toBeUndefined();
		expect(items[0].json).toMatchObject({ displayName: 'Level 2.dwg', newItem: true, versionNumber: 1, size: FILE.length, sha1: sha1(FILE) });
		// Streamed in the default 16 MB part: one PUT of the whole (small) file.
		expect(requests(sandbox, /^\/s3\//, 'PUT').map((entry) => Number(entry.headers['content-length']))).toEqual([FILE.length]);

		const again = await run(sandbox, fromUrl('/share/abc'));
		expect(again.error).toBeUndefined();
		expect(again.items[0].json).toMatchObject({ id: items[0].json.id, newItem: false, versionNumber: 2 });

		const apsTokens = new Set(sandbox.ctx.log.entries.map((entry) => entry.headers.authorization).filter(Boolean));
		expect(apsTokens.size).toBeGreaterThan(0);
		for (const entry of source.received) expect(entry.headers.authorization).toBe('Bearer sharepoint-token');
		expect(other.received).toHaveLength(2);
		for (const entry of other.received) {
			expect(entry.headers.authorization).toBeUndefined();
			expect(entry.url).toBe('/files/Level%202.dwg?signature=s3cr3t');
		}
		const seen = JSON.stringify([...source.received, ...other.received]);
		for (const token of apsTokens) expect(seen).not.toContain(token.replace(/^Bearer /, ''));
	});

	test('a source that answers 404 is an error naming Source URL, before the project gets anything; Options › File Name is checked before the URL is asked', async () => {
		const { items, error } = await run(sandbox, fromUrl('/missing'));
		expect(items).toEqual([]);
		expect(error.message).toBe('Source URL answered 404: the file could not be read');
		expect(requests(sandbox, projectPath(TOWER, 'storage'), 'POST')).toEqual([]);
		expect(requests(sandbox, /^\/(oss|s3)\//)).toEqual([]);

		const received = source.received.length;
		const badName = await run(sandbox, fromUrl('/share/abc', { options: { fileName: 'A/B.dwg' } }));
		expect(badName.error.message).toBe('File Name must not contain / (a character the service reserves in names); got "A/B.dwg"');
		expect(source.received).toHaveLength(received);
	});
});
