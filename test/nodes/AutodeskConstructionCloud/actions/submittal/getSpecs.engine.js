'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, runAsCaller, submittalParameters, submittalRequests } = require('./submittalSandbox');

describe('submittal getSpecs through the n8n engine', () => {
	const sandbox = useSandbox();

	test('one item per spec section, every page (50 a page)', async () => {
		const { items, error } = await runAsCaller(sandbox, submittalParameters({ operation: 'getSpecs' }), { userId: SEED.users.inspector });
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.identifier, item.json.title])).toEqual([
			['075423', 'Thermoplastic-Polyolefin Roofing'],
			['078413', 'Penetration Firestopping'],
			['084413', 'Glazed Aluminum Curtain Walls'],
			['087100', 'Door Hardware'],
			['099123', 'Interior Painting'],
			['142100', 'Electric Traction Elevators'],
		]);
		expect(items[2].json.id).toBe(IDS.specs.curtainWall);
		expect(submittalRequests(sandbox, '/specs', 'GET').map((entry) => entry.query)).toEqual([{ limit: '50' }]);
	});

	test('a user outside the project: 403 with the member advice', async () => {
		const { error } = await runAsCaller(sandbox, submittalParameters({ operation: 'getSpecs' }), { userId: SEED.users.viewer });
		expect(error.httpCode).toBe('403');
		expect(error.description).toMatch(/access to the Submittals tool/);
	});
});
