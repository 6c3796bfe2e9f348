'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, anySubmittalRequest, locator, runAsCaller, submittalParameters, submittalRequests } = require('./submittalSandbox');

const create = (extra) =>
	submittalParameters({
		operation: 'create',
		title: 'Lobby stone samples',
		typeId: locator(IDS.itemTypes.sample),
		specId: locator(IDS.specs.painting),
		manager: locator(SEED.users.admin),
		...extra,
	});

describe('submittal create through the n8n engine', () => {
	const sandbox = useSandbox();

	test('the item goes out with its manager as a user; it comes back submitted (mgr-1) with its number', async () => {
		const { items, error } = await runAsCaller(sandbox, create({ additionalFields: { dueDate: '2024-04-15T00:00:00.000Z', packageId: locator(IDS.packages.interiors), priority: 'high', description: 'Three finishes' } }), { userId: SEED.users.member });
		expect(error).toBeUndefined();
		expect(items).toEqual([{ json: expect.objectContaining({ identifier: 7, title: 'Lobby stone samples', stateId: 'mgr-1', statusId: '2', dueDate: '2024-04-15', createdBy: SEED.users.member }), pairedItem: { item: 0 } }]);
		expect(JSON.parse(submittalRequests(sandbox, '/items', 'POST')[0].body)).toEqual({
			description: 'Three finishes',
			packageId: IDS.packages.interiors,
			priority: 'high',
			dueDate: '2024-04-15',
			title: 'Lobby stone samples',
			typeId: IDS.itemTypes.sample,
			specId: IDS.specs.painting,
			manager: SEED.users.admin,
			managerType: '1',
			stateId: 'mgr-1',
		});
	});

	test('a manager starts one waiting for its submitter; a submitter may not (403, the Submittals advice)', async () => {
		const started = await runAsCaller(sandbox, create({ stateId: 'sbc-1', additionalFields: { subcontractor: locator(SEED.users.member) } }));
		expect(started.items[0].json).toMatchObject({ stateId: 'sbc-1', subcontractor: SEED.users.member, subcontractorType: '1', ballInCourtUsers: [SEED.users.member] });
		const refused = await runAsCaller(sandbox, create({ stateId: 'sbc-1', additionalFields: { subcontractor: locator(SEED.users.member) } }), { userId: SEED.users.member });
		expect(refused.error.httpCode).toBe('403');
		expect(refused.error.description).toMatch(/only managers create specs, edit items and see drafts/);
	});

	test('bad input: an empty title, a spec by its number, Waiting for Submission without a Submitter: nothing sent', async () => {
		expect((await runAsCaller(sandbox, create({ title: ' ' }))).error.message).toBe('Title must not be empty');
		expect((await runAsCaller(sandbox, create({ specId: locator('099123') }))).error.message).toBe('Spec must be a UUID; got "099123"');
		expect((await runAsCaller(sandbox, create({ manager: locator('={{ "" }}') }))).error.message).toBe('Manager is required: choose a user from the list or enter their ID');
		expect((await runAsCaller(sandbox, create({ stateId: 'sbc-1' }))).error.message).toBe('An item that starts Waiting for Submission needs a Submitter: add Additional Fields › Submitter, or start it Submitted');
		expect(anySubmittalRequest(sandbox)).toEqual([]);
	});
});
