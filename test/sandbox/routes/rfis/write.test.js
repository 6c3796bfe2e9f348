'use strict';

/** RFIs v3: create, update with the workflow's transitions, responses, comments and the lookups. */

const { SEED } = require('../../../../sandbox/seed/data');
const { IDS, useRfisSandbox } = require('./rfisApi');

const { tokens, api } = useRfisSandbox();

describe('create', () => {
	it('answers 201 with the RFI: next identifier, default type, draft, the caller as creator', async () => {
		const answer = await api('POST', '/rfis', { token: tokens.member, json: { title: 'Beam size', question: 'Is W12 enough?', assignedTo: [{ id: SEED.users.admin, type: 'user' }], dueDate: '2024-04-01' } });
		expect(answer.status).toBe(201);
		expect(answer.body).toMatchObject({ customIdentifier: '006', title: 'Beam size', status: 'draft', rfiTypeId: IDS.types.general, createdBy: SEED.users.member, permittedStatuses: ['submitted'] });
	});

	it('refuses a missing title, unknown fields, a bad status or date, an inactive type (400), and a member without a role (403)', async () => {
		const cases = [
			[{ question: 'x' }, /title is required/],
			[{ title: 'x', subject: 'y' }, /Unknown field 'subject'/],
			[{ title: 'x', status: 'open' }, /status must be one of draft, submitted/],
			[{ title: 'x', dueDate: '01/04/2024' }, /dueDate must be a date/],
			[{ title: 'x', rfiTypeId: IDS.types.legacy }, /inactive/],
			[{ title: 'x', assignedTo: [{ id: 'u', type: 'group' }] }, /assignedTo type must be one of/],
		];
		for (const [json, detail] of cases) {
			const answer = await api('POST', '/rfis', { json });
			expect(answer.status).toBe(400);
			expect(answer.body.detail).toMatch(detail);
		}
		const inspector = await api('POST', '/rfis', { token: tokens.inspector, json: { title: 'x' } });
		expect(inspector.status).toBe(403);
	});
});

describe('update', () => {
	it('moves an RFI along a transition the caller role may make, and refuses another with 403', async () => {
		const answered = await api('PATCH', `/rfis/${IDS.rfis.duct}`, { token: tokens.member, json: { status: 'answered' } });
		expect(answered.status).toBe(200);
		expect(answered.body).toMatchObject({ status: 'answered', permittedStatuses: [] });
		const refused = await api('PATCH', `/rfis/${IDS.rfis.duct}`, { token: tokens.member, json: { status: 'closed' } });
		expect(refused.status).toBe(403);
		expect(refused.body.detail).toMatch(/may not move RFI 001 from answered to closed/);
		const closed = await api('PATCH', `/rfis/${IDS.rfis.duct}`, { json: { status: 'closed' } });
		expect(closed.body).toMatchObject({ status: 'closed', closedAt: expect.any(String), permittedStatuses: ['open'] });
	});

	it('lets a manager edit fields; refuses a non-manager on a submitted RFI, an unknown status and unknown fields', async () => {
		expect((await api('PATCH', `/rfis/${IDS.rfis.door}`, { json: { title: 'Door hardware, rev C' } })).body.title).toBe('Door hardware, rev C');
		expect((await api('PATCH', `/rfis/${IDS.rfis.door}`, { token: tokens.member, json: { title: 'x' } })).status).toBe(403);
		expect((await api('PATCH', `/rfis/${IDS.rfis.door}`, { json: { status: 'done' } })).status).toBe(400);
		expect((await api('PATCH', `/rfis/${IDS.rfis.door}`, { json: { number: 3 } })).status).toBe(400);
		expect((await api('PATCH', `/rfis/${IDS.rfis.door}`, { json: {} })).status).toBe(400);
	});
});

describe('responses and comments', () => {
	it('takes a response from a reviewer on an open RFI only', async () => {
		const answer = await api('POST', `/rfis/${IDS.rfis.duct}/responses`, { token: tokens.member, json: { text: 'Yes, below the beam.' } });
		expect(answer.status).toBe(201);
		expect((await api('GET', `/rfis/${IDS.rfis.duct}`)).body.responses).toEqual([answer.body]);
		expect((await api('POST', `/rfis/${IDS.rfis.slab}/responses`, { json: { text: 'x' } })).status).toBe(400);
		expect((await api('POST', `/rfis/${IDS.rfis.duct}/responses`, { token: tokens.inspector, json: { text: 'x' } })).status).toBe(403);
	});

	it('adds comments (201) and lists them oldest first, paged; a member without a role may not comment', async () => {
		for (const body of ['First', 'Second', 'Third']) expect((await api('POST', `/rfis/${IDS.rfis.duct}/comments`, { json: { body } })).status).toBe(201);
		const listed = await api('GET', `/rfis/${IDS.rfis.duct}/comments?limit=2&offset=1`, { token: tokens.inspector });
		expect(listed.body).toMatchObject({ pagination: { limit: 2, offset: 1, totalResults: 3 }, results: [{ body: 'Second' }, { body: 'Third' }] });
		expect((await api('GET', `/rfis/${IDS.rfis.duct}/comments?sort=x`)).status).toBe(400);
		expect((await api('POST', `/rfis/${IDS.rfis.duct}/comments`, { token: tokens.inspector, json: { body: 'x' } })).status).toBe(403);
		expect((await api('POST', `/rfis/${IDS.rfis.duct}/comments`, { json: { body: 'x', private: true } })).status).toBe(400);
	});
});

describe('lookups', () => {
	it('lists types and custom attributes, and tells the caller its roles and the workflow', async () => {
		expect((await api('GET', '/rfi-types')).body.results.map((type) => type.name)).toEqual(['General', 'Design clarification', 'Legacy']);
		expect((await api('GET', '/attributes?limit=1')).body).toMatchObject({ pagination: { totalResults: 2 }, results: [{ name: 'Discipline', dataType: 'list' }] });
		const me = await api('GET', '/users/me', { token: tokens.member });
		expect(me.body).toMatchObject({ id: SEED.users.member, workflowRoles: ['creator', 'reviewer'], permittedActions: { createRfi: true, editAnyRfi: false } });
		const workflow = await api('GET', '/workflow');
		expect(workflow.body.statuses).toContain('answered');
		expect(workflow.body.transitions).toContainEqual({ from: 'open', to: 'answered', roles: ['reviewer', 'manager'] });
		expect((await api('GET', '/rfi-types?filter[name]=x')).status).toBe(400);
	});
});
