'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, anyRfiRequest, locator, rfiParameters, rfiRequests, runRfi } = require('./rfiSandbox');

const update = (rfiId, updateFields) => rfiParameters({ operation: 'update', rfiId: locator(rfiId), updateFields });

describe('rfi update through the n8n engine', () => {
	const sandbox = useSandbox();

	test('a step of the workflow the caller role may take: the status and fields go out; the RFI comes back', async () => {
		const { items, error } = await runRfi(sandbox, update(IDS.rfis.duct, { status: 'answered' }), { userId: SEED.users.member });
		expect(error).toBeUndefined();
		expect(items).toEqual([{ json: expect.objectContaining({ id: IDS.rfis.duct, status: 'answered', permittedStatuses: [] }), pairedItem: { item: 0 } }]);
		const edited = await runRfi(sandbox, update(IDS.rfis.door, { title: 'Door hardware, rev C', dueDate: '2024-03-20', assignedTo: [SEED.users.member], question: '' }));
		expect(edited.items[0].json).toMatchObject({ title: 'Door hardware, rev C', dueDate: '2024-03-20', assignedTo: [{ id: SEED.users.member, type: 'user' }], question: null });
		expect(JSON.parse(rfiRequests(sandbox, '/rfis/[^/]+', 'PATCH').at(-1).body)).toEqual({ title: 'Door hardware, rev C', question: null, assignedTo: [{ id: SEED.users.member, type: 'user' }], dueDate: '2024-03-20' });
	});

	test('a refused transition (403) says which statuses this caller may set and which role takes the step; nothing changed', async () => {
		const { error } = await runRfi(sandbox, update(IDS.rfis.duct, { status: 'closed' }), { userId: SEED.users.member });
		expect(error.httpCode).toBe('403');
		expect(error.message).toMatch(/^Update RFI failed: /);
		expect(error.description).toBe(
			'Nothing was changed. The caller may not move RFI 001 (open) to closed. The project\'s workflow lets this caller move it to: answered. The workflow has no step from open to closed. RFI > Get shows permittedStatuses; RFI > Get Workflow shows every step and its roles.',
		);
		// After the PATCH, the reads that explain it: the RFI as this caller sees it, and the workflow.
		expect(rfiRequests(sandbox, '/(rfis/[^/]+|workflow)', 'GET').map((logged) => logged.path.split('/').pop())).toEqual([IDS.rfis.duct, 'workflow']);
		const roleStep = await runRfi(sandbox, update(IDS.rfis.door, { status: 'open' }), { userId: SEED.users.member });
		expect(roleStep.error.description).toMatch(/may not move RFI 004 \(submitted\) to open\. The project's workflow lets this caller move it to no other status\. From submitted to open is a step of the manager role/);
	});

	test('an edit refused to a non-manager says who can; a user outside the project keeps the member advice', async () => {
		const { error } = await runRfi(sandbox, update(IDS.rfis.door, { title: 'x' }), { userId: SEED.users.member });
		expect(error.description).toMatch(/can read RFI 004 \(submitted\) but may not edit its fields: an RFI manager can/);
		const outsider = await runRfi(sandbox, update(IDS.rfis.door, { status: 'open' }), { userId: SEED.users.viewer });
		expect(outsider.error.description).toMatch(/member of the project with an RFI workflow role/);
	});

	test('bad input: nothing to update, an empty title: named, nothing sent', async () => {
		expect((await runRfi(sandbox, update(IDS.rfis.duct, {}))).error.message).toBe('Nothing to update: add a field to change, or Status');
		expect((await runRfi(sandbox, update(IDS.rfis.duct, { title: ' ' }))).error.message).toBe('Update Fields › Title must not be empty');
		expect(anyRfiRequest(sandbox)).toEqual([]);
	});
});

