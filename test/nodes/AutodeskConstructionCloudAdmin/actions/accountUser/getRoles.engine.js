'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, SEED, runAdmin, locator } = require('../adminSandbox');
const { DIRECTORY } = require('../../../../../sandbox/seed/projectDirectory');

const roles = (extra) => ({ resource: 'accountUser', operation: 'getRoles', hubId: locator(SEED.hubs.acc), returnAll: true, ...extra });

describe('accountUser getRoles through the n8n engine', () => {
	const sandbox = useSandbox();

	test("an inspector's roles, each with the projects where it is held; filtered by name", async () => {
		const run = await runAdmin(sandbox, roles({ accountUserId: SEED.users.inspector }));
		expect(run.error).toBeUndefined();
		expect(run.items).toEqual([{ json: expect.objectContaining({ id: DIRECTORY.roles.architect, name: 'Architect', status: 'active', projectIds: [SEED.projects.hospital.slice(2)] }), pairedItem: { item: 0 } }]);
		const none = await runAdmin(sandbox, roles({ accountUserId: SEED.users.inspector, filters: { name: 'engin', status: ['active'] } }));
		expect(none.items).toEqual([]);
		const sent = sandbox.ctx.log.find({ method: 'GET', path: new RegExp(`^/construction/admin/v1/accounts/${ACCOUNT}/users/[^/]+/roles$`) });
		expect(sent.map((entry) => entry.query)).toEqual([{ limit: '200' }, { 'filter[name]': 'engin', filterTextMatch: 'contains', 'filter[status]': 'active', limit: '200' }]);
	});

	test('an unknown status is refused before anything is sent', async () => {
		const run = await runAdmin(sandbox, roles({ accountUserId: SEED.users.inspector, filters: { status: ['gone'] } }));
		expect(run.error.message).toBe('Filters › Status must be among active, inactive; got "gone"');
		expect(sandbox.ctx.log.find({ method: 'GET', path: /\/roles$/ })).toEqual([]);
	});
});
