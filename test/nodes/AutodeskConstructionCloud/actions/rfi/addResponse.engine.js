'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, anyRfiRequest, locator, rfiParameters, rfiRequests, runRfi } = require('./rfiSandbox');

const addResponse = (rfiId, text) => rfiParameters({ operation: 'addResponse', rfiId: locator(rfiId), text });

describe('rfi addResponse through the n8n engine', () => {
	const sandbox = useSandbox();

	test('a reviewer answers an open RFI: { text } goes out once; the RFI then holds the response', async () => {
		const { items, error } = await runRfi(sandbox, addResponse(IDS.rfis.duct, 'Yes, below the beam.'), { userId: SEED.users.member });
		expect(error).toBeUndefined();
		expect(items).toEqual([{ json: expect.objectContaining({ rfiId: IDS.rfis.duct, text: 'Yes, below the beam.', createdBy: SEED.users.member }), pairedItem: { item: 0 } }]);
		expect(rfiRequests(sandbox, '/rfis/[^/]+/responses', 'POST').map((entry) => JSON.parse(entry.body))).toEqual([{ text: 'Yes, below the beam.' }]);
		const read = await runRfi(sandbox, rfiParameters({ operation: 'get', rfiId: locator(IDS.rfis.duct) }));
		expect(read.items[0].json.responses).toEqual([expect.objectContaining({ text: 'Yes, below the beam.' })]);
	});

	test('a member without the reviewer role is told which role answers; an RFI that is not open is refused with the service message', async () => {
		const refused = await runRfi(sandbox, addResponse(IDS.rfis.duct, 'x'), { userId: SEED.users.inspector });
		expect(refused.error.httpCode).toBe('403');
		expect(refused.error.description).toMatch(/may not respond to it: that needs the reviewer or manager role/);
		const answered = await runRfi(sandbox, addResponse(IDS.rfis.slab, 'x'));
		expect(answered.error.httpCode).toBe('400');
		expect(answered.error.message).toMatch(/only an open RFI takes responses/);
	});

	test('bad input: an empty response: named, nothing sent', async () => {
		expect((await runRfi(sandbox, addResponse(IDS.rfis.duct, '={{ "" }}'))).error.message).toBe('Response must not be empty');
		expect(anyRfiRequest(sandbox)).toEqual([]);
	});
});
