import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { ConstructionCallOptions } from '../../../services/construction';
import { submittalsApi } from '../../../services/submittals';
import { hubLocator, projectLocator, readLocator } from '../../../framework/fields/locators';
import { readGuid } from '../fieldValues';
import { constructionOptions, readConstructionOptions } from '../options';

/** The hub (only feeds the project list) and the project. */
export const projectProperties: INodeProperties[] = [
	hubLocator(false),
	{
		...projectLocator,
		description:
			'The Construction Cloud project, with or without its "b." prefix, or its URL from the web apps. The Submittals API takes the ID without "b.": the node removes it. BIM 360 projects have no Submittals API.',
	},
];

const GUID_PLACEHOLDER = '3f1c9e2a-7b4d-4e8f-9a0b-1c2d3e4f5a6b';

/** A locator of a Submittals record: from its list search, or by ID. */
export function recordLocator(
	displayName: string,
	name: string,
	searchListMethod: string,
	description: string,
	placeholder = GUID_PLACEHOLDER,
): INodeProperties {
	return {
		displayName,
		name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		description,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod, searchable: true },
			},
			{ displayName: 'By ID', name: 'id', type: 'string', placeholder },
		],
	};
}

export const itemIdProperty: INodeProperties = {
	...recordLocator(
		'Submittal Item',
		'itemId',
		'searchSubmittalItems',
		'The submittal item: choose it from the list, or enter its ID (a UUID, not its number)',
	),
	required: true,
};

/** Act As User ID and Region. */
export const submittalOptions: INodeProperties = constructionOptions;

export function readSubmittalProject(context: IExecuteFunctions, itemIndex: number): string {
	return submittalsApi.projectId(readLocator(context, 'project', itemIndex));
}

export function readItemId(context: IExecuteFunctions, itemIndex: number): string {
	return readGuid(
		'Submittal Item',
		context.getNodeParameter('itemId', itemIndex, ''),
		"Submittal > Get Many gives each item's ID in its id field (the numbers shown in the web apps are identifier and customIdentifier).",
	);
}

/** Act As User ID and Region (its header) of the Options collection. */
export function readSubmittalOptions(
	context: IExecuteFunctions,
	itemIndex: number,
): ConstructionCallOptions {
	return readConstructionOptions(context, itemIndex);
}

/** The project, the item and the Options of an operation on one item, in that order. */
export function readItemTarget(
	context: IExecuteFunctions,
	itemIndex: number,
): { project: string; itemId: string; options: ConstructionCallOptions } {
	return {
		project: readSubmittalProject(context, itemIndex),
		itemId: readItemId(context, itemIndex),
		options: readSubmittalOptions(context, itemIndex),
	};
}
