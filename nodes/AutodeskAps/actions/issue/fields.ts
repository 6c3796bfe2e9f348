import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import { REGION_OPTIONS } from '../../../shared/regions';
import { optionsCollection, readDataOptions } from '../common';
import { hubLocator, projectLocator, readLocator } from '../locators';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The hub (only feeds the project list) and the project, as for the other resources. */
export const projectProperties: INodeProperties[] = [
	hubLocator(false),
	{
		...projectLocator,
		description:
			'The Construction Cloud project, with or without its "b." prefix, or its URL from the web apps. The Issues API takes the ID without "b.": the node removes it.',
	},
];

export const issueIdProperty: INodeProperties = {
	displayName: 'Issue ID',
	name: 'issueId',
	type: 'string',
	default: '',
	required: true,
	placeholder: '3f1c9e2a-7b4d-4e8f-9a0b-1c2d3e4f5a6b',
	description: 'The ID of the issue (the UUID in its ID field, not its number)',
};

const regionOption: INodeProperties = {
	displayName: 'Region',
	name: 'region',
	type: 'options',
	options: REGION_OPTIONS,
	default: 'US',
	description: 'The data center of the project (sent as the x-ads-region header)',
};

/** Act As User ID and Region. */
export const issueOptions: INodeProperties = optionsCollection([regionOption]);

/**
 * The project as the Issues API takes it: the project GUID without the `b.` the Data Management
 * API uses (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml: "remove
 * the b. prefix"). Only Construction Cloud projects (b. and a GUID) have issues.
 */
export function readIssueProject(context: IExecuteFunctions, itemIndex: number): string {
	const id = readLocator(context, 'project', itemIndex);
	const guid = id.replace(/^b\./, '');
	if (!id.startsWith('b.') || !GUID.test(guid)) {
		throw new InputRuleError(
			'Project',
			`must be a Construction Cloud project ID (b. and the project GUID, or the GUID alone); got "${id}"`,
			'Issues belong to Autodesk Construction Cloud projects: choose the project from the list, or paste its ID or URL.',
		);
	}
	return guid.toLowerCase();
}

/** The issue's UUID. */
export function readIssueId(context: IExecuteFunctions, itemIndex: number): string {
	const value = context.getNodeParameter('issueId', itemIndex, '') as unknown;
	const id = typeof value === 'string' ? value.trim() : '';
	if (!GUID.test(id)) {
		throw new InputRuleError(
			'Issue ID',
			`must be the issue's UUID; got ${show(value)}`,
			"Get Many gives each issue's ID in its id field (the number shown in the web apps is displayId).",
		);
	}
	return id.toLowerCase();
}

export interface IssueCallOptions {
	userId?: string;
	headers: Record<string, string>;
	options: IDataObject;
}

/** Act As User ID and Region (x-ads-region) of the Options collection. */
export function readIssueOptions(context: IExecuteFunctions, itemIndex: number): IssueCallOptions {
	const { options, userId } = readDataOptions(context, itemIndex);
	const region = typeof options.region === 'string' && options.region ? options.region : undefined;
	return { userId, headers: region ? { 'x-ads-region': region } : {}, options };
}
