'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { GUID, IDS, SEED, issueParameters, issueRequests, locator, runIssue, seedIssues } = require('./issueSandbox');

/** The requests in the order of their pages (pages after the first are asked for together). */
const byOffset = (entries) => [...entries].sort((a, b) => Number(a.query.offset) - Number(b.query.offset));
const getAll = (extra) => issueParameters({ operation: 'getAll', returnAll: true, ...extra });

describe('issue getAll through the n8n engine', () => {
	const sandbox = useSandbox();

	test('filters and sort go out as the Issues API names them, to the project without b.', async () => {
		const { items, error } = await runIssue(
			sandbox,
			getAll({
				filters: { status: ['open', 'pending'], dueFrom: '2024-03-05', dueTo: '2024-03-25T00:00:00', issueTypeIds: [IDS.types.design] },
				sortBy: 'dueDate',
				descending: true,
				options: { region: 'US' },
			}),
		);
		expect(error).toBeUndefined();
		const [request] = issueRequests(sandbox, '/issues', 'GET');
		expect(request.query).toEqual({
			'filter[status]': 'open,pending',
			'filter[dueDate]': '2024-03-05..2024-03-25',
			'filter[issueTypeId]': IDS.types.design,
			sortBy: '-dueDate',
			limit: '100',
			offset: '0',
		});
		expect(request.headers['x-ads-region']).toBe('US');
		// Seeded: the duct clash (open, due 03-11), the door schedule (pending, due 03-21) and the
		// pushpin issue (open, due 03-16); the railing is in progress, the crack closed.
		expect(items.map((item) => item.json.title)).toEqual(['Door schedule lacks fire ratings', 'Column offset in model', 'Duct clashes with beam on level 1']);
		expect(items.every((item) => item.json.issueTypeId === IDS.types.design)).toBe(true);
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 0 }, { item: 0 }]);
	});

	test('search, assignee, sublocations and deleted issues', async () => {
		const run = async (filters) => (await runIssue(sandbox, getAll({ projectId: locator(GUID), filters }))).items.map((item) => item.json.title);
		expect(await run({ search: 'railing' })).toEqual(['Missing railing at stair 2']);
		expect(await run({ assignedTo: SEED.users.admin })).toEqual(['Missing railing at stair 2', 'Column offset in model']);
		expect(await run({ locationIds: IDS.locations.level1, includeSublocations: true })).toEqual(['Duct clashes with beam on level 1', 'Missing railing at stair 2']);
		expect(await run({ locationIds: IDS.locations.level1 })).toEqual(['Duct clashes with beam on level 1']);
		expect(await run({ deleted: true })).toEqual(['Duplicate of the duct clash']);
		const queries = issueRequests(sandbox, '/issues', 'GET').map((entry) => entry.query);
		expect(queries.map((query) => Object.keys(query).filter((key) => key.startsWith('filter[')))).toEqual([
			['filter[search]'],
			['filter[assignedTo]'],
			['filter[subLocationId]'],
			['filter[locationId]'],
			['filter[deleted]'],
		]);
	});

	test('Return All reads every page by offset until totalResults; a Limit asks for no page more than it needs', async () => {
		await seedIssues(sandbox, 230);
		const all = await runIssue(sandbox, getAll());
		expect(all.error).toBeUndefined();
		expect(all.items).toHaveLength(236);
		expect(new Set(all.items.map((item) => item.json.id)).size).toBe(236);
		expect(byOffset(issueRequests(sandbox, '/issues', 'GET')).map((entry) => [entry.query.limit, entry.query.offset])).toEqual([
			['100', '0'],
			['100', '100'],
			['100', '200'],
		]);
		sandbox.ctx.log.clear();
		const some = await runIssue(sandbox, issueParameters({ operation: 'getAll', returnAll: false, limit: 130 }));
		expect(some.items).toHaveLength(130);
		expect(byOffset(issueRequests(sandbox, '/issues', 'GET')).map((entry) => [entry.query.limit, entry.query.offset])).toEqual([
			['100', '0'],
			['100', '100'],
		]);
		sandbox.ctx.log.clear();
		const few = await runIssue(sandbox, issueParameters({ operation: 'getAll', returnAll: false, limit: 3 }));
		expect(few.items).toHaveLength(3);
		expect(issueRequests(sandbox, '/issues', 'GET').map((entry) => entry.query.limit)).toEqual(['3']);
	});

	test('a due range the wrong way round, and a display ID that is no number, are refused before sending', async () => {
		const reversed = await runIssue(sandbox, getAll({ filters: { dueFrom: '2024-04-01', dueTo: '2024-03-01' } }));
		expect(reversed.error.message).toBe('Filters › Due Date To must not be before Due Date From; got "2024-03-01"');
		const notNumber = await runIssue(sandbox, getAll({ filters: { displayIds: '1, A7' } }));
		expect(notNumber.error.message).toBe('Filters › Display IDs must be whole numbers separated by commas; got "A7"');
		expect(sandbox.ctx.log.entries).toEqual([]);
	});

	test("Continue On Fail: a BIM 360 project's 404 stays with its item; the next project is read", async () => {
		const { items, error } = await runIssue(sandbox, getAll({ projectId: locator('={{ $json.project }}') }), {
			continueOnFail: true,
			items: [{ json: { project: SEED.projects.tower } }, { json: { project: GUID } }],
		});
		expect(error).toBeUndefined();
		expect(items[0]).toMatchObject({ pairedItem: { item: 0 }, json: { httpCode: '404', error: expect.stringMatching(/^Get many issues failed: .*BIM 360/) } });
		expect(items.slice(1).every((item) => item.pairedItem.item === 1)).toBe(true);
		expect(items).toHaveLength(7);
		expect(sandbox.ctx.log.find({ path: /^\/construction\/issues\// }).map((entry) => entry.status)).toEqual([404, 200]);
	});

	test('a two-legged token without Act As User ID: the advice names the three-legged and Service Account credentials', async () => {
		const { error } = await runIssue(sandbox, getAll(), { twoLegged: true });
		expect(error.message).toMatch(/^Get many issues failed: This API needs user context/);
		expect(error.description).toMatch(/Authorization Code credential \(three-legged\) or the Service Account credential, or set Act As User ID/);
		const asUser = await runIssue(sandbox, getAll({ options: { userId: SEED.users.member } }), { twoLegged: true });
		expect(asUser.error).toBeUndefined();
		expect(asUser.items.map((item) => item.json.title)).toContain('Draft: check facade anchors');
		expect(issueRequests(sandbox, '/issues', 'GET').map((entry) => entry.headers['x-user-id'])).toEqual([undefined, SEED.users.member]);
	});
});
