'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, SEED, runAdmin, locator } = require('../adminSandbox');
const { directoryId } = require('./accountUserContract');

const getUser = (accountUserId) => ({ resource: 'accountUser', operation: 'get', hubId: locator(ACCOUNT), accountUserId });

describe('accountUser get through the n8n engine', () => {
	const sandbox = useSandbox();

	test('one user by their ID in the account (the account given by its GUID alone)', async () => {
		const run = await runAdmin(sandbox, getUser(directoryId(SEED.users.member)));
		expect(run.error).toBeUndefined();
		expect(run.items).toEqual([{ json: expect.objectContaining({ id: directoryId(SEED.users.member), uid: SEED.users.member, email: 'mel.member@sandbox.example', company_name: 'Sandbox Builders' }), pairedItem: { item: 0 } }]);
		expect(sandbox.ctx.log.find({ method: 'GET', path: `/hq/v1/accounts/${ACCOUNT}/users/${directoryId(SEED.users.member)}` })).toHaveLength(1);
	});

	test('an Autodesk ID is refused before sending; an ID the account does not have is a 404 with the service message', async () => {
		const bad = await runAdmin(sandbox, getUser(SEED.users.member));
		expect(bad.error.message).toBe('User ID must be an ID (a UUID); got "user-member"');
		expect(bad.error.description).toMatch(/Account User > Get Many/);
		const missing = await runAdmin(sandbox, getUser('00000000-0000-4000-8000-000000000000'));
		expect(missing.error.httpCode).toBe('404');
		expect(missing.error.message).toMatch(/does not exist in the account/);
		expect(sandbox.ctx.log.find({ method: 'GET', path: new RegExp(`^/hq/v1/accounts/${ACCOUNT}/users/`) })).toHaveLength(1);
	});
});
