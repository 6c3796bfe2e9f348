import type { INodeProperties } from 'n8n-workflow';

import { ISSUE_TYPES } from '../../../services/issues/request';
import { forOperation } from '../../../framework/fields/common';
import { issueOptions, projectProperties } from './fields';
import { settingsList } from './settings';
import type { OperationTool } from '../../../framework/tool';
import { ISSUE_PROJECT } from '../../../framework/toolText';
import { compactIssueType } from './toolShapes';

const properties: INodeProperties[] = [
	...projectProperties,
	{
		displayName: 'Active Only',
		name: 'activeOnly',
		type: 'boolean',
		default: false,
		description: 'Whether to return only the active issue types (new issues take only active ones)',
	},
	issueOptions,
];

export const description = forOperation('issue', 'getTypes', properties);

/** Issue types ("categories" in the web apps), each with its subtypes (`include=subtypes`). */
export const execute = settingsList(ISSUE_TYPES, 'Get issue types', (context, itemIndex) => ({
	include: 'subtypes',
	'filter[isActive]': context.getNodeParameter('activeOnly', itemIndex, false) ? true : undefined,
}));

export const tool: OperationTool = {
	compact: compactIssueType,
	description: `List the issue types (categories) of a Construction Cloud project with their subtypes. ${ISSUE_PROJECT}; Active Only: only the types new issues may take. Returns per type: id, title, isActive and subtypes (each id, title, code, isActive). Next: Issue > Create with a subtype's id or title as Issue Subtype.`,
};
