'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { GUID, IDS, SEED, anyRfiRequest, locator, rfiParameters, rfiRequests, runRfi } = require('./rfiSandbox');

const get = (rfiId) => rfiParameters({ operation: 'get', rfiId });

describe('rfi get through the n8n engine', () => {
	const sandbox = useSandbox();

	test('get: one RFI by its UUID (a locator), with the statuses this caller may move it to', async () => {
		const { items, error } = await runRfi(sandbox, get(locator(IDS.rfis.duct.toUpperCase())), { userId: SEED.users.member });
		expect(error).toBeUndefined();
		expect(items).toEqual([{ json: expect.objectContaining({ id: IDS.rfis.duct, title: 'Duct routing above corridor 2', status: 'open', permittedStatuses: ['answered'], responses: [] }), pairedItem: { item: 0 } }]);
		expect(rfiRequests(sandbox, '/rfis/[^/]+', 'GET').map((entry) => entry.path)).toEqual([`/construction/rfis/v3/projects/${GUID}/rfis/${IDS.rfis.duct}`]);
	});

	test('Continue On Fail: a draft of someone else is unknown to a member without a role (404 with advice); the next RFI is read', async () => {
		const { items, error } = await runRfi(sandbox, get('={{ $json.id }}'), {
			userId: SEED.users.inspector,
			continueOnFail: true,
			items: [{ json: { id: IDS.rfis.paint } }, { json: { id: IDS.rfis.roof } }],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(items[0].json).toMatchObject({ httpCode: '404', error: expect.stringMatching(/^Get RFI failed: /) });
		expect(items[1].json).toMatchObject({ id: IDS.rfis.roof, status: 'closed', permittedStatuses: [] });
	});

	test('bad input: an empty RFI, its number instead of its id: named, nothing sent', async () => {
		const empty = await runRfi(sandbox, get(locator('={{ "" }}')));
		expect(empty.error.message).toMatch(/RFI is required/);
		const number = await runRfi(sandbox, get('001'));
		expect(number.error.message).toMatch(/RFI must be a UUID; got "001"/);
		expect(number.error.description).toMatch(/customIdentifier/);
		expect(anyRfiRequest(sandbox)).toEqual([]);
	});
});
