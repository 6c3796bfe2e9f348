'use strict';

/** Submittals v2: the items list (filters, search, sort, nextUrl paging), one item, create, update, transitions. */

const { SEED } = require('../../../../sandbox/seed/data');
const { BIM360_PROJECT, IDS, useSubmittalsSandbox } = require('./submittalsApi');

const { tokens, api } = useSubmittalsSandbox();
const titles = (answer) => answer.body.results.map((item) => item.title);
const list = (query = '', options) => api('GET', `/items${query}`, options);

describe('GET items', () => {
	it('answers the items a manager sees (drafts too, void ones not), with nextUrl paging', async () => {
		const first = await list('?limit=4&sort=identifier%20asc');
		expect(first.status).toBe(200);
		expect(first.body.pagination).toMatchObject({ limit: 4, offset: 0, totalResults: 6, previousUrl: '' });
		expect(first.body.pagination.nextUrl).toMatch(/\/items\?limit=4&sort=identifier\+asc&offset=4$/);
		const next = await api('GET', first.body.pagination.nextUrl.replace(/^.*\/projects\/[^/]+/, ''));
		expect(titles(next)).toEqual(['Firestopping systems', 'Elevator cab finishes']);
		expect(next.body.pagination.nextUrl).toBe('');
		const item = first.body.results[0];
		expect(item).toMatchObject({ id: IDS.items.curtainWall, stateId: 'rev', statusId: '2', specIdentifier: '084413', ballInCourtUsers: [SEED.users.member] });
		expect(item.permittedActions).toEqual(expect.arrayContaining([{ id: 'Item::transition', stateId: 'mgr-2', mandatoryFields: ['responseId'] }]));
	});

	it('filters by status, spec, package, type, response, ball in court, due date and update time; searches', async () => {
		expect(titles(await list('?filter[statusId]=1,3'))).toEqual(['Paint color samples', 'Roofing manufacturer warranty']);
		expect(titles(await list(`?filter[specId]=${IDS.specs.hardware}`))).toEqual(['Door hardware product data']);
		expect(titles(await list(`?filter[packageId]=${IDS.packages.envelope}`))).toEqual(['Curtain wall shop drawings', 'Roofing manufacturer warranty']);
		expect(titles(await list(`?filter[typeId]=${IDS.itemTypes.sample}`))).toEqual(['Paint color samples', 'Elevator cab finishes']);
		expect(titles(await list(`?filter[reviewResponseId]=${IDS.responses.revise}`))).toEqual(['Door hardware product data']);
		expect(titles(await list(`?filter[ballInCourtUsers]=${SEED.users.member}`))).toEqual(['Curtain wall shop drawings', 'Paint color samples']);
		expect(titles(await list('?filter[dueDate]=..2024-03-01'))).toEqual(['Curtain wall shop drawings', 'Roofing manufacturer warranty']);
		expect(titles(await list('?filter[updatedAt]=2024-03-01T11:30:00.000Z..'))).toEqual(['Firestopping systems', 'Elevator cab finishes']);
		expect(titles(await list('?search=087100'))).toEqual(['Door hardware product data']);
	});

	it('refuses unknown parameters, wrong values and a limit out of 1-50 (400, title and detail)', async () => {
		const cases = [
			['?filter[status]=2', /Unknown query parameter 'filter\[status\]'/],
			['?filter[statusId]=9', /filter\[statusId\]: '9'/],
			['?filter[specId]=084413', /filter\[specId\]: '084413'/],
			['?filter[dueDate]=2024-03-01', /filter\[dueDate\] must be 'from..to'/],
			['?sort=priority%20asc', /sort must be fields of/],
			['?limit=51', /limit must be between 1 and 50/],
		];
		for (const [query, detail] of cases) {
			const answer = await list(query);
			expect([query, answer.status]).toEqual([query, 400]);
			expect(answer.body).toEqual({ title: 'Bad Request', detail: expect.stringMatching(detail) });
		}
	});

	it('hides drafts from non-managers; needs user context, a member and an ACC project', async () => {
		expect(titles(await list('', { token: tokens.inspector }))).not.toContain('Firestopping systems');
		expect((await list('', { token: tokens.app })).status).toBe(403);
		expect((await list('', { token: tokens.viewer })).status).toBe(403);
		expect((await list('', { project: BIM360_PROJECT })).body.detail).toMatch(/BIM 360 project; the Submittals API serves ACC projects only/);
		expect((await list('', { project: `b.${BIM360_PROJECT}` })).status).toBe(400);
	});
});

