'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, runAsCaller, submittalParameters, submittalRequests } = require('./submittalSandbox');

describe('submittal getItemTypes through the n8n engine', () => {
	const sandbox = useSandbox();

	test('one item per item type, inactive ones too', async () => {
		const { items, error } = await runAsCaller(sandbox, submittalParameters({ operation: 'getItemTypes' }));
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.id, item.json.value, item.json.isActive])).toEqual([
			[IDS.itemTypes.shop, 'Shop Drawings', true],
			[IDS.itemTypes.product, 'Product Data', true],
			[IDS.itemTypes.sample, 'Sample', true],
			[IDS.itemTypes.warranty, 'Warranty', true],
			[IDS.itemTypes.attic, 'Attic Stock', false],
		]);
		expect(submittalRequests(sandbox, '/item-types', 'GET')).toHaveLength(1);
	});
});
