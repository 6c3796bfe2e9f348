'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, anyRfiRequest, locator, rfiParameters, rfiRequests, runRfi } = require('./rfiSandbox');

const create = (extra) => rfiParameters({ operation: 'create', title: 'Beam penetration at C4', ...extra });

describe('rfi create through the n8n engine', () => {
	const sandbox = useSandbox();

	test('create: title, status and the additional fields as the API takes them; 201 answer is the item', async () => {
		const { items, error } = await runRfi(
			sandbox,
			create({
				status: 'submitted',
				additionalFields: {
					question: 'May the duct pass through the beam web?',
					assignedTo: [SEED.users.admin],
					dueDate: '2024-04-02T00:00:00',
					rfiType: locator(IDS.types.design),
					priority: 'high',
					costImpact: 'no',
					location: 'Level 2, grid C4',
				},
			}),
			{ userId: SEED.users.member },
		);
		expect(error).toBeUndefined();
		expect(items).toEqual([{ json: expect.objectContaining({ customIdentifier: '006', status: 'submitted', rfiTypeId: IDS.types.design, createdBy: SEED.users.member }), pairedItem: { item: 0 } }]);
		expect(JSON.parse(rfiRequests(sandbox, '/rfis', 'POST')[0].body)).toEqual({
			question: 'May the duct pass through the beam web?',
			assignedTo: [{ id: SEED.users.admin, type: 'user' }],
			dueDate: '2024-04-02',
			rfiTypeId: IDS.types.design,
			priority: 'high',
			costImpact: 'no',
			location: 'Level 2, grid C4',
			title: 'Beam penetration at C4',
			status: 'submitted',
		});
	});

	test('bad input: an empty title, a due date that is none, an RFI type that is no UUID: named, nothing sent', async () => {
		expect((await runRfi(sandbox, create({ title: '  ' }))).error.message).toMatch(/Title must not be empty/);
		expect((await runRfi(sandbox, create({ additionalFields: { dueDate: 'soon' } }))).error.message).toMatch(/Additional Fields › Due Date must be a date/);
		expect((await runRfi(sandbox, create({ additionalFields: { rfiType: locator('General') } }))).error.message).toMatch(/Additional Fields › RFI Type must be a UUID/);
		expect(anyRfiRequest(sandbox)).toEqual([]);
	});

	test('a member without an RFI role is refused (403) with the workflow-role advice; Continue On Fail keeps the others', async () => {
		const { items, error } = await runRfi(sandbox, create({ title: '={{ $json.title }}' }), {
			userId: SEED.users.inspector,
			continueOnFail: true,
			items: [{ json: { title: 'One' } }, { json: { title: 'Two' } }],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.httpCode, item.pairedItem])).toEqual([
			['403', { item: 0 }],
			['403', { item: 1 }],
		]);
		expect(items[0].json.error).toMatch(/^Create RFI failed: /);
		// A POST is never repeated: one request per item.
		expect(rfiRequests(sandbox, '/rfis', 'POST')).toHaveLength(2);
	});
});
