import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { RFI_PROJECT } from '../../../framework/toolText';
import { rfisApi } from '../../../services/rfis';
import { projectProperties, readRfiOptions, readRfiProject, rfiOptions } from './fields';
import { createFields, readRfiAttributes } from './rfiFields';
import { compactRfi } from './toolShapes';

const properties: INodeProperties[] = [
	...projectProperties,
	{ displayName: 'Title', name: 'title', type: 'string', default: '', required: true },
	{
		displayName: 'Status',
		name: 'status',
		type: 'options',
		options: [
			{ name: 'Draft', value: 'draft', description: 'Kept by its creator until submitted' },
			{ name: 'Submitted', value: 'submitted', description: "Handed to the RFI's manager" },
		],
		default: 'draft',
	},
	createFields,
	rfiOptions,
];

export const description = forOperation('rfi', 'create', properties);

/** POST rfis (answers 201 with the RFI). A create is never sent twice. */
export const execute: OperationExecute = async function (itemIndex) {
	const project = readRfiProject(this, itemIndex);
	const title = String(this.getNodeParameter('title', itemIndex, '') ?? '').trim();
	if (!title) throw new InputRuleError('Title', 'must not be empty');
	const status = this.getNodeParameter('status', itemIndex, 'draft') as string;
	const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const body: IDataObject = { ...readRfiAttributes(fields, 'Additional Fields'), title, status };
	const options = readRfiOptions(this, itemIndex);
	const rfi = await rfisApi.call<IDataObject>(
		this,
		project,
		{ method: 'POST', path: '/rfis', operation: 'Create RFI', body },
		options,
	);
	return [{ json: rfi }];
};

export const tool: OperationTool = {
	compact: compactRfi,
	description: `Raise an RFI in a Construction Cloud project (the caller needs the RFI creator or manager role). ${RFI_PROJECT}; Title; Status: draft (default) or submitted; Additional Fields: Question, Assigned To (user ids), Due Date (YYYY-MM-DD), RFI Type (an id from RFI > Get Types; the default type otherwise), Priority (high, normal, low), Cost Impact and Schedule Impact (yes, no, unknown), Location, Suggested Answer. Returns the RFI: id (the RFI of the other RFI operations), customIdentifier, title, status, permittedStatuses, assignedTo, dueDate.`,
};
