'use strict';

/** What a model gets from the RFI operations as tools (rfi/toolShapes.ts), against the node's own output. */

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, locator, rfiParameters, runRfi } = require('./rfiSandbox');

describe('RFIs as tools', () => {
	const sandbox = useSandbox();
	const both = async (parameters) => {
		const [plain, asTool] = [await runRfi(sandbox, parameters), await runRfi(sandbox, parameters, { tool: true })];
		expect(plain.error).toBeUndefined();
		expect(asTool.error).toBeUndefined();
		return [plain.items.map((item) => item.json), asTool.items.map((item) => item.json)];
	};

	test('an RFI: ids, number, words, status and where the caller may move it, assignee ids, dates; no creator or custom attribute list', async () => {
		const [[rfi], [compact]] = await both(rfiParameters({ operation: 'get', rfiId: locator(IDS.rfis.duct) }));
		expect(compact).toEqual({
			id: rfi.id,
			customIdentifier: '001',
			title: rfi.title,
			question: rfi.question,
			status: 'open',
			rfiTypeId: rfi.rfiTypeId,
			dueDate: rfi.dueDate,
			priority: 'high',
			updatedAt: rfi.updatedAt,
			permittedStatuses: ['answered', 'void'],
			assignedTo: [SEED.users.member],
		});
	});

	test('a response shows as its text in the RFI; a comment keeps its id, text, author and time', async () => {
		await runRfi(sandbox, rfiParameters({ operation: 'addResponse', rfiId: locator(IDS.rfis.duct), text: 'Below the beam.' }));
		const [, [compact]] = await both(rfiParameters({ operation: 'get', rfiId: locator(IDS.rfis.duct) }));
		expect(compact.responses).toEqual(['Below the beam.']);
		const [[comment], [compactComment]] = await both(rfiParameters({ operation: 'addComment', rfiId: locator(IDS.rfis.slab), body: 'Agreed.' }));
		expect(compactComment).toEqual({ id: expect.any(String), rfiId: IDS.rfis.slab, body: 'Agreed.', createdBy: SEED.users.admin, createdAt: expect.any(String) });
		expect(comment.id).not.toBe(compactComment.id);
	});

	test("the caller's permissions: roles, the actions it has, its steps as from > to", async () => {
		const [, [compact]] = await both(rfiParameters({ operation: 'getMyPermissions' }));
		expect(compact).toEqual({
			id: SEED.users.admin,
			name: 'Ada Admin',
			workflowRoles: ['manager'],
			permittedActions: ['createRfi', 'respond', 'comment', 'editAnyRfi'],
			permittedTransitions: expect.arrayContaining(['draft > open', 'answered > closed']),
		});
		expect(compact.permittedTransitions).not.toContain('rejected > submitted');
	});
});
