import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { SUBMITTAL_ITEM, SUBMITTAL_PROJECT } from '../../../framework/toolText';
import {
	submittalItemPath,
	submittalsApi,
	submittalTransitionPath,
} from '../../../services/submittals';
import { readGuid } from '../fieldValues';
import { itemIdProperty, projectProperties, readItemTarget, submittalOptions } from './fields';
import { readItemAttributes } from './itemFields';
import { transitionAdvice } from './refusals';
import { compactSubmittalItem } from './toolShapes';
import { STATE_OPTIONS } from './values';

const properties: INodeProperties[] = [
	...projectProperties,
	itemIdProperty,
	{
		displayName: 'State',
		name: 'stateId',
		type: 'options',
		options: STATE_OPTIONS,
		default: 'mgr-1',
		description:
			"The state to move the item to: one the workflow lets the caller reach from the item's state (Submittal > Get shows them in permittedActions)",
	},
	{
		displayName: 'Transition Fields',
		name: 'transitionFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			{
				displayName: 'Number',
				name: 'customIdentifier',
				type: 'string',
				default: '',
				description: "The item's number, which In Review needs when the item has none",
			},
			{
				displayName: 'Response Name or ID',
				name: 'responseId',
				type: 'options',
				typeOptions: {
					loadOptionsMethod: 'getSubmittalResponses',
					loadOptionsDependsOn: ['projectId.value'],
				},
				default: '',
				description:
					'The review\'s answer, which Reviewed needs. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			},
			{
				displayName: 'Response Comment',
				name: 'responseComment',
				type: 'string',
				typeOptions: { rows: 2 },
				default: '',
			},
		],
	},
	submittalOptions,
];

export const description = forOperation('submittal', 'transition', properties);

/**
 * POST items/{itemId}:transition with the state and the fields it needs. Whether the caller may
 * make the step is the service's to decide; its 403 is explained from the item's permitted
 * transitions (refusals.ts).
 */
export const execute: OperationExecute = async function (itemIndex) {
	const { project, itemId, options } = readItemTarget(this, itemIndex);
	const stateId = this.getNodeParameter('stateId', itemIndex, 'mgr-1') as string;
	const fields = this.getNodeParameter('transitionFields', itemIndex, {}) as IDataObject;
	const body: IDataObject = { stateId };
	if ('customIdentifier' in fields) {
		const number = readItemAttributes(
			{ customIdentifier: fields.customIdentifier },
			'Transition Fields',
		).customIdentifier;
		if (number) body.customIdentifier = number;
	}
	if ('responseId' in fields) {
		body.responseId = readGuid(
			'Transition Fields › Response',
			fields.responseId,
			"Submittal > Get Responses lists the project's review responses with their ids.",
		);
	}
	const comment = String(fields.responseComment ?? '');
	if (comment.trim()) body.responseComment = comment;
	const operation = 'Change submittal item state';
	const item = await submittalsApi.change<IDataObject>(
		this,
		project,
		{ method: 'POST', path: submittalTransitionPath(itemId), operation, body },
		options,
		{
			path: submittalItemPath(itemId),
			advise: (caller) => transitionAdvice(caller, stateId),
		},
	);
	return [{ json: item }];
};

export const tool: OperationTool = {
	compact: compactSubmittalItem,
	description: `Move a submittal item through the workflow. ${SUBMITTAL_PROJECT}; ${SUBMITTAL_ITEM}; State: sbc-1 (waiting for submission), mgr-1 (submitted), rev (in review: needs a Number), mgr-2 (reviewed: needs a Response), cls (closed), void; only one of the item's permittedStates (Submittal > Get). Transition Fields: Number, Response (an id from Submittal > Get Responses), Response Comment. A refused step says which states this caller may choose. Returns the item as Submittal > Get does.`,
};
