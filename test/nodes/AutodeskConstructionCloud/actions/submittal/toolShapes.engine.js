'use strict';

/** What a model gets from the Submittal operations as tools (submittal/toolShapes.ts), against the node's own output. */

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, locator, runAsCaller, submittalParameters } = require('./submittalSandbox');

describe('Submittals as tools', () => {
	const sandbox = useSandbox();
	const both = async (parameters) => {
		const [plain, asTool] = [await runAsCaller(sandbox, parameters), await runAsCaller(sandbox, parameters, { tool: true })];
		expect(plain.error).toBeUndefined();
		expect(asTool.error).toBeUndefined();
		return [plain.items.map((item) => item.json), asTool.items.map((item) => item.json)];
	};

	test('an item: ids, numbers, state, spec, people, dates, whose turn and the states the caller may choose; no permittedActions', async () => {
		const [[item], [compact]] = await both(submittalParameters({ operation: 'get', itemId: locator(IDS.items.curtainWall) }));
		expect(compact).toEqual({
			id: item.id,
			identifier: 1,
			customIdentifier: '084413-01',
			title: 'Curtain wall shop drawings',
			stateId: 'rev',
			statusId: '2',
			specIdentifier: '084413',
			specId: IDS.specs.curtainWall,
			typeId: IDS.itemTypes.shop,
			packageId: IDS.packages.envelope,
			priority: 'high',
			revision: 1,
			manager: SEED.users.admin,
			subcontractor: SEED.users.member,
			dueDate: item.dueDate,
			updatedAt: item.updatedAt,
			ballInCourtUsers: [SEED.users.member],
			permittedStates: ['mgr-2', 'void'],
		});
		expect(item.permittedActions).toBeDefined();
	});

	test('a package and a spec keep their ids, numbers and titles', async () => {
		const [, [pkg]] = await both(submittalParameters({ operation: 'getPackage', packageId: locator(IDS.packages.interiors) }));
		expect(pkg).toEqual({ id: IDS.packages.interiors, identifier: 2, title: 'Interiors', description: 'Finishes and door hardware', specIdentifier: '099123', updatedAt: expect.any(String) });
		const [, specs] = await both(submittalParameters({ operation: 'getSpecs' }));
		expect(specs[0]).toEqual({ id: IDS.specs.roofing, identifier: '075423', title: 'Thermoplastic-Polyolefin Roofing', updatedAt: expect.any(String) });
	});
});
