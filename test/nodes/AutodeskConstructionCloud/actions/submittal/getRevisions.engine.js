'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, locator, runAsCaller, submittalParameters } = require('./submittalSandbox');

const revisions = (itemId) => submittalParameters({ operation: 'getRevisions', itemId: locator(itemId) });

describe('submittal getRevisions through the n8n engine', () => {
	const sandbox = useSandbox();

	test('the earlier rounds of a resubmitted item, with their answers; none for a first round', async () => {
		const { items, error } = await runAsCaller(sandbox, revisions(IDS.items.hardware));
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.revision, item.json.stateId, item.json.responseId])).toEqual([[0, 'cls', IDS.responses.revise]]);
		expect((await runAsCaller(sandbox, revisions(IDS.items.paint))).items).toEqual([]);
	});
});
