import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { aecQuery } from '../../../services/aecDataModel';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import {
	aecOptions,
	modelFields,
	readAecOptions,
	readElementGroupId,
	readVersionNumber,
} from '../aecFields';
import { ELEMENT_GROUP_FIELDS, elementGroupItem } from './elementGroupShape';

const properties: INodeProperties[] = [
	...modelFields(),
	{
		displayName: 'Version Number',
		name: 'versionNumber',
		type: 'number',
		typeOptions: { minValue: 0, numberPrecision: 0 },
		default: 0,
		description:
			'The version of the model to get (Element Group > Get Versions lists them); 0 for its tip (latest) version',
	},
	aecOptions(),
];

export const description = forOperation('elementGroup', 'get', properties);

const AT_TIP = `query ElementGroupAtTip($elementGroupId: ID!) {
  elementGroupAtTip(elementGroupId: $elementGroupId) { ${ELEMENT_GROUP_FIELDS} }
}`;

const AT_VERSION = `query ElementGroupByVersionNumber($elementGroupId: ID!, $versionNumber: Int!) {
  elementGroupByVersionNumber(elementGroupId: $elementGroupId, versionNumber: $versionNumber) { ${ELEMENT_GROUP_FIELDS} }
}`;

/** The model (element group) at its tip version, or at the version asked for. */
export const execute: OperationExecute = async function (itemIndex) {
	const elementGroupId = readElementGroupId(this, itemIndex);
	const versionNumber = readVersionNumber(
		'Version Number',
		this.getNodeParameter('versionNumber', itemIndex, 0),
		0,
	);
	const { region, pacing } = readAecOptions(this, itemIndex);
	const data = await aecQuery(this, {
		query: versionNumber ? AT_VERSION : AT_TIP,
		variables: versionNumber ? { elementGroupId, versionNumber } : { elementGroupId },
		operation: 'Get element group',
		region,
		pacing,
	});
	const group = (versionNumber ? data.elementGroupByVersionNumber : data.elementGroupAtTip) as
		| IDataObject
		| null
		| undefined;
	if (!group) {
		throw new NodeOperationError(this.getNode(), `Element group ${elementGroupId} was not found`, {
			itemIndex,
		});
	}
	return [{ json: elementGroupItem(group) }];
};

export const tool: OperationTool = {
	description:
		'Get one model (element group) of the AEC Data Model at its tip version, or at the Version Number given (0 for the tip). Element Group: its ID as Element Group > Get Many gives it. Returns id, name, fileUrn, fileVersionUrn, versionNumber, createdOn (of that version). Next: Element > Get Many or Property > Get Definitions with the id.',
};
