'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { SEED, issueParameters, issueRequests, runIssue } = require('./issueSandbox');

describe('issue getMyPermissions through the n8n engine', () => {
	const sandbox = useSandbox();

	test('getMyPermissions: a creator may create, a view-only member may not', async () => {
		const member = await runIssue(sandbox, issueParameters({ operation: 'getMyPermissions' }), { userId: SEED.users.member });
		expect(member.error).toBeUndefined();
		expect(member.items).toEqual([
			{
				json: expect.objectContaining({ id: SEED.users.member, canCreate: true, permissionLevels: ['read', 'create'], issues: expect.objectContaining({ new: expect.objectContaining({ permittedStatuses: ['draft', 'open'] }) }) }),
				pairedItem: { item: 0 },
			},
		]);
		const inspector = await runIssue(sandbox, issueParameters({ operation: 'getMyPermissions' }), { userId: SEED.users.inspector });
		expect(inspector.items[0].json).toMatchObject({ id: SEED.users.inspector, canCreate: false, permissionLevels: ['read'] });
		expect(inspector.items[0].json.issues.new).toBeUndefined();
		expect(issueRequests(sandbox, '/users/me', 'GET')).toHaveLength(2);
	});

	test('Continue On Fail: as each item\'s Act As User ID, with a two-legged credential', async () => {
		const { items, error } = await runIssue(sandbox, issueParameters({ operation: 'getMyPermissions', options: { userId: '={{ $json.user }}' } }), {
			twoLegged: true,
			continueOnFail: true,
			items: [{ json: { user: SEED.users.viewer } }, { json: { user: SEED.users.admin } }],
		});
		expect(error).toBeUndefined();
		expect(items[0]).toMatchObject({ json: { httpCode: '403' }, pairedItem: { item: 0 } });
		expect(items[1]).toMatchObject({ json: { id: SEED.users.admin, isProjectAdmin: true, canCreate: true }, pairedItem: { item: 1 } });
		expect(issueRequests(sandbox, '/users/me', 'GET').map((entry) => entry.headers['x-user-id'])).toEqual([SEED.users.viewer, SEED.users.admin]);
	});
});
