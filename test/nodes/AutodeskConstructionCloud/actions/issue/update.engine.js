'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, issueParameters, issueRequests, runIssue } = require('./issueSandbox');

const update = (issueId, updateFields) => issueParameters({ operation: 'update', issueId, updateFields });

describe('issue update through the n8n engine', () => {
	const sandbox = useSandbox();

	test('update: an issue as Get gave it, minus what the service computes, with the fields over it', async () => {
		const attributes = JSON.stringify({ title: 'Duct clashes with beam (rerouted)', locationDetails: 'Grid C4', status: 'in_review' });
		const { items, error } = await runIssue(sandbox, update(IDS.issues.clash, { attributes, status: 'in_progress', dueDate: '2024-04-02' }));
		expect(error).toBeUndefined();
		const [request] = issueRequests(sandbox, '/issues/[^/]+', 'PATCH');
		expect(JSON.parse(request.body)).toEqual({ title: 'Duct clashes with beam (rerouted)', locationDetails: 'Grid C4', status: 'in_progress', dueDate: '2024-04-02' });
		expect(items).toEqual([{ json: expect.objectContaining({ id: IDS.issues.clash, status: 'in_progress', dueDate: '2024-04-02', updatedBy: SEED.users.admin }), pairedItem: { item: 0 } }]);
	});

	test('an attribute the service computes is refused before sending, named', async () => {
		const { error } = await runIssue(sandbox, update(IDS.issues.clash, { attributes: { id: IDS.issues.clash, displayId: 1, title: 'x' } }));
		expect(error.message).toBe('Attributes (JSON) may hold only the attributes the Issues API lets a caller change: remove "id", "displayId"');
		expect(sandbox.ctx.log.entries).toEqual([]);
	});

	test("Continue On Fail: what the caller may not change is the service's 403, and a placement issue its 400; the other item is updated", async () => {
		const { items, error } = await runIssue(sandbox, update('={{ $json.id }}', { title: '={{ $json.title }}' }), {
			userId: SEED.users.member,
			continueOnFail: true,
			items: [
				{ json: { id: IDS.issues.clash, title: 'Assignee renames' } },
				{ json: { id: IDS.issues.railing, title: 'Creator renames' } },
				{ json: { id: IDS.issues.pushpin, title: 'Pushpin renamed' } },
			],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(items[0].json).toMatchObject({ httpCode: '403', error: expect.stringMatching(/^Update issue failed: .*may not change title/) });
		expect(items[1].json).toMatchObject({ id: IDS.issues.railing, title: 'Creator renames' });
		expect(items[2].json).toMatchObject({ httpCode: '400', error: expect.stringMatching(/placement \(pushpin\) issue/) });
		expect(issueRequests(sandbox, '/issues/[^/]+', 'PATCH').map((entry) => entry.status)).toEqual([403, 200, 400]);
	});

	test('a 403 to a member without the right on this issue: the advice names what the caller may change, read from the issue, and who can make the change', async () => {
		// The member is the assignee of the clash: it may change the status only.
		const assignee = await runIssue(sandbox, update(IDS.issues.clash, { title: 'Assignee renames', status: 'closed' }), { userId: SEED.users.member });
		expect(assignee.error.message).toMatch(/^Update issue failed: .*may not change title/);
		expect(assignee.error.description).toBe(
			"Nothing was changed. The caller is a member of the project and can read this issue, but may not make this change. It may not change title. It may change: status. It may set the status to open, pending, in_progress, in_review, completed; not to closed. The issue's creator, its assignee or a project admin can make the change; a project admin can also give the caller the Manage issues permission. Issue > Get shows permittedAttributes and permittedStatuses for the caller.",
		);
		expect(issueRequests(sandbox, '/issues/[^/]+', 'GET').map((entry) => entry.status)).toEqual([200]);
	});

	test('a 403 to a member who may change nothing of the issue: its permittedAttributes are empty, and the advice says so', async () => {
		// The inspector views issues only: nothing of this issue is theirs to change.
		const viewer = await runIssue(sandbox, update(IDS.issues.railing, { title: 'x' }), { userId: SEED.users.inspector });
		expect(viewer.error.description).toMatch(/^Nothing was changed\. The caller is a member of the project and can read this issue, but may not make this change\. On this issue it may change no attribute \(its permittedAttributes are empty\)\. The issue's creator, its assignee or a project admin can make the change/);
		expect(viewer.error.description).not.toMatch(/added to the project/);
	});

	test('a 403 to a caller outside the project: reading the issue is refused too, and the advice says to be added to the project', async () => {
		const { error } = await runIssue(sandbox, update(IDS.issues.railing, { title: 'x' }), { userId: SEED.users.viewer });
		expect(error.message).toMatch(/^Update issue failed: .*no access to the issues of project/);
		expect(error.description).toMatch(/^The caller must be a member of the project with issue permissions: a project admin adds the user/);
		expect(issueRequests(sandbox, '/issues/[^/]+', 'GET').map((entry) => entry.status)).toEqual([403]);
	});

	test('custom attributes alone are a change: set by name, an empty value clears one', async () => {
		const { items, error } = await runIssue(sandbox, issueParameters({ operation: 'update', issueId: IDS.issues.clash, customAttributes: { attribute: [{ attribute: 'Priority', value: 'Low' }, { attribute: 'Cost impact', value: '' }] } }));
		expect(error).toBeUndefined();
		const [request] = issueRequests(sandbox, '/issues/[^/]+', 'PATCH');
		expect(JSON.parse(request.body)).toEqual({
			customAttributes: [
				{ attributeDefinitionId: IDS.attributes.priority, value: IDS.options.low },
				{ attributeDefinitionId: IDS.attributes.costImpact, value: null },
			],
		});
		expect(items[0].json.customAttributes.map((attribute) => [attribute.title, attribute.value])).toEqual([['Priority', IDS.options.low]]);
	});
});
