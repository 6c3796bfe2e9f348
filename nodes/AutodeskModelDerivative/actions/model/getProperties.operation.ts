import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import { forOperation, readSimplify } from '../../../framework/fields/common';
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
import { waitFrom } from './prepared';
import { allProperties, queryProperties } from './properties';
import { resolveViewGuid } from './views';
import type { OperationTool } from '../../../framework/tool';
import { wholeJson } from '../../../framework/tool';
import { SOURCE_DESIGN } from '../../../framework/toolText';

const properties: INodeProperties[] = [
	...sourceProperties,
	regionProperty,
	viewGuidProperty,
	{
		displayName: 'Objects',
		name: 'objects',
		type: 'options',
		default: 'all',
		options: [
			{ name: 'All Objects', value: 'all' },
			{ name: 'Chosen Objects', value: 'chosen' },
		],
		description:
			'Which objects to read. Large models are read page by page through the properties query.',
	},
	{
		displayName: 'Object IDs',
		name: 'objectIds',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. 4, 17, 2041',
		description:
			'The objectid values (as the object tree gives them), separated by commas, or a list from an expression',
		displayOptions: { show: { objects: ['chosen'] } },
	},
	{
		displayName: 'Simplify',
		name: 'simplify',
		type: 'boolean',
		default: true,
		description:
			"Whether to return one item per object (objectid, name, externalId, properties) instead of one item with the service's whole answer",
	},
	preparingTimeLimitProperty,
	manifestOptionsProperty,
];

export const description = forOperation('model', 'getProperties', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const manifestRequest = readManifestRequest(this, itemIndex);
	const given = readViewGuid(this, itemIndex);
	const timeLimit = readTimeLimit(this, itemIndex);
	const chosen =
		this.getNodeParameter('objects', itemIndex, 'all') === 'chosen'
			? readObjectIds(this, itemIndex)
			: undefined;
	const simplify = readSimplify(this, itemIndex);
	const wait = waitFrom(timeLimit, itemIndex);
	const guid = await resolveViewGuid(this, manifestRequest, given, itemIndex);
	const request = { ...manifestRequest, guid, wait };
	const collection = chosen
		? await queryProperties(this, request, chosen)
		: await allProperties(this, request);
	if (simplify) return collection.map((object) => ({ json: object }));
	return [
		{
			json: {
				urn: manifestRequest.source.urn,
				region: manifestRequest.target.label,
				viewGuid: guid,
				data: { type: 'properties', collection },
			},
		},
	];
};

/** Object IDs as whole numbers of 1 or more, typed with commas or given as a list. */
function readObjectIds(context: IExecuteFunctions, itemIndex: number): number[] {
	const value = context.getNodeParameter('objectIds', itemIndex, '') as unknown;
	const entries = Array.isArray(value)
		? value
		: typeof value === 'number'
			? [value]
			: String(value ?? '')
					.split(',')
					.map((entry) => entry.trim())
					.filter(Boolean);
	const ids = entries.map((entry) =>
		typeof entry === 'number' ? entry : Number(String(entry).trim()),
	);
	const wrong = entries.find((_, index) => !Number.isInteger(ids[index]) || ids[index] < 1);
	if (!entries.length || wrong !== undefined) {
		throw new InputRuleError(
			'Object IDs',
			entries.length
				? `must be whole numbers of 1 or more, separated by commas; got ${show(wrong)}`
				: 'is required: give at least one objectid',
			{ then: "The object tree gives each object's objectid." },
		);
	}
	return [...new Set(ids)];
}

export const tool: OperationTool = {
	compact: wholeJson,
	description: `Get the properties of the objects in a model view. ${SOURCE_DESIGN}; Model View GUID: from Model > Get Views (empty: the first 3D view); Objects: all or chosen, with Object IDs (numbers from Get Object Tree). Returns per object: objectid, name, externalId and its properties; ask for chosen objects to keep it small.`,
};
