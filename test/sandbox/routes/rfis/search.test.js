'use strict';

/** RFIs v3: the search (filters, text, sort, paging in the body), one RFI, and who may read. */

const { SEED } = require('../../../../sandbox/seed/data');
const { call, tokenFor } = require('../../../support/sandbox');
const { BIM360_PROJECT, IDS, useRfisSandbox } = require('./rfisApi');

const { sandbox, tokens, api } = useRfisSandbox();
const search = (json, options = {}) => api('POST', '/search:rfis', { json, ...options });
const titles = (answer) => answer.body.results.map((rfi) => rfi.title);

describe('search:rfis', () => {
	it('answers every RFI the manager sees, with pagination and the caller permitted statuses', async () => {
		const answer = await search({});
		expect(answer.status).toBe(200);
		expect(answer.body.pagination).toEqual({ limit: 20, offset: 0, totalResults: 5 });
		const duct = answer.body.results.find((rfi) => rfi.id === IDS.rfis.duct);
		expect(duct).toMatchObject({ customIdentifier: '001', status: 'open', assignedTo: [{ id: SEED.users.member, type: 'user' }], permittedStatuses: ['answered', 'void'] });
	});

	it('filters by status, assignee, type, due date range and update time, and searches the text', async () => {
		expect(titles(await search({ filter: { status: ['open', 'closed'] } }))).toEqual(['Duct routing above corridor 2', 'Roof drain size']);
		expect(titles(await search({ filter: { assignedTo: [SEED.users.admin] } }))).toEqual(['Slab edge detail at level 3', 'Door hardware schedule']);
		expect(titles(await search({ filter: { rfiTypeId: [IDS.types.design] } }))).toEqual(['Slab edge detail at level 3', 'Roof drain size']);
		expect(titles(await search({ filter: { dueDate: { to: '2024-03-01' } } }))).toEqual(['Duct routing above corridor 2', 'Roof drain size']);
		expect(titles(await search({ filter: { updatedAt: { from: '2024-03-01T10:30:00.000Z' } } }))).toEqual(['Door hardware schedule', 'Roof drain size']);
		expect(titles(await search({ search: 'DRAIN' }))).toEqual(['Roof drain size']);
	});

	it('sorts, and pages by the body pagination', async () => {
		const sorted = await search({ sort: [{ field: 'dueDate', order: 'desc' }], pagination: { limit: 2, offset: 1 } });
		expect(sorted.body.pagination).toEqual({ limit: 2, offset: 1, totalResults: 5 });
		expect(titles(sorted)).toEqual(['Slab edge detail at level 3', 'Door hardware schedule']);
	});

	it('pages through generated RFIs (POST /__sandbox/seed/rfis) to the last one; a count out of range is 400', async () => {
		const seeded = await call(sandbox, 'POST', '/__sandbox/seed/rfis', { json: { projectId: SEED.projects.hospital, count: 250 } });
		expect(seeded.status).toBe(201);
		expect(seeded.body).toEqual({ projectId: SEED.projects.hospital.slice(2), added: 250, total: 255 });
		const seen = [];
		for (let offset = 0; ; offset += 100) {
			const { body } = await search({ sort: [{ field: 'customIdentifier', order: 'asc' }], pagination: { limit: 100, offset } });
			expect(body.pagination.totalResults).toBe(255);
			seen.push(...body.results.map((rfi) => rfi.customIdentifier));
			if (offset + 100 >= body.pagination.totalResults) break;
		}
		expect(new Set(seen).size).toBe(255);
		expect(seen.at(-1)).toBe('255');
		expect((await search({ filter: { status: ['closed'] } })).body.pagination.totalResults).toBe(63);
		const refused = await call(sandbox, 'POST', '/__sandbox/seed/rfis', { json: { projectId: SEED.projects.hospital, count: 0 } });
		expect(refused.status).toBe(400);
	});

	it('refuses unknown fields and filters, wrong values and a limit out of range (400, title and detail)', async () => {
		const cases = [
			[{ filters: {} }, /Unknown field 'filters'/],
			[{ filter: { priority: ['high'] } }, /Unknown filter 'priority'/],
			[{ filter: { status: ['pending'] } }, /filter.status: 'pending'/],
			[{ filter: { dueDate: { from: '2024-03-01T00:00:00Z' } } }, /filter.dueDate.from must be a date/],
			[{ filter: { dueDate: { from: '2024-04-01', to: '2024-03-01' } } }, /from is after/],
			[{ sort: [{ field: 'priority' }] }, /sort field must be one of/],
			[{ pagination: { limit: 101 } }, /limit must be an integer between 1 and 100/],
		];
		for (const [body, detail] of cases) {
			const answer = await search(body);
			expect(answer.status).toBe(400);
			expect(answer.body).toEqual({ title: 'Bad Request', detail: expect.stringMatching(detail) });
		}
	});

	it('shows drafts only to their creator and the managers', async () => {
		expect(titles(await search({}, { token: tokens.inspector }))).not.toContain('Paint finish in the lobby');
		expect(titles(await search({}, { token: tokens.member }))).toContain('Paint finish in the lobby');
	});

	it('needs user context, a project member, an ACC project and data:read', async () => {
		expect((await search({}, { token: tokens.app })).status).toBe(403);
		const asUser = await search({}, { token: tokens.app, headers: { 'x-user-id': SEED.users.member } });
		expect(asUser.status).toBe(200);
		const outsider = await search({}, { token: tokens.viewer });
		expect(outsider.status).toBe(403);
		expect(outsider.body.detail).toMatch(/no access to the RFIs/);
		const bim360 = await search({}, { project: BIM360_PROJECT });
		expect(bim360.status).toBe(404);
		expect(bim360.body.detail).toMatch(/BIM 360 project/);
		expect((await search({}, { project: `b.${IDS.rfis.duct}` })).status).toBe(400);
		const writeOnly = tokenFor(sandbox, { userId: SEED.users.admin, scopes: ['data:write'] });
		expect((await search({}, { token: writeOnly })).status).toBe(401);
	});
});

describe('rfis/:rfiId', () => {
	it('answers one RFI; an unknown one 404, a hidden draft 404, a malformed id 400', async () => {
		const answer = await api('GET', `/rfis/${IDS.rfis.slab}`, { token: tokens.member });
		expect(answer.status).toBe(200);
		expect(answer.body).toMatchObject({ id: IDS.rfis.slab, status: 'answered', permittedStatuses: [] });
		expect((await api('GET', `/rfis/${IDS.types.general}`)).status).toBe(404);
		expect((await api('GET', `/rfis/${IDS.rfis.paint}`, { token: tokens.inspector })).status).toBe(404);
		expect((await api('GET', '/rfis/7')).status).toBe(400);
	});
});
