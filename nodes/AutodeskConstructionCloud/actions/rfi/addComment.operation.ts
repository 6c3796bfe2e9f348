import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { apsPath } from '../../../shared/url';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { RFI_ID, RFI_PROJECT } from '../../../framework/toolText';
import { rfisApi } from '../../../services/rfis';
import { projectProperties, readRfiTarget, rfiIdProperty, rfiOptions } from './fields';
import { readText } from '../fieldValues';
import { roleAdvice } from './refusals';
import { compactRfiComment } from './toolShapes';

/** A comment's longest text (the sandbox's choice, as the Issues API's: docs/service-decisions.md ("RFIs v3")). */
const MAX_COMMENT = 10_000;

const properties: INodeProperties[] = [
	...projectProperties,
	rfiIdProperty,
	{
		displayName: 'Comment',
		name: 'body',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		required: true,
		description: 'The text of the comment (at most 10,000 characters; line breaks are kept)',
	},
	rfiOptions,
];

export const description = forOperation('rfi', 'addComment', properties);

/** POST rfis/{id}/comments (201 with the comment); never sent twice; a 403 is explained. */
export const execute: OperationExecute = async function (itemIndex) {
	const { project, rfiId, options } = readRfiTarget(this, itemIndex);
	const body = readText('Comment', this.getNodeParameter('body', itemIndex, ''), MAX_COMMENT);
	const added = await rfisApi.change<IDataObject>(
		this,
		project,
		{
			method: 'POST',
			path: apsPath`/rfis/${rfiId}/comments`,
			operation: 'Add RFI comment',
			body: { body },
		},
		options,
		{
			path: apsPath`/rfis/${rfiId}`,
			advise: roleAdvice('comment on it', 'creator, manager or reviewer'),
		},
	);
	return [{ json: { ...added, rfiId } }];
};

export const tool: OperationTool = {
	compact: compactRfiComment,
	description: `Add a comment to an RFI. ${RFI_PROJECT}; ${RFI_ID}; Comment: the text (at most 10,000 characters). Returns the comment's id, rfiId, body, createdBy and createdAt. Next: RFI > Get Comments to read the thread.`,
};
