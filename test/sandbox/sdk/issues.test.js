'use strict';

const { IssuesClient } = require('@aps_sdk/construction-issues');
const { useSandbox } = require('../../support/sandbox');
const { SEED } = require('../../../sandbox/seed/data');
const { expectModel, sdkManagerFor, threeLeggedToken } = require('../../support/sdk');

const ISSUES = '@aps_sdk/construction-issues';
/** The seeded ACC project, as the Issues API names it (without `b.`). */
const PROJECT = SEED.projects.hospital.slice(2);

/** Autodesk's @aps_sdk/construction-issues against the sandbox, as an issue manager signed in. */
describe('Autodesk SDK: ACC Issues', () => {
	const sandbox = useSandbox();
	let issues;
	let auth;
	beforeEach(async () => {
		issues = new IssuesClient({ sdkManager: sdkManagerFor(sandbox) });
		auth = {
			accessToken: (await threeLeggedToken(sandbox, ['data:read', 'data:write'])).access_token,
		};
	});

	test("the user's profile and the project's settings lists", async () => {
		const me = await issues.getUserProfile(PROJECT, auth);
		expectModel(ISSUES, 'User', me);
		expect(me).toMatchObject({ id: 'user-admin', isProjectAdmin: true });
		const types = await issues.getIssuesTypes(PROJECT, { ...auth, include: 'subtypes' });
		expectModel(ISSUES, 'IssueType', types);
		expect(types.results[0].subtypes.length).toBeGreaterThan(0);
		expectModel(
			ISSUES,
			'IssueRootCause',
			await issues.getRootCauseCategories(PROJECT, { ...auth, include: 'rootcauses' }),
		);
		expectModel(ISSUES, 'AttrDefinition', await issues.getAttributeDefinitions(PROJECT, auth));
		expectModel(ISSUES, 'AttrMapping', await issues.getAttributeMappings(PROJECT, auth));
	});

	test('issues page by page', async () => {
		const ids = [];
		for (let offset = 0; ; offset += 2) {
			const page = await issues.getIssues(PROJECT, { ...auth, limit: 2, offset });
			expectModel(ISSUES, 'IssuesPage', page);
			ids.push(...page.results.map((issue) => issue.id));
			if (offset + 2 >= page.pagination.totalResults) {
				expect(ids).toHaveLength(page.pagination.totalResults);
				break;
			}
		}
		expect(new Set(ids).size).toBe(ids.length);
	});

	test('an issue created, read, updated and commented on', async () => {
		const types = await issues.getIssuesTypes(PROJECT, { ...auth, include: 'subtypes' });
		const subtype = types.results[0].subtypes[0];
		const created = await issues.createIssue(
			PROJECT,
			{ title: 'From the SDK', issueSubtypeId: subtype.id, status: 'open' },
			auth,
		);
		expectModel(ISSUES, 'Issue', created);
		expect(created).toMatchObject({
			title: 'From the SDK',
			issueSubtypeId: subtype.id,
			status: 'open',
		});
		const read = await issues.getIssueDetails(PROJECT, created.id, auth);
		expectModel(ISSUES, 'Issue', read);
		const updated = await issues.patchIssueDetails(
			PROJECT,
			created.id,
			{ title: 'Renamed by the SDK' },
			auth,
		);
		expectModel(ISSUES, 'Issue', updated);
		expect(updated.title).toBe('Renamed by the SDK');
		const comment = await issues.createComments(
			PROJECT,
			created.id,
			{ body: 'Checked on site' },
			auth,
		);
		expectModel(ISSUES, 'CreatedComment', comment);
		const comments = await issues.getComments(PROJECT, created.id, auth);
		expectModel(ISSUES, 'Comments', comments);
		expect(comments.results.map((entry) => entry.body)).toEqual(['Checked on site']);
	});
});