describe('items: one, create, update, transition', () => {
	it('creates an item (201) in mgr-1 by default; refuses what is missing or not the project\'s', async () => {
		const body = { title: 'Lobby stone samples', typeId: IDS.itemTypes.sample, specId: IDS.specs.painting, manager: SEED.users.admin, managerType: '1' };
		const created = await api('POST', '/items', { json: body, token: tokens.member });
		expect(created.status).toBe(201);
		expect(created.body).toMatchObject({ identifier: 7, stateId: 'mgr-1', statusId: '2', createdBy: SEED.users.member });
		expect((await api('GET', `/items/${created.body.id}`)).body.title).toBe('Lobby stone samples');
		expect((await api('POST', '/items', { json: { ...body, stateId: 'sbc-1' }, token: tokens.member })).status).toBe(403);
		expect((await api('POST', '/items', { json: { ...body, stateId: 'sbc-1' } })).body.detail).toMatch(/needs subcontractor/);
		expect((await api('POST', '/items', { json: { ...body, typeId: IDS.itemTypes.attic } })).body.detail).toMatch(/Attic Stock' is inactive/);
		expect((await api('POST', '/items', { json: { ...body, manager: undefined } })).body.detail).toBe('manager is required.');
		expect((await api('POST', '/items', { json: body, token: tokens.inspector })).status).toBe(403);
	});

	it('updates fields as a manager; stateId is refused; a closed item is not edited', async () => {
		const updated = await api('PATCH', `/items/${IDS.items.paint}`, { json: { dueDate: '2024-04-02', priority: 'high' } });
		expect(updated.body).toMatchObject({ dueDate: '2024-04-02', priority: 'high' });
		expect((await api('PATCH', `/items/${IDS.items.paint}`, { json: { stateId: 'mgr-1' } })).body.detail).toMatch(/POST items\/\{itemId\}:transition/);
		expect((await api('PATCH', `/items/${IDS.items.paint}`, { json: { title: 'x' }, token: tokens.member })).status).toBe(403);
		expect((await api('PATCH', `/items/${IDS.items.roofing}`, { json: { title: 'x' } })).status).toBe(403);
	});

	it('moves an item along the workflow: its submitter submits, the manager sends it to review with a number, the reviewer answers', async () => {
		const submit = await api('POST', `/items/${IDS.items.paint}:transition`, { json: { stateId: 'mgr-1' }, token: tokens.member });
		expect(submit.status).toBe(200);
		expect(submit.body).toMatchObject({ stateId: 'mgr-1', ballInCourtUsers: [SEED.users.admin] });
		const noNumber = await api('POST', `/items/${IDS.items.paint}:transition`, { json: { stateId: 'rev' } });
		expect(noNumber.body.detail).toBe('Moving item 3 from mgr-1 to rev needs customIdentifier.');
		expect((await api('POST', `/items/${IDS.items.paint}:transition`, { json: { stateId: 'rev', customIdentifier: '099123-01' } })).body.stateId).toBe('rev');
		const reviewed = await api('POST', `/items/${IDS.items.paint}:transition`, { json: { stateId: 'mgr-2', responseId: IDS.responses.approved, responseComment: 'OK' }, token: tokens.member });
		expect(reviewed.body).toMatchObject({ stateId: 'mgr-2', responseId: IDS.responses.approved, respondedBy: SEED.users.member });
	});

	it('refuses a transition the caller may not make (403) and one the workflow lacks', async () => {
		const refused = await api('POST', `/items/${IDS.items.hardware}:transition`, { json: { stateId: 'cls' }, token: tokens.member });
		expect(refused.status).toBe(403);
		expect(refused.body.detail).toBe(`User ${SEED.users.member} may not move submittal item 2 from mgr-2 to cls.`);
		expect((await api('POST', `/items/${IDS.items.hardware}:transition`, { json: { stateId: 'sbc-1' } })).status).toBe(403);
		expect((await api('POST', `/items/${IDS.items.hardware}:transition`, { json: { stateId: 'done' } })).status).toBe(400);
		expect((await api('POST', `/items/${IDS.items.hardware}:close`, { json: {} })).status).toBe(404);
	});

	it('lists an item\'s revisions and attachments', async () => {
		const revisions = await api('GET', `/items/${IDS.items.hardware}/revisions`);
		expect(revisions.body.results.map((revision) => [revision.revision, revision.stateId])).toEqual([[0, 'cls']]);
		const attachments = await api('GET', `/items/${IDS.items.hardware}/attachments`);
		expect(attachments.body.results.map((file) => file.name)).toEqual(['Door hardware schedule rev B.pdf', 'Reviewer markups.pdf']);
	});
});

describe('specs, item types, packages, responses', () => {
	it('lists them, pages by nextUrl, creates a spec (409 for an identifier in use) and reads a package', async () => {
		expect((await api('GET', '/specs?limit=2')).body.pagination).toMatchObject({ totalResults: 6, nextUrl: expect.stringMatching(/offset=2$/) });
		expect((await api('GET', '/item-types')).body.results.map((type) => type.value)).toEqual(['Shop Drawings', 'Product Data', 'Sample', 'Warranty', 'Attic Stock']);
		expect((await api('GET', '/responses')).body.results).toHaveLength(5);
		expect((await api('GET', '/packages')).body.results.map((entry) => [entry.identifier, entry.title, entry.specIdentifier])).toEqual([[1, 'Building envelope', '084413'], [2, 'Interiors', '099123'], [3, 'Vertical transportation', '142100']]);
		expect((await api('GET', `/packages/${IDS.packages.interiors}`)).body.title).toBe('Interiors');
		expect((await api('GET', `/packages/${IDS.specs.painting}`)).status).toBe(404);
		const spec = await api('POST', '/specs', { json: { identifier: '096813', title: 'Tile Carpeting' } });
		expect(spec.status).toBe(201);
		expect((await api('POST', '/specs', { json: { identifier: '096813', title: 'Again' } })).status).toBe(409);
		expect((await api('POST', '/specs', { json: { identifier: '096814', title: 'Tile' }, token: tokens.member })).status).toBe(403);
	});
});
