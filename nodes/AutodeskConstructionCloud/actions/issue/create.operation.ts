import type { IDataObject, INodeParameterResourceLocator, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import { issueOptions, projectProperties, readIssueOptions, readIssueProject } from './fields';
import { createFields, readAttributeFields, statusProperty } from './issueFields';
import { issuesApi } from '../../../services/issues/request';
import {
	customAttributesProperty,
	readCustomAttributeEntries,
	withCustomAttributes,
} from './customAttributes';
import type { OperationTool } from '../../../framework/tool';
import { ISSUE_PROJECT } from '../../../framework/toolText';
import { compactIssue } from './toolShapes';

const properties: INodeProperties[] = [
	...projectProperties,
	{
		displayName: 'Title',
		name: 'title',
		type: 'string',
		default: '',
		required: true,
	},
	{
		displayName: 'Issue Subtype',
		name: 'issueSubtype',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: true,
		description: 'The subtype ("type" in the web apps, under its category); its type follows',
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: 'searchIssueSubtypes', searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: '3f1c9e2a-7b4d-4e8f-9a0b-1c2d3e4f5a6b',
			},
		],
	},
	statusProperty,
	createFields,
	customAttributesProperty,
	issueOptions,
];

export const description = forOperation('issue', 'create', properties);

function readSubtype(raw: unknown): string {
	const locator = (
		raw && typeof raw === 'object' ? raw : { value: raw }
	) as Partial<INodeParameterResourceLocator>;
	const id = String(locator.value ?? '').trim();
	if (!id)
		throw new InputRuleError(
			'Issue Subtype',
			'is required: choose one from the list or enter its ID',
		);
	return id;
}

/**
 * POST issues (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml: title,
 * issueSubtypeId and status required; answers 200 with the issue). A create is never sent twice.
 */
export const execute: OperationExecute = async function (itemIndex) {
	const project = readIssueProject(this, itemIndex);
	const title = String(this.getNodeParameter('title', itemIndex, '') ?? '').trim();
	if (!title) throw new InputRuleError('Title', 'must not be empty');
	const issueSubtypeId = readSubtype(this.getNodeParameter('issueSubtype', itemIndex));
	const status = this.getNodeParameter('status', itemIndex) as string;
	const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const customAttributes = readCustomAttributeEntries(this, itemIndex);
	const body: IDataObject = {
		...readAttributeFields(fields, 'Additional Fields'),
		title,
		issueSubtypeId,
		status,
	};
	const options = readIssueOptions(this, itemIndex);
	const payload = await withCustomAttributes(
		this,
		itemIndex,
		project,
		options,
		customAttributes,
		body,
	);
	const issue = await issuesApi.call<IDataObject>(
		this,
		project,
		{ method: 'POST', path: '/issues', operation: 'Create issue', body: payload },
		options,
	);
	return [{ json: issue }];
};

export const tool: OperationTool = {
	compact: compactIssue,
	description: `Open an issue in a Construction Cloud project. ${ISSUE_PROJECT}; Title; Issue Subtype: a subtype id or title from Issue > Get Types (its type follows); Status: open by default; a new issue takes one of the newIssueStatuses of Issue > Get My Permissions (usually draft or open); Additional Fields: Description, Assigned To (a user, role or company name or id, with Assigned To Type), Due Date and Start Date (YYYY-MM-DD), Location ID, Root Cause (name or id from Get Root Causes), Watchers, Published; Custom Attributes by title (Issue > Get Custom Attributes lists them and their values). Returns the issue: id (the Issue ID of the other Issue operations), displayId, title, status, issueTypeId, issueSubtypeId, assignedTo, dueDate, customAttributes (title: value).`,
};
