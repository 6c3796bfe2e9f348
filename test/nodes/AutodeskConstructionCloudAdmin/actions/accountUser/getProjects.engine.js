'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, SEED, runAdmin, locator } = require('../adminSandbox');
const { directoryId } = require('./accountUserContract');

const projects = (extra) => ({ resource: 'accountUser', operation: 'getProjects', hubId: locator(SEED.hubs.acc), returnAll: true, ...extra });

describe('accountUser getProjects through the n8n engine', () => {
	const sandbox = useSandbox();

	test("a member's projects by their Autodesk ID or their ID in the account, with the b. ids Data Management takes", async () => {
		const byAutodeskId = await runAdmin(sandbox, projects({ accountUserId: SEED.users.member, filters: { name: 'hosp', status: ['active'], accessLevel: 'projectMember' } }));
		expect(byAutodeskId.error).toBeUndefined();
		expect(byAutodeskId.items).toEqual([{ json: expect.objectContaining({ name: 'Sandbox Hospital', accessLevels: { projectAdmin: false, projectMember: true }, dataManagementProjectId: SEED.projects.hospital, hubId: SEED.hubs.acc }), pairedItem: { item: 0 } }]);
		const byId = await runAdmin(sandbox, projects({ accountUserId: directoryId(SEED.users.member) }));
		expect(byId.items.map((item) => item.json.name)).toContain('Sandbox Hospital');
		const sent = sandbox.ctx.log.find({ method: 'GET', path: new RegExp(`^/construction/admin/v1/accounts/${ACCOUNT}/users/[^/]+/projects$`) });
		expect(sent[0].query).toEqual({ 'filter[name]': 'hosp', filterTextMatch: 'contains', 'filter[status]': 'active', 'filter[accessLevels]': 'projectMember', limit: '200' });
	});

	test('a user the account does not have is a 404; a caller who is not an account admin gets the advice', async () => {
		const missing = await runAdmin(sandbox, projects({ accountUserId: 'nobody' }));
		expect(missing.error.httpCode).toBe('404');
		const member = await runAdmin(sandbox, projects({ accountUserId: SEED.users.member }), { userId: SEED.users.member });
		expect(member.error.httpCode).toBe('403');
		expect(member.error.description).toMatch(/Account Admin role/);
	});
});
