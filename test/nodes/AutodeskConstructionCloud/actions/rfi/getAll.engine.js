'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { addRfi, containerOf } = require('../../../../../sandbox/routes/rfis/state');
const { GUID, IDS, SEED, anyRfiRequest, locator, rfiParameters, rfiRequests, runRfi } = require('./rfiSandbox');

const getAll = (extra) => rfiParameters({ operation: 'getAll', returnAll: true, ...extra });
const searches = (sandbox) => rfiRequests(sandbox, '/search:rfis', 'POST').map((entry) => JSON.parse(entry.body));

describe('rfi getAll through the n8n engine', () => {
	const sandbox = useSandbox();

	test('filters, text and sort go into the search body; each RFI is an item paired with its input', async () => {
		const { items, error } = await runRfi(
			sandbox,
			getAll({
				filters: { status: ['open', 'closed', 'answered'], assignedTo: [SEED.users.member], dueFrom: '2024-02-01', dueTo: '2024-03-01T12:00:00', updatedSince: '2024-03-01T07:30:00Z', search: ' corridor ' },
				sortBy: 'dueDate',
				descending: true,
			}),
		);
		expect(error).toBeUndefined();
		expect(items).toEqual([{ json: expect.objectContaining({ id: IDS.rfis.duct, customIdentifier: '001', status: 'open', permittedStatuses: ['answered', 'void'] }), pairedItem: { item: 0 } }]);
		expect(searches(sandbox)).toEqual([
			{
				filter: { status: ['open', 'closed', 'answered'], assignedTo: [SEED.users.member], dueDate: { from: '2024-02-01', to: '2024-03-01' }, updatedAt: { from: '2024-03-01T07:30:00.000Z' } },
				search: 'corridor',
				sort: [{ field: 'dueDate', order: 'desc' }],
				pagination: { offset: 0, limit: 100 },
			},
		]);
	});

	test('Return All reads every page (100 a page); Limit asks for no more than it needs', async () => {
		const container = containerOf(sandbox.ctx.state.rfis, GUID);
		for (let index = 0; index < 130; index++) addRfi(container, { title: `Generated ${index}`, status: 'open', createdBy: SEED.users.admin, time: Date.parse('2024-04-01T00:00:00Z') });
		const all = await runRfi(sandbox, getAll({}));
		expect(all.items).toHaveLength(135);
		expect(searches(sandbox).map((body) => body.pagination)).toEqual([
			{ offset: 0, limit: 100 },
			{ offset: 100, limit: 100 },
		]);
		sandbox.ctx.log.clear();
		const some = await runRfi(sandbox, getAll({ returnAll: false, limit: 7 }));
		expect(some.items).toHaveLength(7);
		expect(searches(sandbox)).toEqual([{ pagination: { offset: 0, limit: 7 } }]);
	});

	test('a draft is seen by its creator only; the project by its URL', async () => {
		const url = `https://acc.autodesk.com/build/rfis/projects/${GUID}`;
		const member = await runRfi(sandbox, getAll({ projectId: locator(url, 'url'), filters: { status: ['draft'] } }), { userId: SEED.users.member });
		expect(member.items.map((item) => item.json.id)).toEqual([IDS.rfis.paint]);
		const inspector = await runRfi(sandbox, getAll({ filters: { status: ['draft'] } }), { userId: SEED.users.inspector });
		expect(inspector.items).toEqual([]);
	});

	test('bad input: Due Date To before Due Date From, a date that is none: named, nothing sent', async () => {
		const before = await runRfi(sandbox, getAll({ filters: { dueFrom: '2024-04-01', dueTo: '2024-03-01' } }));
		expect(before.error.message).toMatch(/Filters › Due Date To/);
		expect(before.error.message).toMatch(/must not be before Due Date From/);
		const wrong = await runRfi(sandbox, getAll({ filters: { updatedSince: 'yesterday' } }));
		expect(wrong.error.message).toMatch(/Filters › Updated Since/);
		expect(anyRfiRequest(sandbox)).toEqual([]);
	});

	test('two-legged: refused with advice without Act As User ID, answered with it (x-user-id)', async () => {
		const refused = await runRfi(sandbox, getAll({}), { twoLegged: true });
		expect(refused.error.httpCode).toBe('403');
		expect(refused.error.description).toMatch(/RFIs API acts for a user/);
		const asMember = await runRfi(sandbox, getAll({ options: { userId: SEED.users.member } }), { twoLegged: true });
		expect(asMember.error).toBeUndefined();
		expect(asMember.items).toHaveLength(5);
		expect(rfiRequests(sandbox, '/search:rfis', 'POST').at(-1).headers['x-user-id']).toBe(SEED.users.member);
	});

	test('a user outside the project gets the member advice; a BIM 360 project the ACC-only advice', async () => {
		const outsider = await runRfi(sandbox, getAll({}), { userId: SEED.users.viewer });
		expect(outsider.error.httpCode).toBe('403');
		expect(outsider.error.description).toMatch(/member of the project with an RFI workflow role/);
		const bim360 = await runRfi(sandbox, getAll({ hubId: locator(SEED.hubs.bim360), projectId: locator(SEED.projects.tower) }));
		expect(bim360.error.httpCode).toBe('404');
		expect(bim360.error.description).toMatch(/Autodesk Construction Cloud projects only/);
	});

	test('the Service Account is refused as a non-member, with the member advice', async () => {
		const { error } = await runRfi(sandbox, getAll({}), { serviceAccount: true });
		expect(error.httpCode).toBe('403');
		expect(error.description).toMatch(/service account|RFI workflow role/i);
	});
});
