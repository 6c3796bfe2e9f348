import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { SUBMITTAL_ITEM, SUBMITTAL_PROJECT } from '../../../framework/toolText';
import { submittalItemPath, submittalsApi } from '../../../services/submittals';
import { itemIdProperty, projectProperties, readItemTarget, submittalOptions } from './fields';
import { readItemAttributes, updateFields } from './itemFields';
import { editAdvice } from './refusals';
import { compactSubmittalItem } from './toolShapes';

const properties: INodeProperties[] = [
	...projectProperties,
	itemIdProperty,
	updateFields,
	submittalOptions,
];

export const description = forOperation('submittal', 'update', properties);

/** PATCH an item with the fields given; its state changes only by Change State. */
export const execute: OperationExecute = async function (itemIndex) {
	const { project, itemId, options } = readItemTarget(this, itemIndex);
	const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const body = readItemAttributes(fields, 'Update Fields');
	if (!Object.keys(body).length) {
		throw InputRuleError.worded(
			'Update Fields',
			'Nothing to update: add a field to change (the state changes with Submittal > Change State)',
		);
	}
	const operation = 'Update submittal item';
	const item = await submittalsApi.change<IDataObject>(
		this,
		project,
		{ method: 'PATCH', path: submittalItemPath(itemId), operation, body },
		options,
		{ path: submittalItemPath(itemId), advise: editAdvice },
	);
	return [{ json: item }];
};

export const tool: OperationTool = {
	compact: compactSubmittalItem,
	description: `Change the fields of a submittal item (submittals managers only; not closed or void items). ${SUBMITTAL_PROJECT}; ${SUBMITTAL_ITEM}; Update Fields: Title, Description, Number, Item Type, Spec, Package (ids), Manager, Submitter (user ids), Priority (high, normal, low), Due Date and Required On Job Date (YYYY-MM-DD). The state changes with Submittal > Change State. Returns the item as Submittal > Get does.`,
};
