'use strict';

const { tokenFor, call, useSandboxTokens } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');

const ALL = ['data:read', 'data:write', 'data:create'];

describe('sandbox data: hubs and projects', () => {
	const { sandbox, tokens } = useSandboxTokens(ALL);

	const projectsPath = (hubId, query = '') => `/project/v1/hubs/${hubId}/projects${query}`;
	const get = (path, token, headers) => call(sandbox, 'GET', path, { token, headers });

	test('hubs: shape, membership and filters', async () => {
		const all = await get('/project/v1/hubs', tokens.app);
		expect(all.status).toBe(200);
		expect(all.headers.get('content-type')).toBe('application/vnd.api+json');
		expect(all.body.jsonapi).toEqual({ version: '1.0' });
		expect(all.body.data.map((hub) => hub.id)).toEqual([
			SEED.hubs.bim360,
			SEED.hubs.acc,
			SEED.hubs.team,
		]);
		const [bim360, , team] = all.body.data;
		expect(bim360).toMatchObject({
			type: 'hubs',
			attributes: {
				name: 'Sandbox BIM 360 Account',
				region: 'US',
				extension: { type: 'hubs:autodesk.bim360:Account', version: '1.0' },
			},
		});
		expect(bim360.links.self.href).toBe(`${sandbox.url}/project/v1/hubs/${SEED.hubs.bim360}`);
		expect(bim360.relationships.projects.links.related.href).toBe(
			`${sandbox.url}/project/v1/hubs/${SEED.hubs.bim360}/projects`,
		);
		expect(team.attributes.extension.type).toBe('hubs:autodesk.core:Hub');

		expect((await get('/project/v1/hubs', tokens.viewer)).body.data.map((hub) => hub.id)).toEqual([
			SEED.hubs.bim360,
		]);
		const byType = await get(
			'/project/v1/hubs?filter[extension.type]=hubs:autodesk.core:Hub',
			tokens.app,
		);
		expect(byType.body.data.map((hub) => hub.id)).toEqual([SEED.hubs.team]);
		const byId = await get(
			`/project/v1/hubs?filter[id]=${SEED.hubs.acc},${SEED.hubs.team}`,
			tokens.app,
		);
		expect(byId.body.data).toHaveLength(2);
		const byName = await get(
			`/project/v1/hubs?filter[name]=${encodeURIComponent('Sandbox ACC Account')}`,
			tokens.app,
		);
		expect(byName.body.data.map((hub) => hub.id)).toEqual([SEED.hubs.acc]);

		expect((await get(`/project/v1/hubs/${SEED.hubs.acc}`, tokens.member)).body.data.id).toBe(
			SEED.hubs.acc,
		);
		expect((await get(`/project/v1/hubs/${SEED.hubs.acc}`, tokens.viewer)).status).toBe(403);
		expect((await get('/project/v1/hubs/b.nope', tokens.app)).status).toBe(404);
	});

	test('projects: pages of page[limit] with absolute first/prev/next links; next absent on the last page', async () => {
		const first = await get(projectsPath(SEED.hubs.bim360, '?page[limit]=10'), tokens.admin);
		expect(first.status).toBe(200);
		expect(first.body.data).toHaveLength(10);
		expect(first.body.links.self.href).toBe(
			`${sandbox.url}${projectsPath(SEED.hubs.bim360, '?page[limit]=10')}`,
		);
		expect(first.body.links.first.href).toBe(
			`${sandbox.url}${projectsPath(SEED.hubs.bim360, '?page[number]=0&page[limit]=10')}`,
		);
		expect(first.body.links.prev).toBeUndefined();

		const ids = first.body.data.map((project) => project.id);
		let links = first.body.links;
		let pages = 1;
		while (links.next) {
			expect(links.next.href.startsWith(`${sandbox.url}/project/v1/`)).toBe(true);
			const next = await get(links.next.href.slice(sandbox.url.length), tokens.admin);
			expect(next.body.links.prev.href).toMatch(new RegExp(`page\\[number\\]=${pages - 1}&`));
			ids.push(...next.body.data.map((project) => project.id));
			links = next.body.links;
			pages += 1;
		}
		expect(pages).toBe(3);
		expect(ids).toHaveLength(SEED.projectsPerHub);
		expect(new Set(ids).size).toBe(SEED.projectsPerHub);
		expect(ids[0]).toBe(SEED.projects.tower);

		const beyond = await get(
			projectsPath(SEED.hubs.bim360, '?page[number]=7&page[limit]=10'),
			tokens.admin,
		);
		expect(beyond.body.data).toEqual([]);
		expect(beyond.body.links.next).toBeUndefined();
		const defaults = await get(projectsPath(SEED.hubs.bim360), tokens.admin);
		expect(defaults.body.data).toHaveLength(25);
		expect(defaults.body.links.next).toBeUndefined();
	});

	test.each(['0', '201', '-1', 'abc', '1.5', ''])('page[limit]=%s is a 400', async (limit) => {
		const response = await get(
			projectsPath(SEED.hubs.bim360, `?page[limit]=${limit}`),
			tokens.admin,
		);
		expect(response.status).toBe(400);
		expect(response.body.errors[0]).toMatchObject({
			status: '400',
			detail: expect.stringContaining('page[limit]'),
		});
	});

	test('page[limit] bounds 1 and 200 are accepted; a bad page[number] is a 400', async () => {
		expect(
			(await get(projectsPath(SEED.hubs.bim360, '?page[limit]=1'), tokens.admin)).body.data,
		).toHaveLength(1);
		expect(
			(await get(projectsPath(SEED.hubs.bim360, '?page[limit]=200'), tokens.admin)).status,
		).toBe(200);
		expect(
			(await get(projectsPath(SEED.hubs.bim360, '?page[number]=-1'), tokens.admin)).status,
		).toBe(400);
	});

	test('project filters: filter[id] and filter[extension.type], repeated or comma-separated; kept in links', async () => {
		const all = (await get(projectsPath(SEED.hubs.bim360), tokens.admin)).body.data.map(
			(project) => project.id,
		);
		const repeated = await get(
			projectsPath(SEED.hubs.bim360, `?filter[id]=${all[3]}&filter[id]=${all[5]}`),
			tokens.admin,
		);
		expect(repeated.body.data.map((project) => project.id)).toEqual([all[3], all[5]]);
		const comma = await get(
			projectsPath(SEED.hubs.bim360, `?filter[id]=${all[3]},${all[5]},${all[7]}&page[limit]=2`),
			tokens.admin,
		);
		expect(comma.body.data).toHaveLength(2);
		expect(comma.body.links.next.href).toContain(
			`filter[id]=${encodeURIComponent(`${all[3]},${all[5]},${all[7]}`)}`,
		);
		const dm = await get(
			projectsPath(SEED.hubs.bim360, '?filter[extension.type]=projects:autodesk.bim360:Project'),
			tokens.admin,
		);
		expect(dm.body.data).toHaveLength(25);
		const none = await get(
			projectsPath(SEED.hubs.bim360, '?filter[extension.type]=projects:autodesk.core:Project'),
			tokens.admin,
		);
		expect(none.body.data).toEqual([]);
	});

	test('project objects carry the fields of the spec', async () => {
		const tower = (
			await get(`${projectsPath(SEED.hubs.bim360)}/${SEED.projects.tower}`, tokens.admin)
		).body.data;
		expect(tower).toMatchObject({
			type: 'projects',
			id: SEED.projects.tower,
			attributes: {
				name: 'Sandbox Tower',
				extension: {
					type: 'projects:autodesk.bim360:Project',
					version: '1.0',
					data: { projectType: 'BIM360' },
				},
			},
			relationships: {
				hub: { data: { type: 'hubs', id: SEED.hubs.bim360 } },
				rootFolder: { data: { type: 'folders', id: SEED.folders.towerRoot } },
			},
		});
		expect(tower.attributes.scopes).toContain('global');
		expect(tower.attributes.extension.schema.href).toMatch(/^http/);
		expect(tower.links.self.href).toBe(
			`${sandbox.url}${projectsPath(SEED.hubs.bim360)}/${SEED.projects.tower}`,
		);
		expect(tower.links.webView.href).toMatch(/^http/);
		expect(tower.relationships.rootFolder.meta.link.href).toContain('/data/v1/projects/');
		expect(tower.relationships.topFolders.links.related.href).toBe(
			`${tower.links.self.href}/topFolders`,
		);
		const containers = {
			issues: 'issueContainerId',
			submittals: 'submittalContainerId',
			rfis: 'rfisContainerId',
			markups: 'markupsContainerId',
			checklists: 'checklistsContainerId',
			cost: 'costContainerId',
			locations: 'locationsContainerId',
		};
		for (const [name, type] of Object.entries(containers)) {
			expect(tower.relationships[name].data.type).toBe(type);
			expect(tower.relationships[name].meta.link.href).toMatch(/^http/);
		}
		const hospital = (
			await get(`${projectsPath(SEED.hubs.acc)}/${SEED.projects.hospital}`, tokens.admin)
		).body.data;
		expect(hospital.attributes.extension.data.projectType).toBe('ACC');
		const bracket = (
			await get(`${projectsPath(SEED.hubs.team)}/${SEED.projects.bracket}`, tokens.admin)
		).body.data;
		expect(bracket.attributes.extension).toMatchObject({
			type: 'projects:autodesk.core:Project',
			data: {},
		});
		expect(bracket.relationships.issues).toBeUndefined();
	});

	test('404 for unknown hubs and projects, 403 for non-members', async () => {
		expect((await get(projectsPath('b.unknown'), tokens.admin)).status).toBe(404);
		const unknownProject = await get(`${projectsPath(SEED.hubs.bim360)}/b.unknown`, tokens.admin);
		expect(unknownProject.status).toBe(404);
		expect(unknownProject.body.errors[0].status).toBe('404');
		expect(
			(await get(`${projectsPath(SEED.hubs.bim360)}/${SEED.projects.hospital}`, tokens.admin))
				.status,
		).toBe(404);
		const outsider = await get(projectsPath(SEED.hubs.acc), tokens.viewer);
		expect(outsider.status).toBe(403);
		expect(outsider.body.errors[0].detail).toContain('user-viewer');
		const notInProject = (await get(projectsPath(SEED.hubs.bim360), tokens.admin)).body.data[10].id;
		expect(
			(await get(`${projectsPath(SEED.hubs.bim360)}/${notInProject}`, tokens.member)).status,
		).toBe(403);
	});

	test('a user lists only the projects they belong to', async () => {
		expect((await get(projectsPath(SEED.hubs.bim360), tokens.member)).body.data).toHaveLength(5);
		expect(
			(await get(projectsPath(SEED.hubs.bim360), tokens.viewer)).body.data.map(
				(project) => project.id,
			),
		).toEqual([SEED.projects.tower]);
	});

	test('x-user-id narrows a two-legged call to that user; a three-legged token ignores it', async () => {
		expect(
			(await get(projectsPath(SEED.hubs.bim360), tokens.app, { 'x-user-id': SEED.users.member }))
				.body.data,
		).toHaveLength(5);
		expect(
			(await get(projectsPath(SEED.hubs.acc), tokens.app, { 'x-user-id': SEED.users.viewer }))
				.status,
		).toBe(403);
		expect((await get(projectsPath(SEED.hubs.acc), tokens.app)).status).toBe(200);
		expect(
			(await get(projectsPath(SEED.hubs.bim360), tokens.member, { 'x-user-id': SEED.users.admin }))
				.body.data,
		).toHaveLength(5);
	});

	test('scopes: data:read is required; no or bad token is a 401', async () => {
		const writeOnly = tokenFor(sandbox, {
			userId: SEED.users.admin,
			scopes: ['data:write', 'data:create'],
		});
		const refused = await get(projectsPath(SEED.hubs.bim360), writeOnly);
		expect(refused.status).toBe(401);
		expect(refused.body.errors[0].detail).toContain('data:read');
		expect(
			(await get(`${projectsPath(SEED.hubs.bim360)}/${SEED.projects.tower}/topFolders`, writeOnly))
				.status,
		).toBe(401);
		expect((await get('/project/v1/hubs', writeOnly)).status).toBe(401);
		expect((await get(projectsPath(SEED.hubs.bim360))).status).toBe(401);
		expect((await get(projectsPath(SEED.hubs.bim360), 'not-a-token')).status).toBe(401);
	});
});
