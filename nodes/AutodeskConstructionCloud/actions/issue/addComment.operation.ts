import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { apsPath } from '../../../shared/url';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import { issueIdProperty, issueOptions, projectProperties, readIssueTarget } from './fields';
import { issuesApi } from '../../../services/issues/request';
import type { OperationTool } from '../../../framework/tool';
import { ISSUE_ID, ISSUE_PROJECT } from '../../../framework/toolText';
import { COMMENT_REFUSAL_ADVICE } from './refusals';
import { compactComment } from './toolShapes';

/** A comment's longest body (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml, schema `comment`). */
const MAX_COMMENT = 10_000;

const properties: INodeProperties[] = [
	...projectProperties,
	issueIdProperty,
	{
		displayName: 'Comment',
		name: 'body',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		required: true,
		description: 'The text of the comment (at most 10,000 characters; line breaks are kept)',
	},
	issueOptions,
];

export const description = forOperation('issue', 'addComment', properties);

function readComment(value: unknown): string {
	const text = typeof value === 'string' ? value : '';
	if (!text.trim()) throw new InputRuleError('Comment', 'must not be empty');
	if (text.length > MAX_COMMENT) {
		throw new InputRuleError(
			'Comment',
			`must be at most ${MAX_COMMENT} characters long; it has ${text.length}`,
		);
	}
	return text;
}

/**
 * POST comments answers 201 with the comment. A comment is never sent twice (POST). Its 403 is
 * explained as Update's (refusals.ts).
 */
export const execute: OperationExecute = async function (itemIndex) {
	const { project, issueId, options } = readIssueTarget(this, itemIndex);
	const body = readComment(this.getNodeParameter('body', itemIndex, ''));
	const comment = await issuesApi.change<IDataObject>(
		this,
		project,
		{
			method: 'POST',
			path: apsPath`/issues/${issueId}/comments`,
			operation: 'Add issue comment',
			body: { body },
		},
		options,
		{ path: apsPath`/issues/${issueId}`, advise: () => COMMENT_REFUSAL_ADVICE },
	);
	return [{ json: { ...comment, issueId } }];
};

export const tool: OperationTool = {
	compact: compactComment,
	description: `Add a comment to an issue. ${ISSUE_PROJECT}; ${ISSUE_ID}; Comment: the text (at most 10,000 characters). Returns the comment's id, issueId, body, createdBy and createdAt. Next: Issue > Get Comments to read the thread.`,
};
