'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, anyRfiRequest, locator, rfiParameters, rfiRequests, runRfi } = require('./rfiSandbox');

const addComment = (rfiId, body) => rfiParameters({ operation: 'addComment', rfiId: locator(rfiId), body });

describe('rfi addComment through the n8n engine', () => {
	const sandbox = useSandbox();

	test('a comment goes out once as { body }; the item is the comment with its rfiId', async () => {
		const { items, error } = await runRfi(sandbox, addComment(IDS.rfis.duct, 'Checked on site.\nBeam depth 400.'), { userId: SEED.users.member });
		expect(error).toBeUndefined();
		expect(items).toEqual([{ json: expect.objectContaining({ rfiId: IDS.rfis.duct, body: 'Checked on site.\nBeam depth 400.', createdBy: SEED.users.member }), pairedItem: { item: 0 } }]);
		expect(rfiRequests(sandbox, '/rfis/[^/]+/comments', 'POST').map((entry) => JSON.parse(entry.body))).toEqual([{ body: 'Checked on site.\nBeam depth 400.' }]);
	});

	test('a member without a workflow role is told that commenting needs a role; Continue On Fail keeps the others', async () => {
		const { items, error } = await runRfi(sandbox, addComment('={{ $json.id }}', 'Noted'), {
			userId: SEED.users.inspector,
			continueOnFail: true,
			items: [{ json: { id: IDS.rfis.duct } }, { json: { id: IDS.rfis.roof } }],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.httpCode, item.pairedItem])).toEqual([
			['403', { item: 0 }],
			['403', { item: 1 }],
		]);
		expect(items[0].json.description).toMatch(/can read RFI 001 \(open\) but may not comment on it: that needs the creator, manager or reviewer role/);
	});

	test('bad input: an empty comment, one too long: named, nothing sent', async () => {
		expect((await runRfi(sandbox, addComment(IDS.rfis.duct, '  '))).error.message).toBe('Comment must not be empty');
		expect((await runRfi(sandbox, addComment(IDS.rfis.duct, 'x'.repeat(10_001)))).error.message).toBe('Comment must be at most 10000 characters long; it has 10001');
		expect(anyRfiRequest(sandbox)).toEqual([]);
	});
});
