import type { INodeProperties } from 'n8n-workflow';

import { apsPath } from '../../../shared/url';
import { forOperation, readGetMany, returnAllAndLimit } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT, RFI_ID, RFI_PROJECT } from '../../../framework/toolText';
import { rfisApi } from '../../../services/rfis';
import { projectProperties, readRfiTarget, rfiIdProperty, rfiOptions } from './fields';
import { compactRfiComment } from './toolShapes';

const properties: INodeProperties[] = [
	...projectProperties,
	rfiIdProperty,
	...returnAllAndLimit,
	rfiOptions,
];

export const description = forOperation('rfi', 'getComments', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { project, rfiId, options } = readRfiTarget(this, itemIndex);
	const { limit } = readGetMany(this, itemIndex);
	const comments = await rfisApi.collect(
		this,
		rfisApi.request(
			project,
			{ method: 'GET', path: apsPath`/rfis/${rfiId}/comments`, operation: 'Get RFI comments' },
			options,
		),
		{ limit },
	);
	return comments.map((comment) => ({ json: { ...comment, rfiId } }));
};

export const tool: OperationTool = {
	compact: compactRfiComment,
	description: `List the comments of an RFI, oldest first. ${RFI_PROJECT}; ${RFI_ID}; ${LIMIT}. Returns per comment: id, rfiId, body (the text, cut at 300 characters), createdBy (a user id), createdAt.`,
};
