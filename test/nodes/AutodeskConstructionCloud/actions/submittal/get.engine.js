'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, anySubmittalRequest, locator, runAsCaller, submittalParameters } = require('./submittalSandbox');

const get = (itemId) => submittalParameters({ operation: 'get', itemId: locator(itemId) });

describe('submittal get through the n8n engine', () => {
	const sandbox = useSandbox();

	test('one item with its review answer, whose turn it is and the states the caller may move it to', async () => {
		const { items, error } = await runAsCaller(sandbox, get(IDS.items.hardware));
		expect(error).toBeUndefined();
		expect(items).toEqual([
			{
				json: expect.objectContaining({
					id: IDS.items.hardware,
					title: 'Door hardware product data',
					stateId: 'mgr-2',
					responseId: IDS.responses.revise,
					ballInCourtUsers: [SEED.users.admin],
					permittedActions: expect.arrayContaining([{ id: 'Item::transition', stateId: 'cls', mandatoryFields: [] }]),
				}),
				pairedItem: { item: 0 },
			},
		]);
	});

	test('a draft is not found for a non-manager: 404 with the advice; an item number is refused before sending', async () => {
		const { error } = await runAsCaller(sandbox, get(IDS.items.firestop), { userId: SEED.users.member });
		expect(error.httpCode).toBe('404');
		expect(error.description).toMatch(/a draft item is seen only by the submittals managers/);
		const before = anySubmittalRequest(sandbox).length;
		expect((await runAsCaller(sandbox, get('084413-01'))).error.message).toBe('Submittal Item must be a UUID; got "084413-01"');
		expect(anySubmittalRequest(sandbox)).toHaveLength(before);
	});
});
