'use strict';

const { useSandbox, call, tokenFor } = require('../../../../support/sandbox');
const { IDS, ISSUES_ROOT, SCOPES, SEED, issueParameters, issueRequests, runIssue } = require('./issueSandbox');

const comments = (extra) => issueParameters({ operation: 'getComments', issueId: IDS.issues.clash, returnAll: true, ...extra });

describe('issue getComments through the n8n engine', () => {
	const sandbox = useSandbox();

	test('getComments: oldest first, or newest first; each comment names its issue', async () => {
		const oldest = await runIssue(sandbox, comments());
		expect(oldest.error).toBeUndefined();
		expect(oldest.items.map((item) => item.json.body)).toEqual(['Checked on site: the duct is 20 cm too low.', 'Mechanical to reroute.']);
		expect(oldest.items.every((item) => item.json.issueId === IDS.issues.clash && item.pairedItem.item === 0)).toBe(true);
		const newest = await runIssue(sandbox, comments({ newestFirst: true }));
		expect(newest.items.map((item) => item.json.body)).toEqual(['Mechanical to reroute.', 'Checked on site: the duct is 20 cm too low.']);
		expect(issueRequests(sandbox, '/issues/[^/]+/comments', 'GET').map((entry) => entry.query)).toEqual([
			{ limit: '100', offset: '0' },
			{ sortBy: '-createdAt', limit: '100', offset: '0' },
		]);
	});

	test('Return All pages by offset; a Limit stops after the page it needs', async () => {
		const token = tokenFor(sandbox, { scopes: SCOPES, userId: SEED.users.admin });
		for (let n = 1; n <= 120; n++) {
			await call(sandbox, 'POST', `${ISSUES_ROOT}/issues/${IDS.issues.door}/comments`, { token, json: { body: `Note ${n}` } });
		}
		sandbox.ctx.log.clear();
		const all = await runIssue(sandbox, comments({ issueId: IDS.issues.door }));
		expect(all.items.map((item) => item.json.body)).toEqual(Array.from({ length: 120 }, (_, index) => `Note ${index + 1}`));
		const some = await runIssue(sandbox, comments({ issueId: IDS.issues.door, returnAll: false, limit: 5 }));
		expect(some.items.map((item) => item.json.body)).toEqual(['Note 1', 'Note 2', 'Note 3', 'Note 4', 'Note 5']);
		expect(issueRequests(sandbox, '/issues/[^/]+/comments', 'GET').map((entry) => [entry.query.limit, entry.query.offset])).toEqual([
			['100', '0'],
			['100', '100'],
			['5', '0'],
		]);
	});

	test("Continue On Fail: an unknown issue's 404 stays with its item", async () => {
		const { items, error } = await runIssue(sandbox, comments({ issueId: '={{ $json.id }}' }), {
			continueOnFail: true,
			items: [{ json: { id: '00000000-0000-4000-8000-000000000000' } }, { json: { id: IDS.issues.crack } }],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.pairedItem.item, item.json.httpCode ?? item.json.body])).toEqual([
			[0, '404'],
			[1, 'Repaired with epoxy injection.'],
		]);
	});
});
