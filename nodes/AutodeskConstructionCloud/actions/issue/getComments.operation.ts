import type { INodeProperties } from 'n8n-workflow';

import { apsPath } from '../../../shared/url';
import { forOperation, readGetMany, returnAllAndLimit } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import { issueIdProperty, issueOptions, projectProperties, readIssueTarget } from './fields';
import { issuesApi } from '../../../services/issues/request';
import type { OperationTool } from '../../../framework/tool';
import { ISSUE_ID, ISSUE_PROJECT, LIMIT } from '../../../framework/toolText';
import { compactComment } from './toolShapes';

/** Comments read per page (the file gives no bound; the issues list's is 100). */
const COMMENTS_PAGE = 100;

const properties: INodeProperties[] = [
	...projectProperties,
	issueIdProperty,
	...returnAllAndLimit,
	{
		displayName: 'Newest First',
		name: 'newestFirst',
		type: 'boolean',
		default: false,
		description: 'Whether to return the newest comments first (by default the oldest come first)',
	},
	issueOptions,
];

export const description = forOperation('issue', 'getComments', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { project, issueId, options } = readIssueTarget(this, itemIndex);
	const { limit } = readGetMany(this, itemIndex);
	const newestFirst = this.getNodeParameter('newestFirst', itemIndex, false) as boolean;
	const comments = await issuesApi.collect(
		this,
		issuesApi.request(
			project,
			{
				method: 'GET',
				path: apsPath`/issues/${issueId}/comments`,
				operation: 'Get issue comments',
				query: { sortBy: newestFirst ? '-createdAt' : undefined },
			},
			options,
		),
		{ maxPage: COMMENTS_PAGE, limit },
	);
	return comments.map((comment) => ({ json: { ...comment, issueId } }));
};

export const tool: OperationTool = {
	compact: compactComment,
	description: `List the comments of an issue, oldest first (Newest First to reverse). ${ISSUE_PROJECT}; ${ISSUE_ID}; ${LIMIT}. Returns per comment: id, issueId, body (the text, cut at 300 characters), createdBy (a user id), createdAt.`,
};
