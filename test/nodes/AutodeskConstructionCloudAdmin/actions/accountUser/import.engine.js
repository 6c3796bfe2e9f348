'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, SEED, runAdmin, locator } = require('../adminSandbox');

const importing = { resource: 'accountUser', operation: 'import', hubId: locator(SEED.hubs.acc), email: '={{ $json.email }}', additionalFields: { firstName: '={{ $json.first }}' } };
const calls = (sandbox) => sandbox.ctx.log.find({ method: 'POST', path: `/hq/v1/accounts/${ACCOUNT}/users/import` });
const emails = (count, from = 0) => Array.from({ length: count }, (_, index) => ({ json: { email: `crew${from + index}@harbor.example`, first: `Crew${from + index}` } }));

describe('accountUser import through the n8n engine', () => {
	const sandbox = useSandbox();

	test('120 users go in three calls of at most 50; each item gets its own result, in order and paired', async () => {
		const run = await runAdmin(sandbox, importing, { items: emails(120) });
		expect(run.error).toBeUndefined();
		expect(calls(sandbox).map((entry) => JSON.parse(entry.body).length)).toEqual([50, 50, 20]);
		expect(run.items).toHaveLength(120);
		expect(run.items[119]).toMatchObject({ json: { email: 'crew119@harbor.example', first_name: 'Crew119', result: 'created', status: 'pending' }, pairedItem: { item: 119 } });
	}, 120_000);

	test('a user the account refuses is notCreated with the reason; the others of the call are created', async () => {
		const items = [{ json: { email: 'mel.member@sandbox.example' } }, { json: { email: 'fresh@harbor.example' } }];
		const run = await runAdmin(sandbox, importing, { items });
		expect(run.items.map((item) => item.json.result)).toEqual(['notCreated', 'created']);
		expect(run.items[0].json.errors[0].message).toMatch(/already in the account/);
		expect(calls(sandbox)).toHaveLength(1);
	});

	test('an email given twice is refused before anything is sent; Continue On Fail keeps the others', async () => {
		const items = [{ json: { email: 'dup@harbor.example' } }, { json: { email: 'DUP@harbor.example' } }];
		const stopped = await runAdmin(sandbox, importing, { items });
		expect(stopped.error.message).toBe('Email appears twice in this import: "DUP@harbor.example"');
		expect(calls(sandbox)).toEqual([]);
		const kept = await runAdmin(sandbox, importing, { items, continueOnFail: true });
		expect(kept.items[0]).toMatchObject({ json: { result: 'created' }, pairedItem: { item: 0 } });
		expect(kept.items[1]).toMatchObject({ json: { error: expect.stringMatching(/appears twice/) }, pairedItem: { item: 1 } });
	});

	test('a refused call fails each of its users with the service message and the advice', async () => {
		const run = await runAdmin(sandbox, importing, { items: emails(2), userId: SEED.users.member, continueOnFail: true });
		expect(run.items.map((item) => item.json.error)).toEqual([expect.stringMatching(/not an account admin/), expect.stringMatching(/not an account admin/)]);
	});
});
