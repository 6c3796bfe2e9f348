'use strict';

const { AutodeskConstructionCloudAdmin } = require('../../../../nodes/AutodeskConstructionCloudAdmin/AutodeskConstructionCloudAdmin.node');
const { loadOptionsContext } = require('../../../support/loadOptions');
const { sandboxCredentials } = require('../../../support/credentials');
const { useSandbox } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { ACCOUNT, DATA_SCOPES, SEEDED_REQUEST_ID, runExtraction } = require('../actions/extractionSandbox');

const { listSearch } = new AutodeskConstructionCloudAdmin().methods;
const locator = (value, mode = 'list') => ({ __rl: true, mode, value });

/** `count` more saved requests of the account's admin, an hour apart after the seeded one. */
function saveRequests(sandbox, count, description = (index) => `Weekly cost ${index + 1}`) {
	const { requests } = sandbox.ctx.state.dataConnector;
	const seeded = requests.get(SEEDED_REQUEST_ID);
	const ids = [];
	for (let index = 0; index < count; index++) {
		const id = `d0c0ffee-0000-4000-8000-${String(index + 2).padStart(12, '0')}`;
		const createdAt = new Date(Date.parse(seeded.createdAt) + (index + 1) * 3_600_000).toISOString();
		requests.set(id, { ...seeded, id, description: description(index), scheduleInterval: 'WEEK', serviceGroups: ['cost'], isActive: index % 2 === 0, createdAt });
		ids.push(id);
	}
	return ids;
}

describe('Data Extraction Request picker through n8n-core load-options context', () => {
	const sandbox = useSandbox();

	const context = (parameters = {}, userId = SEED.users.admin) =>
		loadOptionsContext({
			parameters: { resource: 'dataRequest', operation: 'get', hubId: locator(SEED.hubs.acc), ...parameters },
			credentials: sandboxCredentials(sandbox, { userId, scopes: DATA_SCOPES }),
			path: 'parameters.requestId',
		});
	const sent = () => sandbox.ctx.log.find({ method: 'GET', path: /^\/data-connector\/v1\/accounts\/[^/]+\/requests$/ }).map((entry) => entry.query);

	test("the caller's requests of the chosen account, newest first, with schedule and service groups; the text typed filters by description or ID", async () => {
		const [cost] = saveRequests(sandbox, 2);
		const all = await listSearch.searchDataRequests.call(context());
		expect(all).toEqual({
			results: [
				{ name: 'Weekly cost 2 (WEEK: cost, inactive)', value: expect.any(String) },
				{ name: 'Weekly cost 1 (WEEK: cost)', value: cost },
				{ name: 'Nightly issues and RFIs (ONE_TIME: issues, rfis)', value: SEEDED_REQUEST_ID },
			],
			paginationToken: undefined,
		});
		expect((await listSearch.searchDataRequests.call(context(), ' NIGHTLY ')).results.map((result) => result.value)).toEqual([SEEDED_REQUEST_ID]);
		expect((await listSearch.searchDataRequests.call(context(), cost.slice(-6))).results.map((result) => result.value)).toEqual([cost]);
		expect(sent()[0]).toEqual({ sort: 'desc', limit: '100', offset: '0' });
	});

	test('a page of 100 at a time: the token is the next offset, the last page has none', async () => {
		saveRequests(sandbox, 120);
		const first = await listSearch.searchDataRequests.call(context());
		expect(first.results).toHaveLength(100);
		expect(first.paginationToken).toBe('100');
		const second = await listSearch.searchDataRequests.call(context(), undefined, first.paginationToken);
		expect(second.results).toHaveLength(21);
		expect(second.results.at(-1).value).toBe(SEEDED_REQUEST_ID);
		expect(second.paginationToken).toBeUndefined();
		expect(sent().map((query) => query.offset)).toEqual(['0', '100']);
	});

	test('a user sees only their own requests; no account chosen: refused before anything is sent', async () => {
		const [other] = saveRequests(sandbox, 1);
		sandbox.ctx.state.dataConnector.requests.get(other).createdBy = SEED.users.member;
		expect((await listSearch.searchDataRequests.call(context())).results.map((result) => result.value)).toEqual([SEEDED_REQUEST_ID]);
		sandbox.ctx.log.clear();
		await expect(listSearch.searchDataRequests.call(context({ hubId: locator('') }))).rejects.toThrow(/Choose a hub first/);
		expect(sent()).toEqual([]);
	});

	test('a picked request works as the Request field, and so does a value saved before the picker (a plain string)', async () => {
		const { results } = await listSearch.searchDataRequests.call(context(), 'nightly');
		const picked = await runExtraction(sandbox, { resource: 'dataRequest', operation: 'get', hubId: locator(SEED.hubs.acc), requestId: locator(results[0].value) });
		expect(picked.error).toBeUndefined();
		expect(picked.items[0].json).toMatchObject({ id: SEEDED_REQUEST_ID, accountId: ACCOUNT });
		const saved = await runExtraction(sandbox, { resource: 'dataJob', operation: 'getAll', hubId: locator(SEED.hubs.acc), jobsOf: 'request', requestId: SEEDED_REQUEST_ID, returnAll: true });
		expect(saved.error).toBeUndefined();
		expect(saved.items.map((item) => item.json.requestId)).toEqual([SEEDED_REQUEST_ID]);
		const byId = await runExtraction(sandbox, { resource: 'dataRequest', operation: 'delete', hubId: locator(SEED.hubs.acc), requestId: locator(SEEDED_REQUEST_ID.toUpperCase(), 'id') });
		expect(byId.error).toBeUndefined();
	});
});
