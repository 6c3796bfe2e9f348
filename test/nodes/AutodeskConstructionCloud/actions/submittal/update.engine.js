'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, anySubmittalRequest, locator, runAsCaller, submittalParameters, submittalRequests } = require('./submittalSandbox');

const update = (itemId, updateFields) => submittalParameters({ operation: 'update', itemId: locator(itemId), updateFields });

describe('submittal update through the n8n engine', () => {
	const sandbox = useSandbox();

	test('the fields given go out (an emptied text as null); the item comes back', async () => {
		const { items, error } = await runAsCaller(sandbox, update(IDS.items.paint, { dueDate: '2024-04-02', customIdentifier: '099123-01', description: '', subcontractor: locator(SEED.users.member) }));
		expect(error).toBeUndefined();
		expect(items[0]).toEqual({ json: expect.objectContaining({ id: IDS.items.paint, dueDate: '2024-04-02', customIdentifier: '099123-01', description: null }), pairedItem: { item: 0 } });
		expect(JSON.parse(submittalRequests(sandbox, '/items/[^/]+', 'PATCH')[0].body)).toEqual({ description: null, customIdentifier: '099123-01', subcontractor: SEED.users.member, subcontractorType: '1', dueDate: '2024-04-02' });
	});

	test('a refused edit (403) is explained from the item as the caller reads it', async () => {
		const { error } = await runAsCaller(sandbox, update(IDS.items.paint, { title: 'Paint' }), { userId: SEED.users.member });
		expect(error.httpCode).toBe('403');
		expect(error.message).toMatch(/^Update submittal item failed: /);
		expect(error.description).toBe('Nothing was changed. The caller can read submittal item 3 (sbc-1) but may not edit it: only a submittals manager edits items, and no one edits a closed or void one.');
		expect(submittalRequests(sandbox, '/items/[^/:]+', 'GET')).toHaveLength(1);
		const outsider = await runAsCaller(sandbox, update(IDS.items.paint, { title: 'Paint' }), { userId: SEED.users.viewer });
		expect(outsider.error.description).toMatch(/member of the project with access to the Submittals tool/);
	});

	test('bad input: nothing to update, a bad date: named, nothing sent', async () => {
		expect((await runAsCaller(sandbox, update(IDS.items.paint, {}))).error.message).toBe('Nothing to update: add a field to change (the state changes with Submittal > Change State)');
		expect((await runAsCaller(sandbox, update(IDS.items.paint, { dueDate: 'next week' }))).error.message).toBe('Update Fields › Due Date must be a date (YYYY-MM-DD, or a date and time); got "next week"');
		expect(anySubmittalRequest(sandbox)).toEqual([]);
	});
});
