'use strict';

/** Issues API: who may call (scopes, user context, project id, region), get, and the issues list. */

const { tokenFor, call } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { PROJECT, BIM360_PROJECT, IDS, useIssuesSandbox } = require('./issuesApi');

const { sandbox, tokens, api } = useIssuesSandbox();
const list = async (query = '', options = {}) => {
	const response = await api('GET', `/issues${query}`, { token: tokens.admin, ...options });
	expect(response.status).toBe(200);
	return response.body;
};
const titlesOf = (body) => body.results.map((issue) => issue.title);

describe('access', () => {
	it('takes the project id without b.: a b. id is refused with 400, an unknown UUID is 404', async () => {
		const prefixed = await api('GET', '/issues', {
			project: SEED.projects.hospital,
			token: tokens.admin,
		});
		expect(prefixed.status).toBe(400);
		expect(prefixed.headers.get('content-type')).toMatch(/^application\/json/);
		expect(prefixed.body).toEqual({
			title: 'Bad Request',
			detail: expect.stringContaining("Remove the 'b.' prefix"),
		});
		const unknown = await api('GET', '/issues', {
			project: '00000000-0000-4000-8000-000000000000',
			token: tokens.admin,
		});
		expect(unknown.status).toBe(404);
		expect(unknown.body.detail).toContain('does not exist');
	});

	it('serves ACC projects only: a BIM 360 project is 404 (the reference pages: not compatible)', async () => {
		const response = await api('GET', '/issues', { project: BIM360_PROJECT, token: tokens.admin });
		expect(response.status).toBe(404);
		expect(response.body.detail).toContain('is a BIM 360 project');
	});

	it('reads with data:read; refuses a token without it', async () => {
		const readOnly = tokenFor(sandbox, { userId: SEED.users.admin, scopes: ['data:read'] });
		expect((await api('GET', '/issues', { token: readOnly })).status).toBe(200);
		const writeOnly = tokenFor(sandbox, { userId: SEED.users.admin, scopes: ['data:write'] });
		const refused = await api('GET', '/issues', { token: writeOnly });
		expect(refused.status).toBe(401);
		expect(JSON.stringify(refused.body)).toContain('data:read');
	});

	it('needs user context: a two-legged token without x-user-id is refused, with it the user is the caller', async () => {
		const bare = await api('GET', '/users/me', { token: tokens.app });
		expect(bare.status).toBe(403);
		expect(bare.body.detail).toContain('x-user-id');
		const asMember = await api('GET', '/users/me', {
			token: tokens.app,
			headers: { 'x-user-id': SEED.users.member },
		});
		expect(asMember.status).toBe(200);
		expect(asMember.body.id).toBe(SEED.users.member);
	});

	it('refuses a user who is not a member of the project', async () => {
		// user-viewer is a member of the BIM 360 hub only.
		const response = await api('GET', '/issues', { token: tokens.viewer });
		expect(response.status).toBe(403);
		expect(response.body.title).toBe('Forbidden');
	});

	it('takes the region header with the values of Issues.yaml and refuses others', async () => {
		expect(
			(await api('GET', '/issues', { token: tokens.admin, headers: { 'x-ads-region': 'EMEA' } }))
				.status,
		).toBe(200);
		const bad = await api('GET', '/issues', {
			token: tokens.admin,
			headers: { 'x-ads-region': 'MARS' },
		});
		expect(bad.status).toBe(400);
		expect(bad.body.detail).toContain('x-ads-region');
	});
});

describe('get', () => {
	it('answers an issue with its attributes and what the caller may do with it', async () => {
		const response = await api('GET', `/issues/${IDS.issues.clash}`, { token: tokens.admin });
		expect(response.status).toBe(200);
		expect(response.body).toMatchObject({
			id: IDS.issues.clash,
			containerId: PROJECT,
			displayId: 1,
			title: 'Duct clashes with beam on level 1',
			issueTypeId: IDS.types.design,
			issueSubtypeId: IDS.subtypes.designClash,
			status: 'open',
			assignedTo: SEED.users.member,
			assignedToType: 'user',
			dueDate: '2024-03-11',
			rootCauseId: IDS.rootCauses.coordination,
			commentCount: 2,
			deleted: false,
			customAttributes: expect.arrayContaining([
				{
					attributeDefinitionId: IDS.attributes.priority,
					value: IDS.options.high,
					type: 'list',
					title: 'Priority',
				},
				{
					attributeDefinitionId: IDS.attributes.costImpact,
					value: 1200,
					type: 'numeric',
					title: 'Cost impact',
				},
			]),
		});
		expect(response.body.permittedStatuses).toEqual([
			'open',
			'pending',
			'in_progress',
			'in_review',
			'completed',
			'closed',
		]);
		expect(response.body.permittedAttributes).toContain('title');
		expect(response.body.permittedActions).toEqual(
			expect.arrayContaining(['assign_all', 'add_comment']),
		);
		// The viewer sees the same issue but may change nothing.
		const viewed = await api('GET', `/issues/${IDS.issues.clash}`, { token: tokens.inspector });
		expect(viewed.body).toMatchObject({
			permittedStatuses: [],
			permittedAttributes: [],
			permittedActions: [],
		});
	});

	it('answers 404 for an unknown issue, 400 for an id that is no UUID, 404 for a draft of someone else', async () => {
		const unknown = await api('GET', '/issues/00000000-0000-4000-8000-000000000000', {
			token: tokens.admin,
		});
		expect(unknown.status).toBe(404);
		expect(unknown.body.detail).toContain('00000000-0000-4000-8000-000000000000');
		expect((await api('GET', '/issues/not-an-id', { token: tokens.admin })).status).toBe(400);
		// The draft was made by user-member: its creator and the managers see it, the viewer does not.
		expect((await api('GET', `/issues/${IDS.issues.draft}`, { token: tokens.member })).status).toBe(
			200,
		);
		expect((await api('GET', `/issues/${IDS.issues.draft}`, { token: tokens.admin })).status).toBe(
			200,
		);
		expect(
			(await api('GET', `/issues/${IDS.issues.draft}`, { token: tokens.inspector })).status,
		).toBe(404);
	});
});

