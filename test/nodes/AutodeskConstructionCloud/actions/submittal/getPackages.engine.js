'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, runAsCaller, submittalParameters } = require('./submittalSandbox');

describe('submittal getPackages through the n8n engine', () => {
	const sandbox = useSandbox();

	test('one item per package, with its spec number', async () => {
		const { items, error } = await runAsCaller(sandbox, submittalParameters({ operation: 'getPackages' }));
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.id, item.json.identifier, item.json.title, item.json.specIdentifier])).toEqual([
			[IDS.packages.envelope, 1, 'Building envelope', '084413'],
			[IDS.packages.interiors, 2, 'Interiors', '099123'],
			[IDS.packages.vertical, 3, 'Vertical transportation', '142100'],
		]);
	});
});
