import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { apsPath } from '../../../shared/url';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { RFI_ID, RFI_PROJECT } from '../../../framework/toolText';
import { rfisApi } from '../../../services/rfis';
import { projectProperties, readRfiTarget, rfiIdProperty, rfiOptions } from './fields';
import { roleAdvice } from './refusals';
import { readText } from '../fieldValues';

const MAX_RESPONSE = 10_000;

const properties: INodeProperties[] = [
	...projectProperties,
	rfiIdProperty,
	{
		displayName: 'Response',
		name: 'text',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		required: true,
		description: 'The answer to the RFI (at most 10,000 characters)',
	},
	rfiOptions,
];

export const description = forOperation('rfi', 'addResponse', properties);

/**
 * POST rfis/{id}/responses (201 with the response): a reviewer's or manager's answer to an open
 * RFI. Never sent twice; a 403 is explained.
 */
export const execute: OperationExecute = async function (itemIndex) {
	const { project, rfiId, options } = readRfiTarget(this, itemIndex);
	const text = readText('Response', this.getNodeParameter('text', itemIndex, ''), MAX_RESPONSE);
	const added = await rfisApi.change<IDataObject>(
		this,
		project,
		{
			method: 'POST',
			path: apsPath`/rfis/${rfiId}/responses`,
			operation: 'Add RFI response',
			body: { text },
		},
		options,
		{ path: apsPath`/rfis/${rfiId}`, advise: roleAdvice('respond to it', 'reviewer or manager') },
	);
	return [{ json: { ...added, rfiId } }];
};

export const tool: OperationTool = {
	description: `Answer an open RFI (the caller needs the reviewer or manager role). ${RFI_PROJECT}; ${RFI_ID}; Response: the answer (at most 10,000 characters). Returns the response's id, rfiId, text, createdBy and createdAt. Next: RFI > Update with Status answered, when the workflow lets the caller.`,
};