describe('list', () => {
	it('pages with limit and offset and tells the total in pagination.totalResults', async () => {
		const all = await list();
		expect(all.pagination).toEqual({ limit: 100, offset: 0, totalResults: 6 });
		expect(all.results.map((issue) => issue.displayId)).toEqual([1, 2, 3, 4, 5, 6]);
		const second = await list('?limit=2&offset=2');
		expect(second.pagination).toEqual({ limit: 2, offset: 2, totalResults: 6 });
		expect(second.results.map((issue) => issue.displayId)).toEqual([3, 4]);
		const past = await list('?limit=2&offset=10');
		expect(past).toEqual({ pagination: { limit: 2, offset: 10, totalResults: 6 }, results: [] });
		for (const bad of ['?limit=0', '?limit=101', '?offset=-1', '?limit=ten']) {
			const response = await api('GET', `/issues${bad}`, { token: tokens.admin });
			expect(response.status).toBe(400);
		}
	});

	it('pages through generated issues (POST /__sandbox/seed/issues) to the last one', async () => {
		const seeded = await call(sandbox, 'POST', '/__sandbox/seed/issues', {
			json: { projectId: SEED.projects.hospital, count: 250 },
		});
		expect(seeded.status).toBe(201);
		expect(seeded.body).toEqual({ projectId: PROJECT, added: 250, total: 257 });
		const seen = [];
		for (let offset = 0; ; offset += 100) {
			const body = await list(`?offset=${offset}`);
			expect(body.pagination.totalResults).toBe(256);
			seen.push(...body.results.map((issue) => issue.displayId));
			if (offset + 100 >= body.pagination.totalResults) break;
		}
		expect(seen).toHaveLength(256);
		expect(new Set(seen).size).toBe(256);
		expect(seen.at(-1)).toBe(257);
		const closed = await list('?filter[status]=closed&limit=1');
		expect(closed.pagination.totalResults).toBe(51);
		const refused = await call(sandbox, 'POST', '/__sandbox/seed/issues', {
			json: { projectId: SEED.projects.hospital, count: 0 },
		});
		expect(refused.status).toBe(400);
	});

	it('leaves out deleted issues unless filter[deleted]=true, which gives only those', async () => {
		expect(titlesOf(await list())).not.toContain('Duplicate of the duct clash');
		const deleted = await list('?filter[deleted]=true');
		expect(deleted.results.map((issue) => [issue.id, issue.deleted])).toEqual([
			[IDS.issues.removed, true],
		]);
	});

	it('filters by status, assignee, type, subtype, root cause, creator and display id (commas: any of)', async () => {
		expect(titlesOf(await list('?filter[status]=open,closed'))).toEqual([
			'Duct clashes with beam on level 1',
			'Crack in slab near grid C4',
			'Column offset in model',
		]);
		expect(titlesOf(await list(`?filter[assignedTo]=${SEED.users.admin}`))).toEqual([
			'Missing railing at stair 2',
			'Column offset in model',
		]);
		expect(
			(await list(`?filter[issueTypeId]=${IDS.types.safety}`)).results.map((issue) => issue.id),
		).toEqual([IDS.issues.railing]);
		expect(
			(await list(`?filter[issueSubtypeId]=${IDS.subtypes.defect}`)).pagination.totalResults,
		).toBe(2);
		expect(titlesOf(await list(`?filter[rootCauseId]=${IDS.rootCauses.designError}`))).toEqual([
			'Crack in slab near grid C4',
		]);
		expect((await list(`?filter[createdBy]=${SEED.users.member}`)).pagination.totalResults).toBe(2);
		expect(titlesOf(await list('?filter[displayId]=2,3'))).toEqual([
			'Missing railing at stair 2',
			'Door schedule lacks fire ratings',
		]);
		expect(titlesOf(await list('?filter[assignedToType]=null'))).toEqual([
			'Draft: check facade anchors',
		]);
		expect(
			(await list(`?filter[closedBy]=${SEED.users.admin}`)).results.map((issue) => issue.status),
		).toEqual(['closed']);
	});

	it('filters by dates: a day, several days, and a from..to range', async () => {
		expect(titlesOf(await list('?filter[dueDate]=2024-03-06'))).toEqual([
			'Missing railing at stair 2',
		]);
		expect(titlesOf(await list('?filter[dueDate]=2024-03-06,2024-03-21'))).toEqual([
			'Missing railing at stair 2',
			'Door schedule lacks fire ratings',
		]);
		expect(titlesOf(await list('?filter[dueDate]=2024-03-05..2024-03-12'))).toEqual([
			'Duct clashes with beam on level 1',
			'Missing railing at stair 2',
		]);
		expect(titlesOf(await list('?filter[dueDate]=2024-03-15..'))).toEqual([
			'Door schedule lacks fire ratings',
			'Column offset in model',
		]);
		expect(titlesOf(await list('?filter[closedAt]=2024-03-05'))).toEqual([
			'Crack in slab near grid C4',
		]);
		expect((await list('?filter[createdAt]=2024-02-21..2024-02-22')).pagination.totalResults).toBe(
			2,
		);
		const bad = await api('GET', '/issues?filter[dueDate]=next-week', { token: tokens.admin });
		expect(bad.status).toBe(400);
		expect(bad.body.detail).toContain('filter[dueDate]');
	});

	it('filters by search text, location and sublocation, linked document, custom attribute and validity', async () => {
		expect(titlesOf(await list('?filter[search]=SLAB'))).toEqual(['Crack in slab near grid C4']);
		expect(titlesOf(await list('?filter[search]=5'))).toEqual(['Draft: check facade anchors']);
		expect(titlesOf(await list(`?filter[locationId]=${IDS.locations.level1}`))).toEqual([
			'Duct clashes with beam on level 1',
		]);
		expect(titlesOf(await list(`?filter[subLocationId]=${IDS.locations.level1}`))).toEqual([
			'Duct clashes with beam on level 1',
			'Missing railing at stair 2',
		]);
		expect(
			titlesOf(
				await list(`?filter[linkedDocumentUrn]=${encodeURIComponent(SEED.items.hospitalModel)}`),
			),
		).toEqual(['Column offset in model']);
		const priority = `filter[customAttributes][${IDS.attributes.priority}]`;
		expect(titlesOf(await list(`?${priority}=${IDS.options.high},${IDS.options.low}`))).toEqual([
			'Duct clashes with beam on level 1',
			'Door schedule lacks fire ratings',
		]);
		expect((await list('?filter[valid]=true')).pagination.totalResults).toBe(6);
		expect((await list('?filter[valid]=false')).pagination.totalResults).toBe(0);
	});

	it('refuses a filter it does not know rather than answering everything', async () => {
		const response = await api('GET', '/issues?filter[colour]=red', { token: tokens.admin });
		expect(response.status).toBe(400);
		expect(response.body.detail).toContain('filter[colour]');
	});

	it('sorts by sortBy (a - for descending) and answers only the fields asked for', async () => {
		expect((await list('?sortBy=-dueDate')).results.map((issue) => issue.dueDate)).toEqual([
			'2024-03-21',
			'2024-03-16',
			'2024-03-11',
			'2024-03-06',
			'2024-03-04',
			null,
		]);
		expect(titlesOf(await list('?sortBy=status,-title&filter[status]=open,pending'))).toEqual([
			'Duct clashes with beam on level 1',
			'Column offset in model',
			'Door schedule lacks fire ratings',
		]);
		expect((await api('GET', '/issues?sortBy=colour', { token: tokens.admin })).status).toBe(400);
		const picked = await list(`?fields=title,status,rootCauseTitle&filter[id]=${IDS.issues.crack}`);
		expect(picked.results).toEqual([
			{ title: 'Crack in slab near grid C4', status: 'closed', rootCauseTitle: 'Design error' },
		]);
		expect((await api('GET', '/issues?fields=colour', { token: tokens.admin })).status).toBe(400);
	});

	it('shows a user the drafts they made, not those of others', async () => {
		expect(titlesOf(await list('', { token: tokens.inspector }))).not.toContain(
			'Draft: check facade anchors',
		);
		expect(titlesOf(await list('', { token: tokens.member }))).toContain(
			'Draft: check facade anchors',
		);
	});
});
