import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { apsPath } from '../../../shared/url';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { RFI_ID, RFI_PROJECT } from '../../../framework/toolText';
import { rfisApi } from '../../../services/rfis';
import { projectProperties, readRfiTarget, rfiIdProperty, rfiOptions } from './fields';
import { editAdvice, transitionAdvice } from './refusals';
import { readRfiAttributes, updateFields } from './rfiFields';
import { compactRfi } from './toolShapes';

const properties: INodeProperties[] = [
	...projectProperties,
	rfiIdProperty,
	updateFields,
	rfiOptions,
];

export const description = forOperation('rfi', 'update', properties);

/**
 * PATCH an RFI with the fields given. A status is a step of the project's workflow that the
 * caller's role may take from the RFI's status (its permittedStatuses): the service decides, and
 * its 403 is explained from the RFI and the workflow (refusals.ts).
 */
export const execute: OperationExecute = async function (itemIndex) {
	const { project, rfiId, options } = readRfiTarget(this, itemIndex);
	const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const body = readRfiAttributes(fields, 'Update Fields');
	if (!Object.keys(body).length) {
		throw InputRuleError.worded(
			'Update Fields',
			'Nothing to update: add a field to change, or Status',
		);
	}
	const status = typeof body.status === 'string' ? body.status : undefined;
	const rfi = await rfisApi.change<IDataObject>(
		this,
		project,
		{ method: 'PATCH', path: apsPath`/rfis/${rfiId}`, operation: 'Update RFI', body },
		options,
		{
			path: apsPath`/rfis/${rfiId}`,
			advise: async (caller, read) =>
				status !== undefined && status !== caller.status
					? transitionAdvice(caller, status, await read('/workflow', "read the project's workflow"))
					: editAdvice(caller),
		},
	);
	return [{ json: rfi }];
};

export const tool: OperationTool = {
	compact: compactRfi,
	description: `Change an RFI or move it through the project's workflow. ${RFI_PROJECT}; ${RFI_ID}; Update Fields: Status (only one of the RFI's permittedStatuses, from RFI > Get: the workflow decides by the caller's role), Title, Question, Assigned To (user ids), Due Date (YYYY-MM-DD), RFI Type, Priority, Cost Impact, Schedule Impact, Location, Suggested Answer. A refused status change says which statuses are allowed. Returns the RFI as RFI > Get does: id, customIdentifier, title, status, permittedStatuses, assignedTo, dueDate, updatedAt.`,
};
