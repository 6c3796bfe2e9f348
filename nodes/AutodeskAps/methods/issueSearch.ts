import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodePropertyOptions,
} from 'n8n-workflow';

import { collectIssueList, issueRequest } from '../actions/issue/request';
import { SETTINGS_PAGE } from '../actions/issue/settings';
import { apsPath } from '../../shared/url';
import { chosenId, matches, pickerUserId } from './searchContext';

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

/** A project settings list of the project chosen in the node (Issues API: its ID without `b.`). */
async function settings<T>(
	context: ILoadOptionsFunctions,
	path: string,
	operation: string,
	query: IDataObject,
): Promise<T[]> {
	const project = chosenId(context, 'project').replace(/^b\./, '');
	const region = String(context.getNodeParameter('options.region', '') ?? '');
	const request = issueRequest(
		project,
		{ method: 'GET', path, operation, query },
		{ userId: pickerUserId(context), headers: region ? { 'x-ads-region': region } : {} },
	);
	return await collectIssueList<T>(context, request, { maxPage: SETTINGS_PAGE });
}

const issueTypes = (context: ILoadOptionsFunctions) =>
	settings<IssueType>(context, '/issue-types', 'List issue types', { include: 'subtypes' });

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
		'/issue-root-cause-categories',
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
		'/issue-attribute-definitions',
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

/** Account Admin's project users (`autodesk-platform-services/aps-sdk-openapi` construction/accountadmin/accountadmin.yaml): 1-200 a page. */
const USERS_PAGE = 200;

/**
 * The project's users by name, for Assigned To (the Issues API takes their Autodesk ID). The
 * Account Admin API lists them and asks for the account:read scope.
 */
async function getIssueAssignees(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const project = chosenId(this, 'project').replace(/^b\./, '');
	const users = await collectIssueList<IDataObject>(
		this,
		{
			method: 'GET',
			url: apsPath`/construction/admin/v1/projects/${project}/users`,
			operation: 'List project users',
			userId: pickerUserId(this),
		},
		{ maxPage: USERS_PAGE },
	);
	return users
		.map((user) => ({
			name: String(user.name ?? user.email ?? user.autodeskId),
			value: String(user.autodeskId ?? user.id),
			description: user.email as string | undefined,
		}))
		.sort(byName);
}

export const issueListSearch = { searchIssueSubtypes };
export const issueLoadOptions = {
	getIssueTypes,
	getIssueSubtypes,
	getIssueRootCauses,
	getIssueAttributeDefinitions,
	getIssueAssignees,
};
