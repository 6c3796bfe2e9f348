import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { aecQuery } from '../../../services/aecDataModel';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { wholeJson } from '../../../framework/tool';
import { aecOptions, readAecOptions, readLocatorValue, readVersionNumber } from '../aecFields';
import { ELEMENT_GROUP_FIELDS, elementGroupItem } from './elementGroupShape';

const properties: INodeProperties[] = [
	{
		displayName: 'File URN',
		name: 'fileUrn',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'urn:adsk.wipprod:dm.lineage:hC6k4hndRWaeIVhIjvHu8w',
		description:
			'The Revit file as Data Management names it: its item ID (the fileUrn of Element Group > Get Many)',
	},
	{
		displayName: 'Version Number',
		name: 'fileVersionNumber',
		type: 'number',
		typeOptions: { minValue: 1, numberPrecision: 0 },
		default: 1,
		description: 'The version of the file whose extraction to check',
	},
	aecOptions(),
];

export const description = forOperation('elementGroup', 'getExtractionStatus', properties);

const QUERY = `query ElementGroupExtractionStatus($fileUrn: ID!, $versionNumber: Int) {
  elementGroupExtractionStatus(fileUrn: $fileUrn, versionNumber: $versionNumber) {
    status details elementGroup { ${ELEMENT_GROUP_FIELDS} }
  }
}`;

/**
 * Whether a version of a Revit file has been extracted into the AEC Data Model yet (IN_PROGRESS,
 * FAILED or SUCCESS), with the model it became.
 */
export const execute: OperationExecute = async function (itemIndex) {
	const fileUrn = readLocatorValue(
		this,
		'fileUrn',
		'File URN',
		itemIndex,
		'the item ID of a Revit file (urn:adsk.wipprod:dm.lineage:...)',
	);
	const versionNumber = readVersionNumber(
		'Version Number',
		this.getNodeParameter('fileVersionNumber', itemIndex, 1),
		1,
	);
	const { region, pacing } = readAecOptions(this, itemIndex);
	const data = await aecQuery(this, {
		query: QUERY,
		variables: { fileUrn, versionNumber },
		operation: 'Get extraction status',
		region,
		pacing,
	});
	const extraction = (data.elementGroupExtractionStatus ?? {}) as IDataObject;
	const group = extraction.elementGroup as IDataObject | null | undefined;
	return [
		{
			json: {
				fileUrn,
				versionNumber,
				status: extraction.status ?? null,
				details: extraction.details ?? null,
				elementGroup: group ? elementGroupItem(group) : null,
			},
		},
	];
};

export const tool: OperationTool = {
	description:
		"Check whether a version of a Revit file has been extracted into the AEC Data Model (models can be read only once it has). File URN: the file's Data Management item ID (urn:adsk.wipprod:dm.lineage:...); Version Number: the file's version. Returns fileUrn, versionNumber, status (IN_PROGRESS, FAILED or SUCCESS), details, elementGroup (id, name, fileUrn, fileVersionUrn, versionNumber, createdOn, or null). Next: Element > Get Many with elementGroup.id.",
	// Its item is already the compact shape the description names (the status and the model it became).
	compact: wholeJson,
};
