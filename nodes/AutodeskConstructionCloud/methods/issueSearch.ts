import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodePropertyOptions,
} from 'n8n-workflow';

import { PROJECT_USERS_PAGE, projectUsersRequest } from '../../services/construction';
import {
	ATTRIBUTE_DEFINITIONS,
	ISSUE_TYPES,
	issuesApi,
	ROOT_CAUSE_CATEGORIES,
	SETTINGS_PAGE,
} from '../../services/issues/request';
import type { InputRuleError } from '../../shared/inputRules';
import { inputRuleFailure } from '../../shared/inputRules';
import { readRegion, regionHeaders } from '../../shared/regions';
import { chosenId, matches, pickerUserId } from '../../framework/methods/searchContext';
import { projectUserOptions } from './projectUsers';

interface Titled extends IDataObject {
	id: string;
	title: string;
	isActive?: boolean;
}
interface IssueType extends Titled {
	subtypes?: Titled[];
}
interface RootCauseCategory extends Titled {
	rootCauses?: Titled[];
}

/** The project chosen in the node, as the Issues API takes it (its ID without `b.`). */
function chosenProject(context: ILoadOptionsFunctions): string {
	try {
		return issuesApi.projectId(chosenId(context, 'project'));
	} catch (error) {
		throw inputRuleFailure(context.getNode(), error as InputRuleError);
	}
}

/** A project settings list of the project chosen in the node (Issues API: its ID without `b.`). */
async function settings<T>(
	context: ILoadOptionsFunctions,
	path: string,
	operation: string,
	query: IDataObject,
): Promise<T[]> {
	const project = chosenProject(context);
	const options = context.getNodeParameter('options', {}) as IDataObject;
	const request = issuesApi.request(
		project,
		{ method: 'GET', path, operation, query },
		{ userId: pickerUserId(context), headers: regionHeaders(readRegion(options)) },
	);
	return await issuesApi.collect<T>(context, request, { maxPage: SETTINGS_PAGE });
}

const issueTypes = (context: ILoadOptionsFunctions) =>
	settings<IssueType>(context, ISSUE_TYPES, 'List issue types', { include: 'subtypes' });

const byName = (a: INodePropertyOptions, b: INodePropertyOptions) => a.name.localeCompare(b.name);
const inactive = (record: Titled) => (record.isActive === false ? ' (inactive)' : '');

/** The active subtypes, named "Type › Subtype", for a new issue's Issue Subtype. */
async function searchIssueSubtypes(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const results = (await issueTypes(this))
		.filter((type) => type.isActive !== false)
		.flatMap((type) =>
			(type.subtypes ?? [])
				.filter((subtype) => subtype.isActive !== false)
				.map((subtype) => ({ name: `${type.title} › ${subtype.title}`, value: subtype.id })),
		)
		.filter((option) => matches(filter, option.name))
		.sort(byName);
	return { results };
}

async function getIssueTypes(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return (await issueTypes(this))
		.map((type) => ({ name: `${type.title}${inactive(type)}`, value: type.id }))
		.sort(byName);
}

async function getIssueSubtypes(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return (await issueTypes(this))
		.flatMap((type) =>
			(type.subtypes ?? []).map((subtype) => ({
				name: `${type.title} › ${subtype.title}${inactive(subtype)}`,
				value: subtype.id,
			})),
		)
		.sort(byName);
}

async function getIssueRootCauses(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const categories = await settings<RootCauseCategory>(
		this,
		ROOT_CAUSE_CATEGORIES,
		'List issue root causes',
		{ include: 'rootcauses' },
	);
	return categories
		.flatMap((category) =>
			(category.rootCauses ?? []).map((cause) => ({
				name: `${category.title} › ${cause.title}`,
				value: cause.id,
			})),
		)
		.sort(byName);
}

async function getIssueAttributeDefinitions(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const definitions = await settings<Titled & { dataType?: string }>(
		this,
		ATTRIBUTE_DEFINITIONS,
		'List issue custom attributes',
		{},
	);
	return definitions
		.map((definition) => ({
			name: definition.title,
			value: definition.id,
			description: definition.dataType,
		}))
		.sort(byName);
}

/**
 * The project's users by name, for Assigned To (the Issues API takes their Autodesk ID). The
 * Account Admin API lists them and asks for the account:read scope.
 */
async function getIssueAssignees(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const project = chosenProject(this);
	const users = await issuesApi.collect<IDataObject>(
		this,
		projectUsersRequest(project, pickerUserId(this)),
		{ maxPage: PROJECT_USERS_PAGE },
	);
	return projectUserOptions(users);
}

export const issueListSearch = { searchIssueSubtypes };
export const issueLoadOptions = {
	getIssueTypes,
	getIssueSubtypes,
	getIssueRootCauses,
	getIssueAttributeDefinitions,
	getIssueAssignees,
};
