'use strict';

/** What a model gets from the issue operations as tools (issue/toolShapes.ts), against the node's own output. */

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, issueParameters, runIssue } = require('./issueSandbox');

const TOOL = { tool: true };

describe('issues as tools', () => {
	const sandbox = useSandbox();
	const both = async (parameters) => {
		const [plain, asTool] = [await runIssue(sandbox, parameters), await runIssue(sandbox, parameters, TOOL)];
		expect(plain.error).toBeUndefined();
		expect(asTool.error).toBeUndefined();
		expect(asTool.items).toHaveLength(plain.items.length);
		return [plain.items.map((item) => item.json), asTool.items.map((item) => item.json)];
	};

	test('an issue: its ids, title, description, status, assignee, dates and custom attributes by title; no permission lists or project id', async () => {
		const [[issue], [compact]] = await both(issueParameters({ operation: 'get', issueId: IDS.issues.clash }));
		expect(compact).toEqual({
			id: issue.id,
			displayId: issue.displayId,
			title: issue.title,
			description: issue.description,
			status: issue.status,
			issueTypeId: issue.issueTypeId,
			issueSubtypeId: issue.issueSubtypeId,
			assignedTo: issue.assignedTo,
			assignedToType: issue.assignedToType,
			dueDate: issue.dueDate,
			startDate: issue.startDate,
			locationId: issue.locationId,
			rootCauseId: issue.rootCauseId,
			published: issue.published,
			commentCount: issue.commentCount,
			updatedAt: issue.updatedAt,
			deleted: false,
			customAttributes: Object.fromEntries(issue.customAttributes.map((attribute) => [attribute.title, attribute.value])),
		});
		expect(issue.customAttributes.length).toBeGreaterThan(0);
	});

	test('comments keep their text; types keep their subtypes; root cause categories their root causes', async () => {
		const [comments, compactComments] = await both(issueParameters({ operation: 'getComments', issueId: IDS.issues.clash, returnAll: true }));
		expect(compactComments).toEqual(comments.map(({ id, issueId, body, createdBy, createdAt }) => ({ id, issueId, body, createdBy, createdAt })));

		const [types, compactTypes] = await both(issueParameters({ operation: 'getTypes' }));
		expect(compactTypes.map((type) => type.subtypes.map((subtype) => [subtype.id, subtype.title, subtype.code]))).toEqual(types.map((type) => type.subtypes.map((subtype) => [subtype.id, subtype.title, subtype.code])));
		expect(compactTypes.flatMap((type) => type.subtypes).length).toBeGreaterThan(0);

		const [causes, compactCauses] = await both(issueParameters({ operation: 'getRootCauses' }));
		expect(compactCauses.map((category) => [category.title, category.rootCauses.map((cause) => cause.id)])).toEqual(causes.map((category) => [category.title, category.rootCauses.map((cause) => cause.id)]));
	});

	test('custom attribute definitions keep a list\'s values; permissions say what a new issue may take', async () => {
		const [definitions, compactDefinitions] = await both(issueParameters({ operation: 'getAttributeDefinitions' }));
		const list = definitions.find((definition) => definition.dataType === 'list');
		expect(compactDefinitions.find((definition) => definition.id === list.id)).toEqual({ id: list.id, title: list.title, description: list.description, dataType: 'list', values: list.metadata.list.options.map((option) => option.value) });

		const [[permissions], [compact]] = await both(issueParameters({ operation: 'getMyPermissions' }));
		expect(compact).toEqual({
			id: permissions.id,
			isProjectAdmin: permissions.isProjectAdmin,
			canCreate: permissions.canCreate,
			permissionLevels: permissions.permissionLevels,
			newIssueStatuses: permissions.issues.new.permittedStatuses,
			newIssueAttributes: permissions.issues.new.permittedAttributes,
			visibleStatuses: permissions.issues.filter.permittedStatuses,
		});
	});
});
