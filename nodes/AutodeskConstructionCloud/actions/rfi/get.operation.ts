import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { apsPath } from '../../../shared/url';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { RFI_ID, RFI_PROJECT } from '../../../framework/toolText';
import { rfisApi } from '../../../services/rfis';
import { projectProperties, readRfiTarget, rfiIdProperty, rfiOptions } from './fields';
import { compactRfi } from './toolShapes';

const properties: INodeProperties[] = [...projectProperties, rfiIdProperty, rfiOptions];

export const description = forOperation('rfi', 'get', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { project, rfiId, options } = readRfiTarget(this, itemIndex);
	const rfi = await rfisApi.call<IDataObject>(
		this,
		project,
		{ method: 'GET', path: apsPath`/rfis/${rfiId}`, operation: 'Get RFI' },
		options,
	);
	return [{ json: rfi }];
};

export const tool: OperationTool = {
	compact: compactRfi,
	description: `Get one RFI with its responses. ${RFI_PROJECT}; ${RFI_ID}. Returns id, customIdentifier, title, question, status, permittedStatuses (the statuses this caller may move it to), rfiTypeId, assignedTo (user ids), dueDate, priority, location, updatedAt, closedAt and responses (their texts). Next: RFI > Update (Status: one of permittedStatuses), Add Comment or Get Comments with its id.`,
};
