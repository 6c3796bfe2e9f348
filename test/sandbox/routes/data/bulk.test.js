'use strict';

const { useSandbox, tokenFor, call, useSandboxTokens } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');

const ALL = ['data:read', 'data:write', 'data:create'];

describe('sandbox data: many projects', () => {
	const { sandbox, tokens } = useSandboxTokens(ALL);

	const projectsPath = (hubId, query = '') => `/project/v1/hubs/${hubId}/projects${query}`;
	const get = (path, token, headers) => call(sandbox, 'GET', path, { token, headers });

	test('a hub of 10,000 projects is listed in 50 pages of 200', async () => {
		const seeded = await call(sandbox, 'POST', '/__sandbox/seed/projects', {
			json: { hubId: SEED.hubs.bim360, count: 10_000 - SEED.projectsPerHub },
		});
		expect(seeded.status).toBe(201);
		expect(seeded.body.total).toBe(10_000);
		const ids = new Set();
		let path = projectsPath(SEED.hubs.bim360, '?page[limit]=200');
		let pages = 0;
		while (path) {
			const page = await get(path, tokens.app);
			expect(page.status).toBe(200);
			for (const project of page.body.data) ids.add(project.id);
			pages += 1;
			path = page.body.links.next && page.body.links.next.href.slice(sandbox.url.length);
		}
		expect(pages).toBe(50);
		expect(ids.size).toBe(10_000);
	});

	test('the seed admin path checks its input', async () => {
		expect(
			(
				await call(sandbox, 'POST', '/__sandbox/seed/projects', {
					json: { hubId: 'b.nope', count: 1 },
				})
			).status,
		).toBe(404);
		expect(
			(
				await call(sandbox, 'POST', '/__sandbox/seed/projects', {
					json: { hubId: SEED.hubs.team, count: 0 },
				})
			).status,
		).toBe(400);
		const team = await call(sandbox, 'POST', '/__sandbox/seed/projects', {
			json: { hubId: SEED.hubs.team, count: 3 },
		});
		expect(team.body.total).toBe(28);
		const last = (
			await get(projectsPath(SEED.hubs.team, '?page[number]=27&page[limit]=1'), tokens.app)
		).body.data[0];
		expect(last.id).toMatch(/^a\./);
		expect(
			(
				await get(`${projectsPath(SEED.hubs.team)}/${last.id}/topFolders`, tokens.app)
			).body.data.map((folder) => folder.attributes.name),
		).toEqual(['Designs']);
	});
});

describe('sandbox data: a folder of many files', () => {
	const sandbox = useSandbox();

	test('seeded files page through the folder contents with relative next links', async () => {
		const token = tokenFor(sandbox, { scopes: ALL });
		const folderId = SEED.folders.towerShared;
		const seeded = await call(sandbox, 'POST', '/__sandbox/seed/items', {
			json: { folderId, count: 450 },
		});
		expect(seeded.status).toBe(201);
		expect(seeded.body).toEqual({ folderId, added: 450, total: 450 });
		let path = `/data/v1/projects/${SEED.projects.tower}/folders/${encodeURIComponent(folderId)}/contents?page[limit]=200`;
		const names = [];
		const versions = [];
		while (path) {
			const page = await call(sandbox, 'GET', path, { token });
			expect(page.status).toBe(200);
			names.push(...page.body.data.map((item) => item.attributes.displayName));
			versions.push(...page.body.included.map((version) => version.relationships.item.data.id));
			path = page.body.links.next && page.body.links.next.href;
			if (path) expect(path.startsWith('/data/v1/projects/')).toBe(true);
		}
		expect(names).toHaveLength(450);
		expect(names[0]).toBe('File 0001.pdf');
		expect(names[449]).toBe('File 0450.pdf');
		expect(new Set(versions).size).toBe(450);
	});

	test('seeded subfolders appear in the folder contents', async () => {
		const token = tokenFor(sandbox, { scopes: ALL });
		const folderId = SEED.folders.towerShared;
		const seeded = await call(sandbox, 'POST', '/__sandbox/seed/folders', {
			json: { folderId, count: 3 },
		});
		expect(seeded.body).toEqual({ folderId, added: 3, total: 3 });
		const path = `/data/v1/projects/${SEED.projects.tower}/folders/${encodeURIComponent(folderId)}/contents`;
		const page = await call(sandbox, 'GET', path, { token });
		expect(page.body.data.map((folder) => [folder.type, folder.attributes.name])).toEqual([
			['folders', 'Folder 0001'],
			['folders', 'Folder 0002'],
			['folders', 'Folder 0003'],
		]);
		expect(page.body.data[0].relationships.parent.data.id).toBe(folderId);
		expect((await call(sandbox, 'POST', '/__sandbox/seed/folders', { json: { folderId, count: 0 } })).status).toBe(400);
	});

	test('the item seed path checks its input', async () => {
		const post = (json) => call(sandbox, 'POST', '/__sandbox/seed/items', { json });
		expect((await post({ folderId: 'urn:nope', count: 1 })).status).toBe(404);
		expect((await post({ folderId: SEED.folders.towerShared, count: 0 })).status).toBe(400);
		expect((await post({ folderId: SEED.folders.towerShared, count: 1.5 })).status).toBe(400);
	});
});
