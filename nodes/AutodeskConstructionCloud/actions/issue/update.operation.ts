import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { apsPath } from '../../../shared/url';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import { issueIdProperty, issueOptions, projectProperties, readIssueTarget } from './fields';
import { readAttributeFields, readAttributesJson, updateFields } from './issueFields';
import { issuesApi } from '../../../services/issues/request';
import {
	customAttributesProperty,
	readCustomAttributeEntries,
	withCustomAttributes,
} from './customAttributes';
import type { OperationTool } from '../../../framework/tool';
import { ISSUE_ID, ISSUE_PROJECT } from '../../../framework/toolText';
import { compactIssue } from './toolShapes';
import { updateRefusalAdvice } from './refusals';

const properties: INodeProperties[] = [
	...projectProperties,
	issueIdProperty,
	updateFields,
	customAttributesProperty,
	issueOptions,
];

export const description = forOperation('issue', 'update', properties);

/**
 * PATCH an issue with the attributes given (Attributes (JSON), then the fields). Which of them the
 * caller may change, and to which statuses, the service decides (the issue's permittedAttributes
 * and permittedStatuses); its 403 is explained from them (refusals.ts).
 */
export const execute: OperationExecute = async function (itemIndex) {
	const { project, issueId, options } = readIssueTarget(this, itemIndex);
	const { attributes, ...fields } = this.getNodeParameter(
		'updateFields',
		itemIndex,
		{},
	) as IDataObject;
	const body: IDataObject = {
		...readAttributesJson(attributes),
		...readAttributeFields(fields, 'Update Fields'),
	};
	const customAttributes = readCustomAttributeEntries(this, itemIndex);
	if (!Object.keys(body).length && !customAttributes.length) {
		throw InputRuleError.worded(
			'Update Fields',
			'Nothing to update: add a field to change, or Attributes (JSON)',
		);
	}
	const payload = await withCustomAttributes(
		this,
		itemIndex,
		project,
		options,
		customAttributes,
		body,
	);
	const issue = await issuesApi.change<IDataObject>(
		this,
		project,
		{
			method: 'PATCH',
			path: apsPath`/issues/${issueId}`,
			operation: 'Update issue',
			body: payload,
		},
		options,
		{
			path: apsPath`/issues/${issueId}`,
			advise: (caller) => updateRefusalAdvice(caller, payload),
		},
	);
	return [{ json: issue }];
};

export const tool: OperationTool = {
	compact: compactIssue,
	description: `Change an issue. ${ISSUE_PROJECT}; ${ISSUE_ID}; Update Fields: Title, Description, Status (one of the issue's permitted statuses), Assigned To with Assigned To Type, Due Date and Start Date (YYYY-MM-DD), Issue Subtype, Root Cause, Location ID, Watchers, Published; Custom Attributes by title. Returns the issue as Issue > Get does: id, displayId, title, status, assignedTo, dueDate, updatedAt, customAttributes.`,
};
