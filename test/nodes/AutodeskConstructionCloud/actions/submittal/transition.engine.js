'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, anySubmittalRequest, locator, runAsCaller, submittalParameters, submittalRequests } = require('./submittalSandbox');

const transition = (itemId, stateId, transitionFields = {}) => submittalParameters({ operation: 'transition', itemId: locator(itemId), stateId, transitionFields });

describe('submittal transition (Change State) through the n8n engine', () => {
	const sandbox = useSandbox();

	test('the submitter submits, the manager sends it to review with a number, the reviewer answers', async () => {
		const submitted = await runAsCaller(sandbox, transition(IDS.items.paint, 'mgr-1'), { userId: SEED.users.member });
		expect(submitted.error).toBeUndefined();
		expect(submitted.items).toEqual([{ json: expect.objectContaining({ id: IDS.items.paint, stateId: 'mgr-1' }), pairedItem: { item: 0 } }]);
		const review = await runAsCaller(sandbox, transition(IDS.items.paint, 'rev', { customIdentifier: '099123-01' }));
		expect(review.items[0].json).toMatchObject({ stateId: 'rev', customIdentifier: '099123-01' });
		const answered = await runAsCaller(sandbox, transition(IDS.items.paint, 'mgr-2', { responseId: IDS.responses.asNoted, responseComment: 'Use the darker grey.' }), { userId: SEED.users.member });
		expect(answered.items[0].json).toMatchObject({ stateId: 'mgr-2', responseId: IDS.responses.asNoted, responseComment: 'Use the darker grey.' });
		expect(submittalRequests(sandbox, '/items/[^/]+:transition', 'POST').map((logged) => JSON.parse(logged.body))).toEqual([
			{ stateId: 'mgr-1' },
			{ stateId: 'rev', customIdentifier: '099123-01' },
			{ stateId: 'mgr-2', responseId: IDS.responses.asNoted, responseComment: 'Use the darker grey.' },
		]);
	});

	test('a refused step (403) says which states this caller may choose; nothing changed', async () => {
		const { error } = await runAsCaller(sandbox, transition(IDS.items.hardware, 'cls'), { userId: SEED.users.member });
		expect(error.httpCode).toBe('403');
		expect(error.message).toMatch(/^Change submittal item state failed: /);
		expect(error.description).toBe(`Nothing was changed. The caller may not move submittal item 2 (mgr-2) to cls. From mgr-2 this caller may move it to no other state: it waits on ${SEED.users.admin}. Submittal > Get shows permittedStates; a submittals manager can make the other steps.`);
		const manager = await runAsCaller(sandbox, transition(IDS.items.curtainWall, 'cls'));
		expect(manager.error.description).toMatch(/may not move submittal item 1 \(rev\) to cls\. From rev this caller may move it to: mgr-2, void\./);
	});

	test('a step whose field is missing: the service says which (400)', async () => {
		const { error } = await runAsCaller(sandbox, transition(IDS.items.elevator, 'rev'));
		expect(error.httpCode).toBe('400');
		expect(error.message).toMatch(/needs customIdentifier/);
	});

	test('bad input: a response by its name is refused before sending', async () => {
		const { error } = await runAsCaller(sandbox, transition(IDS.items.curtainWall, 'mgr-2', { responseId: 'Approved' }));
		expect(error.message).toBe('Transition Fields › Response must be a UUID; got "Approved"');
		expect(anySubmittalRequest(sandbox)).toEqual([]);
	});
});
