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
