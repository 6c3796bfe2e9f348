'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, runAsCaller, submittalParameters } = require('./submittalSandbox');

describe('submittal getResponses through the n8n engine', () => {
	const sandbox = useSandbox();

	test('one item per review response', async () => {
		const { items, error } = await runAsCaller(sandbox, submittalParameters({ operation: 'getResponses' }));
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.id, item.json.value])).toEqual([
			[IDS.responses.approved, 'Approved'],
			[IDS.responses.asNoted, 'Approved as noted'],
			[IDS.responses.revise, 'Revise and resubmit'],
			[IDS.responses.rejected, 'Rejected'],
			[IDS.responses.forRecord, 'For record only'],
		]);
	});
});
