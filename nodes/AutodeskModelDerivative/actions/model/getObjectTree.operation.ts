import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import { forOperation } from '../../../framework/fields/common';
import { regionProperty } from '../derivativeRegion';
import { manifestOptionsProperty, readManifestRequest } from '../manifestRequest';
import type { OperationExecute } from '../../../framework/operation';
import { sourceProperties } from '../sourceDesign';
import {
	readTimeLimit,
	readViewGuid,
	preparingTimeLimitProperty,
	viewGuidProperty,
} from './fields';
import { preparedRequest, waitFrom } from './prepared';
import { metadataPath, resolveViewGuid } from './views';
import type { OperationTool } from '../../../framework/tool';
import { wholeJson } from '../../../framework/tool';
import { SOURCE_DESIGN } from '../../../framework/toolText';
import { NOT_TRANSLATED_ADVICE } from '../../../services/modelDerivative';

const properties: INodeProperties[] = [
	...sourceProperties,
	regionProperty,
	viewGuidProperty,
	{
		displayName: 'Root Object ID',
		name: 'objectId',
		type: 'number',
		default: 0,
		typeOptions: { minValue: 0 },
		description:
			'Return only the subtree under this object (its objectid in the tree). 0 returns the whole tree.',
	},
	preparingTimeLimitProperty,
	manifestOptionsProperty,
];

export const description = forOperation('model', 'getObjectTree', properties);

/** The view's object hierarchy (objectid, name, objects), as one item. */
export const execute: OperationExecute = async function (itemIndex) {
	const request = readManifestRequest(this, itemIndex);
	const given = readViewGuid(this, itemIndex);
	const timeLimit = readTimeLimit(this, itemIndex);
	const objectId = this.getNodeParameter('objectId', itemIndex, 0) as unknown;
	if (typeof objectId !== 'number' || !Number.isInteger(objectId) || objectId < 0) {
		throw new InputRuleError(
			'Root Object ID',
			`must be a whole number of 0 or more; got ${show(objectId)}`,
			{ then: '0 returns the whole tree.' },
		);
	}
	const wait = waitFrom(timeLimit, itemIndex);
	const guid = await resolveViewGuid(this, request, given, itemIndex);
	const response = await preparedRequest(
		this,
		{
			method: 'GET',
			url: metadataPath(request, guid),
			query: objectId ? { objectid: objectId } : {},
			operation: 'Get object tree',
			advice: NOT_TRANSLATED_ADVICE,
			headers: request.target.headers,
			userId: request.userId,
		},
		wait,
	);
	const data = (response.body?.data ?? {}) as IDataObject;
	return [
		{
			json: {
				urn: request.source.urn,
				region: request.target.label,
				viewGuid: guid,
				objects: (data.objects as IDataObject[] | undefined) ?? [],
			},
		},
	];
};

export const tool: OperationTool = {
	compact: wholeJson,
	description: `Get the hierarchy of objects in a model view. ${SOURCE_DESIGN}; Model View GUID: from Model > Get Views (empty: the first 3D view); Root Object ID: a subtree only. Returns the objects with objectid, name and their children; the tree can be large.`,
};
