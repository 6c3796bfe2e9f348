import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { ConstructionCallOptions } from '../../../services/construction';
import { rfisApi } from '../../../services/rfis';
import { readGuid } from '../fieldValues';
import { constructionOptions, readConstructionOptions } from '../options';
import { hubLocator, projectLocator, readLocator } from '../../../framework/fields/locators';

/** The hub (only feeds the project list) and the project. */
export const projectProperties: INodeProperties[] = [
	hubLocator(false),
	{
		...projectLocator,
		description:
			'The Construction Cloud project, with or without its "b." prefix, or its URL from the web apps. The RFIs API takes the ID without "b.": the node removes it. BIM 360 projects have no RFIs v3.',
	},
];

const GUID_PLACEHOLDER = '3f1c9e2a-7b4d-4e8f-9a0b-1c2d3e4f5a6b';

export const rfiIdProperty: INodeProperties = {
	displayName: 'RFI',
	name: 'rfiId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description: 'The RFI: choose it from the list, or enter its ID (a UUID, not its number)',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchRfis', searchable: true },
		},
		{ displayName: 'By ID', name: 'id', type: 'string', placeholder: GUID_PLACEHOLDER },
	],
};

/** Act As User ID and Region. */
export const rfiOptions: INodeProperties = constructionOptions;

export function readRfiProject(context: IExecuteFunctions, itemIndex: number): string {
	return rfisApi.projectId(readLocator(context, 'project', itemIndex));
}

export function readRfiId(context: IExecuteFunctions, itemIndex: number): string {
	return readGuid(
		'RFI',
		context.getNodeParameter('rfiId', itemIndex, ''),
		"RFI > Get Many gives each RFI's ID in its id field (the number shown in the web apps is customIdentifier).",
	);
}

/** Act As User ID and Region (its header) of the Options collection. */
export function readRfiOptions(
	context: IExecuteFunctions,
	itemIndex: number,
): ConstructionCallOptions {
	return readConstructionOptions(context, itemIndex);
}

/** The project, the RFI and the Options of an operation on one RFI, in that order. */
export function readRfiTarget(
	context: IExecuteFunctions,
	itemIndex: number,
): { project: string; rfiId: string; options: ConstructionCallOptions } {
	return {
		project: readRfiProject(context, itemIndex),
		rfiId: readRfiId(context, itemIndex),
		options: readRfiOptions(context, itemIndex),
	};
}
