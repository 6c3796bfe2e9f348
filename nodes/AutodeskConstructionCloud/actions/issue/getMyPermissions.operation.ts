import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import { issueOptions, projectProperties, readIssueOptions, readIssueProject } from './fields';
import { issuesApi } from '../../../services/issues/request';
import type { OperationTool } from '../../../framework/tool';
import { ISSUE_PROJECT } from '../../../framework/toolText';
import { compactIssuePermissions } from './toolShapes';

const properties: INodeProperties[] = [...projectProperties, issueOptions];

export const description = forOperation('issue', 'getMyPermissions', properties);

/**
 * GET users/me (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml,
 * schema `User`): `issues.new` is there only when the caller may create issues; `canCreate` says so.
 */
export const execute: OperationExecute = async function (itemIndex) {
	const project = readIssueProject(this, itemIndex);
	const options = readIssueOptions(this, itemIndex);
	const profile = await issuesApi.call<IDataObject>(
		this,
		project,
		{ method: 'GET', path: '/users/me', operation: 'Get my issue permissions' },
		options,
	);
	const issues = profile.issues as IDataObject | undefined;
	return [{ json: { ...profile, canCreate: Boolean(issues?.new) } }];
};

export const tool: OperationTool = {
	compact: compactIssuePermissions,
	description: `What the caller may do with the issues of a Construction Cloud project. ${ISSUE_PROJECT}. Returns id (the caller's user id), isProjectAdmin, canCreate, permissionLevels, newIssueStatuses and newIssueAttributes (the statuses and fields Issue > Create accepts from the caller), visibleStatuses. Call it before Issue > Create when a status or field is refused.`,
};
