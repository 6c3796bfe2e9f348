'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, issueParameters, issueRequests, runIssue } = require('./issueSandbox');

const addComment = (extra) => issueParameters({ operation: 'addComment', issueId: IDS.issues.railing, body: 'Railing fitted.\nPlease check.', ...extra });

describe('issue addComment through the n8n engine', () => {
	const sandbox = useSandbox();

	test('addComment: the text goes out as body, line breaks kept; the comment is the issue\'s', async () => {
		const { items, error } = await runIssue(sandbox, addComment(), { userId: SEED.users.member });
		expect(error).toBeUndefined();
		const [request] = issueRequests(sandbox, '/issues/[^/]+/comments', 'POST');
		expect(JSON.parse(request.body)).toEqual({ body: 'Railing fitted.\nPlease check.' });
		expect(request.status).toBe(201);
		expect(items).toEqual([{ json: expect.objectContaining({ body: 'Railing fitted.\nPlease check.', createdBy: SEED.users.member, issueId: IDS.issues.railing }), pairedItem: { item: 0 } }]);
		const listed = await runIssue(sandbox, issueParameters({ operation: 'getComments', issueId: IDS.issues.railing, returnAll: true }));
		expect(listed.items.map((item) => item.json.id)).toEqual([items[0].json.id]);
	});

	test('Continue On Fail: a view-only member is refused per item, each comment is sent once, and a deleted issue takes none', async () => {
		const viewer = await runIssue(sandbox, addComment(), { userId: SEED.users.inspector, continueOnFail: true, items: [{ json: {} }, { json: {} }] });
		expect(viewer.items.map((item) => [item.pairedItem.item, item.json.httpCode])).toEqual([
			[0, '403'],
			[1, '403'],
		]);
		sandbox.ctx.log.clear();
		const { items } = await runIssue(sandbox, addComment({ issueId: '={{ $json.id }}' }), {
			continueOnFail: true,
			items: [{ json: { id: IDS.issues.removed } }, { json: { id: IDS.issues.door } }],
		});
		expect(items[0].json).toMatchObject({ httpCode: '400', error: expect.stringMatching(/deleted/) });
		expect(items[1]).toMatchObject({ json: { issueId: IDS.issues.door }, pairedItem: { item: 1 } });
		expect(issueRequests(sandbox, '/issues/[^/]+/comments', 'POST').map((entry) => entry.status)).toEqual([400, 201]);
	});

	test('a 403 to a view-only member: it reads the issue and is told commenting needs Create or Manage', async () => {
		const viewer = await runIssue(sandbox, addComment(), { userId: SEED.users.inspector });
		expect(viewer.error.description).toBe(
			"Nothing was changed. The caller is a member of the project and can read this issue, but may not make this change. Commenting needs the Create or Manage issues permission in the project (the issue's permittedActions then hold add_comment): a project admin can give it, or someone who has it can comment.",
		);
		expect(issueRequests(sandbox, '/issues/[^/]+', 'GET').map((entry) => entry.status)).toEqual([200]);
	});

	test('a 403 to a caller outside the project: reading the issue is refused too, and the advice says to be added', async () => {
		const outsider = await runIssue(sandbox, addComment(), { userId: SEED.users.viewer });
		expect(outsider.error.description).toMatch(/^The caller must be a member of the project with issue permissions/);
		expect(issueRequests(sandbox, '/issues/[^/]+', 'GET').map((entry) => entry.status)).toEqual([403]);
		expect(issueRequests(sandbox, '/issues/[^/]+/comments', 'POST').map((entry) => entry.status)).toEqual([403]);
	});
});
