'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { SEED, anySubmittalRequest, runAsCaller, submittalParameters, submittalRequests } = require('./submittalSandbox');

const createSpec = (extra) => submittalParameters({ operation: 'createSpec', identifier: '096813', title: 'Tile Carpeting', ...extra });

describe('submittal createSpec through the n8n engine', () => {
	const sandbox = useSandbox();

	test('a new spec section (201), its identifier and title trimmed; the same identifier again: 409', async () => {
		const { items, error } = await runAsCaller(sandbox, createSpec({ identifier: ' 096813 ' }));
		expect(error).toBeUndefined();
		expect(items).toEqual([{ json: expect.objectContaining({ identifier: '096813', title: 'Tile Carpeting', createdBy: SEED.users.admin }), pairedItem: { item: 0 } }]);
		expect(JSON.parse(submittalRequests(sandbox, '/specs', 'POST')[0].body)).toEqual({ identifier: '096813', title: 'Tile Carpeting' });
		const again = await runAsCaller(sandbox, createSpec({}));
		expect(again.error.httpCode).toBe('409');
		expect(again.error.message).toMatch(/already exists/);
	});

	test('a submitter may not (403); an empty identifier is refused before sending', async () => {
		const { error } = await runAsCaller(sandbox, createSpec({}), { userId: SEED.users.member });
		expect(error.httpCode).toBe('403');
		const before = anySubmittalRequest(sandbox).length;
		expect((await runAsCaller(sandbox, createSpec({ identifier: '={{ "  " }}' }))).error.message).toBe('Identifier must not be empty');
		expect(anySubmittalRequest(sandbox)).toHaveLength(before);
	});
});
