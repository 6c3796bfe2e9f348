'use strict';

const { useSandbox, call, tokenFor } = require('../../../../support/sandbox');
const { IDS, RFIS_ROOT, SEED, locator, rfiParameters, rfiRequests, runRfi } = require('./rfiSandbox');

const getComments = (extra) => rfiParameters({ operation: 'getComments', rfiId: locator(IDS.rfis.duct), returnAll: true, ...extra });

async function comment(sandbox, count) {
	const token = tokenFor(sandbox, { scopes: ['data:write'], userId: SEED.users.admin });
	for (let index = 1; index <= count; index++) await call(sandbox, 'POST', `${RFIS_ROOT}/rfis/${IDS.rfis.duct}/comments`, { token, json: { body: `Note ${index}` } });
	sandbox.ctx.log.clear();
}

describe('rfi getComments through the n8n engine', () => {
	const sandbox = useSandbox();

	test('Return All reads every page by limit and offset, oldest first; each comment carries its rfiId', async () => {
		await comment(sandbox, 105);
		const { items, error } = await runRfi(sandbox, getComments({}), { userId: SEED.users.inspector });
		expect(error).toBeUndefined();
		expect(items).toHaveLength(105);
		expect(items[0]).toEqual({ json: expect.objectContaining({ body: 'Note 1', rfiId: IDS.rfis.duct }), pairedItem: { item: 0 } });
		expect(rfiRequests(sandbox, '/rfis/[^/]+/comments', 'GET').map((entry) => entry.query)).toEqual([
			{ limit: '100', offset: '0' },
			{ limit: '100', offset: '100' },
		]);
	});

	test('a Limit asks for no more than it needs; an RFI without comments gives no item', async () => {
		await comment(sandbox, 5);
		const { items } = await runRfi(sandbox, getComments({ returnAll: false, limit: 2 }));
		expect(items.map((item) => item.json.body)).toEqual(['Note 1', 'Note 2']);
		const none = await runRfi(sandbox, getComments({ rfiId: locator(IDS.rfis.roof) }));
		expect(none).toMatchObject({ items: [], error: undefined });
	});
});
