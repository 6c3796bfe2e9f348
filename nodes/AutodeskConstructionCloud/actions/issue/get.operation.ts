import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { apsPath } from '../../../shared/url';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import { issueIdProperty, issueOptions, projectProperties, readIssueTarget } from './fields';
import { issuesApi } from '../../../services/issues/request';
import type { OperationTool } from '../../../framework/tool';
import { ISSUE_ID, ISSUE_PROJECT } from '../../../framework/toolText';
import { compactIssue } from './toolShapes';

const properties: INodeProperties[] = [...projectProperties, issueIdProperty, issueOptions];

export const description = forOperation('issue', 'get', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { project, issueId, options } = readIssueTarget(this, itemIndex);
	const issue = await issuesApi.call<IDataObject>(
		this,
		project,
		{ method: 'GET', path: apsPath`/issues/${issueId}`, operation: 'Get issue' },
		options,
	);
	return [{ json: issue }];
};

export const tool: OperationTool = {
	compact: compactIssue,
	description: `Get one issue. ${ISSUE_PROJECT}; ${ISSUE_ID}. Returns id, displayId, title, description, status, issueTypeId, issueSubtypeId, assignedTo and assignedToType, dueDate, startDate, locationId, rootCauseId, commentCount, updatedAt and customAttributes (title: value). Next: Issue > Update, Add Comment or Get Comments with its id.`,
};
