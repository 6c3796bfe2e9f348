import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { SUBMITTAL_PROJECT } from '../../../framework/toolText';
import { SUBMITTAL_ITEMS, submittalsApi } from '../../../services/submittals';
import {
	projectProperties,
	readSubmittalOptions,
	readSubmittalProject,
	submittalOptions,
} from './fields';
import {
	createFields,
	itemTypeProperty,
	managerProperty,
	readItemAttributes,
	specProperty,
} from './itemFields';
import { compactSubmittalItem } from './toolShapes';
import { CREATE_STATE_OPTIONS } from './values';

const required = (property: INodeProperties): INodeProperties => ({ ...property, required: true });

const properties: INodeProperties[] = [
	...projectProperties,
	{ displayName: 'Title', name: 'title', type: 'string', default: '', required: true },
	required(itemTypeProperty),
	required(specProperty),
	required(managerProperty),
	{
		displayName: 'State',
		name: 'stateId',
		type: 'options',
		options: CREATE_STATE_OPTIONS,
		default: 'mgr-1',
		description: 'Where the new item starts in the workflow',
	},
	createFields,
	submittalOptions,
];

export const description = forOperation('submittal', 'create', properties);

/** POST items (answers 201 with the item). A create is never sent twice. */
export const execute: OperationExecute = async function (itemIndex) {
	const project = readSubmittalProject(this, itemIndex);
	const main = readItemAttributes(
		{
			title: this.getNodeParameter('title', itemIndex, ''),
			typeId: this.getNodeParameter('typeId', itemIndex, ''),
			specId: this.getNodeParameter('specId', itemIndex, ''),
			manager: this.getNodeParameter('manager', itemIndex, ''),
		},
		'',
	);
	const stateId = this.getNodeParameter('stateId', itemIndex, 'mgr-1') as string;
	const fields = this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const additional = readItemAttributes(fields, 'Additional Fields');
	if (stateId === 'sbc-1' && !additional.subcontractor) {
		throw InputRuleError.worded(
			'Additional Fields › Submitter',
			'An item that starts Waiting for Submission needs a Submitter: add Additional Fields › Submitter, or start it Submitted',
		);
	}
	const body: IDataObject = { ...additional, ...main, stateId };
	const options = readSubmittalOptions(this, itemIndex);
	const item = await submittalsApi.call<IDataObject>(
		this,
		project,
		{ method: 'POST', path: SUBMITTAL_ITEMS, operation: 'Create submittal item', body },
		options,
	);
	return [{ json: item }];
};

export const tool: OperationTool = {
	compact: compactSubmittalItem,
	description: `Create a submittal item in a Construction Cloud project. ${SUBMITTAL_PROJECT}; Title; Item Type (an id from Submittal > Get Item Types); Spec (an id from Submittal > Get Specs); Manager (a user id); State: mgr-1 (submitted, default; any Submittals role), draft or sbc-1 (waiting for submission; managers only, needs a Submitter); Additional Fields: Description, Due Date and Required On Job Date (YYYY-MM-DD), Number, Package (an id), Priority (high, normal, low), Submitter (a user id). Returns the item: id (the Submittal Item of the other operations), identifier, title, stateId, statusId, permittedStates.`,
};
