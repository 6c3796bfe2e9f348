'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, locator, runAsCaller, submittalParameters, submittalRequests } = require('./submittalSandbox');

describe('submittal getAttachments through the n8n engine', () => {
	const sandbox = useSandbox();

	test("one item per file of the submittal item, with its revision and URN", async () => {
		const { items, error } = await runAsCaller(sandbox, submittalParameters({ operation: 'getAttachments', itemId: locator(IDS.items.hardware) }));
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.name, item.json.revision, item.json.itemId])).toEqual([
			['Door hardware schedule rev B.pdf', 0, IDS.items.hardware],
			['Reviewer markups.pdf', 1, IDS.items.hardware],
		]);
		expect(items[0].json.urn).toMatch(/^urn:adsk\.wipprod:dm\.lineage:/);
		expect(submittalRequests(sandbox, `/items/${IDS.items.hardware}/attachments`, 'GET')).toHaveLength(1);
	});
});
