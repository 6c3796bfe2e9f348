'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, anySubmittalRequest, locator, runAsCaller, submittalParameters, submittalRequests } = require('./submittalSandbox');

const getAll = (extra) => submittalParameters({ operation: 'getAll', returnAll: true, ...extra });
const titles = (items) => items.map((item) => item.json.title);

describe('submittal getAll through the n8n engine', () => {
	const sandbox = useSandbox();

	test('Return All follows pagination.nextUrl, 50 a page; each item carries its state and permitted actions', async () => {
		const { items, error } = await runAsCaller(sandbox, getAll({ sortBy: 'title' }));
		expect(error).toBeUndefined();
		expect(titles(items)).toEqual(['Curtain wall shop drawings', 'Door hardware product data', 'Elevator cab finishes', 'Firestopping systems', 'Paint color samples', 'Roofing manufacturer warranty']);
		expect(items[0]).toEqual({ json: expect.objectContaining({ id: IDS.items.curtainWall, stateId: 'rev', specIdentifier: '084413', permittedActions: expect.any(Array) }), pairedItem: { item: 0 } });
		expect(submittalRequests(sandbox, '/items', 'GET').map((entry) => entry.query)).toEqual([{ limit: '50', sort: 'title asc' }]);
	});

	test('a Limit reads pages no larger than it needs and follows nextUrl for the rest', async () => {
		const { items } = await runAsCaller(sandbox, getAll({ returnAll: false, limit: 3, sortBy: 'dueDate', descending: true }));
		expect(titles(items)).toEqual(['Firestopping systems', 'Elevator cab finishes', 'Paint color samples']);
		expect(submittalRequests(sandbox, '/items', 'GET').map((entry) => entry.query)).toEqual([{ limit: '3', sort: 'dueDate desc' }]);
	});

	test('the filters go out as filter[...] query parameters: lists comma-separated, ranges from..to', async () => {
		const filters = {
			status: ['1', '2'],
			specIds: [IDS.specs.painting, IDS.specs.curtainWall],
			ballInCourtUsers: [SEED.users.member],
			dueFrom: '2024-02-01',
			dueTo: '2024-03-10',
			updatedSince: '2024-03-01T08:00:00.000Z',
			search: 'samples',
		};
		const { items, error } = await runAsCaller(sandbox, getAll({ filters }));
		expect(error).toBeUndefined();
		expect(titles(items)).toEqual(['Paint color samples']);
		expect(submittalRequests(sandbox, '/items', 'GET')[0].query).toEqual({
			limit: '50',
			'filter[statusId]': '1,2',
			'filter[specId]': `${IDS.specs.painting},${IDS.specs.curtainWall}`,
			'filter[ballInCourtUsers]': SEED.users.member,
			'filter[dueDate]': '2024-02-01..2024-03-10',
			'filter[updatedAt]': '2024-03-01T08:00:00.000Z..',
			search: 'samples',
		});
		const byPackage = await runAsCaller(sandbox, getAll({ filters: { packageIds: [IDS.packages.envelope], responseIds: [IDS.responses.approved], typeIds: [IDS.itemTypes.warranty], status: ['3'] } }));
		expect(titles(byPackage.items)).toEqual(['Roofing manufacturer warranty']);
	});

	test('drafts only for managers; as a two-legged app only with Act As User ID; the Service Account is a non-member', async () => {
		const member = await runAsCaller(sandbox, getAll({}), { userId: SEED.users.member });
		expect(titles(member.items)).not.toContain('Firestopping systems');
		const refused = await runAsCaller(sandbox, getAll({}), { twoLegged: true });
		expect(refused.error.httpCode).toBe('403');
		expect(refused.error.description).toMatch(/The Submittals API acts for a user: a two-legged \(Client Credentials\) token is refused unless Act As User ID/);
		const acting = await runAsCaller(sandbox, getAll({ options: { userId: SEED.users.member } }), { twoLegged: true });
		expect(acting.items).toHaveLength(5);
		expect(submittalRequests(sandbox, '/items', 'GET').at(-1).headers['x-user-id']).toBe(SEED.users.member);
		const serviceAccount = await runAsCaller(sandbox, getAll({}), { serviceAccount: true });
		expect(serviceAccount.error.httpCode).toBe('403');
		expect(serviceAccount.error.description).toMatch(/member of the project with access to the Submittals tool/);
	});

	test('a BIM 360 project: 404 with the advice; a Fusion Team project and bad dates are refused before sending', async () => {
		const bim360 = await runAsCaller(sandbox, getAll({ hubId: locator(SEED.hubs.bim360), projectId: locator(SEED.projects.tower) }));
		expect(bim360.error.httpCode).toBe('404');
		expect(bim360.error.description).toMatch(/Autodesk Construction Cloud projects only/);
		const before = anySubmittalRequest(sandbox).length;
		const team = await runAsCaller(sandbox, getAll({ projectId: locator(SEED.projects.bracket) }));
		expect(team.error.message).toMatch(/^Project must be a Construction Cloud or BIM 360 project ID/);
		const dates = await runAsCaller(sandbox, getAll({ filters: { dueFrom: '2024-04-01', dueTo: '2024-03-01' } }));
		expect(dates.error.message).toBe('Filters › Due Date To must not be before Due Date From; got "2024-03-01"');
		expect(anySubmittalRequest(sandbox)).toHaveLength(before);
	});
});
