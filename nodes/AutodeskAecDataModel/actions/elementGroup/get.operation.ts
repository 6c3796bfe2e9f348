import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { aecQuery } from '../../../services/aecDataModel';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import {
	aecOptions,
	elementGroupProperty,
	pickerFields,
	readAecOptions,
	readElementGroupId,
} from '../aecFields';
import { ELEMENT_GROUP_FIELDS, elementGroupItem } from './elementGroupShape';

const properties: INodeProperties[] = [...pickerFields, elementGroupProperty, aecOptions()];

export const description = forOperation('elementGroup', 'get', properties);

const QUERY = `query ElementGroupAtTip($elementGroupId: ID!) {
  elementGroupAtTip(elementGroupId: $elementGroupId) { ${ELEMENT_GROUP_FIELDS} }
}`;

/** The model (element group) at its tip version. */
export const execute: OperationExecute = async function (itemIndex) {
	const elementGroupId = readElementGroupId(this, itemIndex);
	const { region, pacing } = readAecOptions(this, itemIndex);
	const data = await aecQuery(this, {
		query: QUERY,
		variables: { elementGroupId },
		operation: 'Get element group',
		region,
		pacing,
	});
	const group = data.elementGroupAtTip as IDataObject | null | undefined;
	if (!group) {
		throw new NodeOperationError(this.getNode(), `Element group ${elementGroupId} was not found`, {
			itemIndex,
		});
	}
	return [{ json: elementGroupItem(group) }];
};

export const tool: OperationTool = {
	description:
		'Get one model (element group) of the AEC Data Model at its tip version. Element Group: its ID as Element Group > Get Many gives it. Returns id, name, fileUrn, fileVersionUrn, versionNumber, createdOn. Next: Element > Get Many or Property > Get Definitions with the id.',
};
