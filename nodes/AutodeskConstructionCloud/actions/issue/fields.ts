import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { ConstructionCallOptions } from '../../../services/construction';
import { issuesApi } from '../../../services/issues/request';
import { isGuid } from '../../../shared/hubIds';
import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import { constructionOptions, readConstructionOptions } from '../options';
import { hubLocator, projectLocator, readLocator } from '../../../framework/fields/locators';

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

/** Act As User ID and Region. */
export const issueOptions: INodeProperties = constructionOptions;

/** The project as the Issues API takes it: its GUID, without the `b.` of the Project field. */
export function readIssueProject(context: IExecuteFunctions, itemIndex: number): string {
	return issuesApi.projectId(readLocator(context, 'project', itemIndex));
}

/** The issue's UUID. */
export function readIssueId(context: IExecuteFunctions, itemIndex: number): string {
	const value = context.getNodeParameter('issueId', itemIndex, '') as unknown;
	const id = typeof value === 'string' ? value.trim() : '';
	if (!isGuid(id)) {
		throw new InputRuleError(
			'Issue ID',
			`must be the issue's UUID; got ${show(value)}`,
			"Get Many gives each issue's ID in its id field (the number shown in the web apps is displayId).",
		);
	}
	return id.toLowerCase();
}

/** Act As User ID and Region (its header) of the Options collection. */
export function readIssueOptions(
	context: IExecuteFunctions,
	itemIndex: number,
): ConstructionCallOptions {
	return readConstructionOptions(context, itemIndex);
}

/** The project, the issue and the Options of an operation on one issue, in that order. */
export function readIssueTarget(
	context: IExecuteFunctions,
	itemIndex: number,
): { project: string; issueId: string; options: ConstructionCallOptions } {
	return {
		project: readIssueProject(context, itemIndex),
		issueId: readIssueId(context, itemIndex),
		options: readIssueOptions(context, itemIndex),
	};
}
