import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { aecQuery } from '../../../services/aecDataModel';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { wholeJson } from '../../../framework/tool';
import { aecOptions, readAecOptions, readLocatorValue } from '../aecFields';
import { ELEMENT_FIELDS, elementItem } from './elementShape';

const properties: INodeProperties[] = [
	{
		displayName: 'Element ID',
		name: 'elementId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'YWVjZX5...',
		description: 'The ID of the element, as Element > Get Many gives it',
	},
	aecOptions(),
];

export const description = forOperation('element', 'get', properties);

const QUERY = `query ElementAtTip($elementId: ID!) {
  elementAtTip(elementId: $elementId) { ${ELEMENT_FIELDS} }
}`;

/** One element at the tip version of its model, with its properties by name and their units. */
export const execute: OperationExecute = async function (itemIndex) {
	const elementId = readLocatorValue(
		this,
		'elementId',
		'Element ID',
		itemIndex,
		'an element ID (Element > Get Many gives them)',
	);
	const { region, pacing } = readAecOptions(this, itemIndex);
	const data = await aecQuery(this, {
		query: QUERY,
		variables: { elementId },
		operation: 'Get element',
		region,
		pacing,
	});
	const element = data.elementAtTip as IDataObject | null | undefined;
	if (!element) {
		throw new NodeOperationError(this.getNode(), `Element ${elementId} was not found`, {
			itemIndex,
		});
	}
	return [{ json: elementItem(element) }];
};

export const tool: OperationTool = {
	description:
		'Get one element of a model at its tip version. Element ID: the id Element > Get Many gives. Returns id, name, properties (property name → value), units (property name → unit, for those with one).',
	// Its items are already the compact shape the description names (properties, values, units).
	compact: wholeJson,
};
