'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { GUID, IDS, SEED, issueParameters, issueRequests, locator, runIssue } = require('./issueSandbox');

describe('issue get through the n8n engine', () => {
	const sandbox = useSandbox();

	test('get: one issue by its UUID, the project by URL; what the caller may do comes with it', async () => {
		const url = `https://acc.autodesk.com/build/issues/projects/${GUID}/issues?issueId=${IDS.issues.clash}`;
		const { items, error } = await runIssue(sandbox, issueParameters({ operation: 'get', projectId: locator(url, 'url'), issueId: IDS.issues.clash.toUpperCase() }), { userId: SEED.users.member });
		expect(error).toBeUndefined();
		expect(items).toEqual([
			{
				json: expect.objectContaining({ id: IDS.issues.clash, title: 'Duct clashes with beam on level 1', status: 'open', assignedTo: SEED.users.member, permittedStatuses: expect.arrayContaining(['open', 'in_review']) }),
				pairedItem: { item: 0 },
			},
		]);
		// The assignee (a member who may create) answers through the status only.
		expect(items[0].json.permittedAttributes).toEqual(['status']);
		expect(issueRequests(sandbox, '/issues/[^/]+', 'GET').map((entry) => entry.path)).toEqual([`/construction/issues/v1/projects/${GUID}/issues/${IDS.issues.clash}`]);
	});

	test("Continue On Fail: someone else's draft is unknown to a view-only member (404); the next issue is read", async () => {
		const { items, error } = await runIssue(sandbox, issueParameters({ operation: 'get', issueId: '={{ $json.id }}' }), {
			userId: SEED.users.inspector,
			continueOnFail: true,
			items: [{ json: { id: IDS.issues.draft } }, { json: { id: IDS.issues.crack } }],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(items[0].json).toMatchObject({ httpCode: '404', error: expect.stringMatching(/^Get issue failed: /) });
		expect(items[1].json).toMatchObject({ id: IDS.issues.crack, status: 'closed', permittedStatuses: [] });
	});

	test('a user outside the project: the 403 advises adding the user to the project', async () => {
		const { error } = await runIssue(sandbox, issueParameters({ operation: 'get', issueId: IDS.issues.clash }), { userId: SEED.users.viewer });
		expect(error.httpCode).toBe('403');
		expect(error.description).toMatch(/must be a member of the project with issue permissions/);
		expect(error.description).toMatch(/Get My Permissions/);
	});
});
