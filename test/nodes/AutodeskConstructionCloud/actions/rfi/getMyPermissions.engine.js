'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { SEED, rfiParameters, runRfi } = require('./rfiSandbox');

describe('rfi getMyPermissions through the n8n engine', () => {
	const sandbox = useSandbox();

	test('getMyPermissions: the caller workflow roles and what they allow; as Act As User ID with a two-legged token', async () => {
		const { items, error } = await runRfi(sandbox, rfiParameters({ operation: 'getMyPermissions', options: { userId: SEED.users.member } }), { twoLegged: true });
		expect(error).toBeUndefined();
		expect(items).toEqual([
			{
				json: expect.objectContaining({ id: SEED.users.member, workflowRoles: ['creator', 'reviewer'], permittedActions: { createRfi: true, respond: true, comment: true, editAnyRfi: false }, permittedTransitions: expect.arrayContaining([{ from: 'open', to: 'answered' }]) }),
				pairedItem: { item: 0 },
			},
		]);
	});

	test('a user outside the project: 403 with the member advice, ', async () => {
		{
			const operation = 'getMyPermissions';
			const { error } = await runRfi(sandbox, rfiParameters({ operation: 'getMyPermissions' }), { userId: SEED.users.viewer });
			expect([operation, error.httpCode]).toEqual([operation, '403']);
			expect(error.description).toMatch(/RFI workflow role/);
		}
	});
});
