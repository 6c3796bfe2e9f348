'use strict';

const { startSandbox, tokenFor, call } = require('./support');
const { SEED } = require('../seed/data');

const ALL = ['data:read', 'data:write', 'data:create'];

describe('sandbox data: many projects', () => {
	let sandbox;
	let tokens;
	beforeAll(async () => {
		sandbox = await startSandbox();
	});
	afterAll(() => sandbox.close());
	beforeEach(() => {
		sandbox.ctx.reset();
		tokens = {
			app: tokenFor(sandbox, { scopes: ALL }),
			admin: tokenFor(sandbox, { userId: SEED.users.admin, scopes: ALL }),
			member: tokenFor(sandbox, { userId: SEED.users.member, scopes: ALL }),
			viewer: tokenFor(sandbox, { userId: SEED.users.viewer, scopes: ALL }),
		};
	});

	const projectsPath = (hubId, query = '') => `/project/v1/hubs/${hubId}/projects${query}`;
	const get = (path, token, headers) => call(sandbox, 'GET', path, { token, headers });

	test('a hub of 10,000 projects is listed in 50 pages of 200, quickly', async () => {
		const seeded = await call(sandbox, 'POST', '/__sandbox/seed/projects', {
			json: { hubId: SEED.hubs.bim360, count: 10_000 - SEED.projectsPerHub },
		});
		expect(seeded.status).toBe(201);
		expect(seeded.body.total).toBe(10_000);
		const started = Date.now();
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
		expect(Date.now() - started).toBeLessThan(10_000);
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
