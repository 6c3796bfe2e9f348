import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { listValues } from '../../../shared/listValues';
import { forOperation, getManyProperties, readGetMany } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import { dateField, sortProperties } from '../listFields';
import { readDateRange } from '../dates';
import { issueOptions, projectProperties, readIssueOptions, readIssueProject } from './fields';
import { issuesApi } from '../../../services/issues/request';
import { STATUS_OPTIONS } from '../../../services/issues/statuses';
import { SORT_OPTIONS } from './values';
import type { OperationTool } from '../../../framework/tool';
import { ISSUE_PROJECT, LIMIT } from '../../../framework/toolText';
import { compactIssue } from './toolShapes';

/** GET issues' largest page (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml: 1-100). */
const MAX_ISSUE_PAGE = 100;

const filters: INodeProperties[] = [
	{
		displayName: 'Assigned To Names or IDs',
		name: 'assignedTo',
		type: 'multiOptions',
		typeOptions: {
			loadOptionsMethod: 'getIssueAssignees',
			loadOptionsDependsOn: ['projectId.value'],
		},
		default: [],
		description:
			'Only issues assigned to these users (the list needs the account:read scope), or to the companies or roles whose Autodesk IDs an expression gives. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	dateField('Closed From', 'closedFrom', 'Only issues closed on or after this time'),
	dateField('Closed To', 'closedTo', 'Only issues closed on or before this time'),
	{
		displayName: 'Deleted Issues Only',
		name: 'deleted',
		type: 'boolean',
		default: false,
		description:
			'Whether to return only deleted issues instead of the others (the service returns one or the other, never both)',
	},
	{
		displayName: 'Display IDs',
		name: 'displayIds',
		type: 'string',
		default: '',
		placeholder: '12, 15',
		description: 'Only issues with these numbers, as the web apps show them (comma-separated)',
	},
	dateField('Due Date From', 'dueFrom', 'Only issues due on or after this day'),
	dateField('Due Date To', 'dueTo', 'Only issues due on or before this day'),
	{
		displayName: 'Issue Subtype Names or IDs',
		name: 'issueSubtypeIds',
		type: 'multiOptions',
		typeOptions: {
			loadOptionsMethod: 'getIssueSubtypes',
			loadOptionsDependsOn: ['projectId.value'],
		},
		default: [],
		description:
			'Only issues of these subtypes ("types" in the web apps). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{
		displayName: 'Issue Type Names or IDs',
		name: 'issueTypeIds',
		type: 'multiOptions',
		typeOptions: { loadOptionsMethod: 'getIssueTypes', loadOptionsDependsOn: ['projectId.value'] },
		default: [],
		description:
			'Only issues of these types ("categories" in the web apps). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{
		displayName: 'Location IDs',
		name: 'locationIds',
		type: 'string',
		default: '',
		description:
			'Only issues at these locations of the location breakdown structure (comma-separated IDs)',
	},
	{
		displayName: 'Include Sublocations',
		name: 'includeSublocations',
		type: 'boolean',
		default: false,
		description: 'Whether Location IDs also match the locations below them',
	},
	{
		displayName: 'Root Cause Names or IDs',
		name: 'rootCauseIds',
		type: 'multiOptions',
		typeOptions: {
			loadOptionsMethod: 'getIssueRootCauses',
			loadOptionsDependsOn: ['projectId.value'],
		},
		default: [],
		description:
			'Only issues with these root causes. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{
		displayName: 'Search',
		name: 'search',
		type: 'string',
		default: '',
		description: 'Only issues whose title or number contains this text',
	},
	{
		displayName: 'Status',
		name: 'status',
		type: 'multiOptions',
		options: STATUS_OPTIONS,
		default: [],
		description: 'Only issues with one of these statuses',
	},
	dateField('Updated From', 'updatedFrom', 'Only issues last updated on or after this time'),
	dateField('Updated To', 'updatedTo', 'Only issues last updated on or before this time'),
];

const properties: INodeProperties[] = [
	...projectProperties,
	...getManyProperties(filters),
	...sortProperties(SORT_OPTIONS, 'issues'),
	issueOptions,
];

export const description = forOperation('issue', 'getAll', properties);

const joined = (values: string[]) => (values.length ? values.join(',') : undefined);

/** Display IDs are whole numbers (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml: integer). */
function readDisplayIds(value: unknown): string[] {
	const ids = listValues(value);
	const wrong = ids.find((id) => !/^\d+$/.test(id));
	if (wrong !== undefined) {
		throw new InputRuleError(
			'Filters › Display IDs',
			`must be whole numbers separated by commas; got "${wrong}"`,
			"An issue's display ID is its number in the web apps; the UUID in its id field goes in Issue > Get.",
		);
	}
	return ids;
}

/** The filters as GET issues' query parameters. */
function filterQuery(filters: IDataObject): IDataObject {
	const label = (name: string) => `Filters › ${name}`;
	const locations = joined(listValues(filters.locationIds));
	return {
		'filter[status]': joined(listValues(filters.status)),
		'filter[issueTypeId]': joined(listValues(filters.issueTypeIds)),
		'filter[issueSubtypeId]': joined(listValues(filters.issueSubtypeIds)),
		'filter[assignedTo]': joined(listValues(filters.assignedTo)),
		'filter[rootCauseId]': joined(listValues(filters.rootCauseIds)),
		[filters.includeSublocations ? 'filter[subLocationId]' : 'filter[locationId]']: locations,
		'filter[displayId]': joined(readDisplayIds(filters.displayIds)),
		'filter[search]': String(filters.search ?? '').trim() || undefined,
		'filter[deleted]': filters.deleted ? true : undefined,
		'filter[dueDate]': readDateRange(filters, {
			from: 'dueFrom',
			to: 'dueTo',
			label: [label('Due Date From'), label('Due Date To')],
			dateOnly: true,
		}),
		'filter[updatedAt]': readDateRange(filters, {
			from: 'updatedFrom',
			to: 'updatedTo',
			label: [label('Updated From'), label('Updated To')],
			dateOnly: false,
		}),
		'filter[closedAt]': readDateRange(filters, {
			from: 'closedFrom',
			to: 'closedTo',
			label: [label('Closed From'), label('Closed To')],
			dateOnly: false,
		}),
	};
}

export const execute: OperationExecute = async function (itemIndex) {
	const project = readIssueProject(this, itemIndex);
	const { limit, filters } = readGetMany(this, itemIndex);
	const query = filterQuery(filters);
	const sortBy = this.getNodeParameter('sortBy', itemIndex, '') as string;
	if (sortBy) {
		const descending = this.getNodeParameter('descending', itemIndex, false) as boolean;
		query.sortBy = `${descending ? '-' : ''}${sortBy}`;
	}
	const options = readIssueOptions(this, itemIndex);
	const issues = await issuesApi.collect(
		this,
		issuesApi.request(
			project,
			{ method: 'GET', path: '/issues', operation: 'Get many issues', query },
			options,
		),
		{ maxPage: MAX_ISSUE_PAGE, limit },
	);
	return issues.map((issue) => ({ json: issue }));
};

export const tool: OperationTool = {
	compact: compactIssue,
	description: `List the issues of a Construction Cloud project. ${ISSUE_PROJECT}; Filters: Status, Assigned To, Issue Type or Subtype, Root Cause (names or ids), Due Date From/To and Updated From/To (YYYY-MM-DD), Display IDs (the numbers people quote), Search (title and number), Location IDs; Sort By and Descending; ${LIMIT}. Returns per issue: id, displayId, title, description (cut at 300 characters), status, issueSubtypeId, assignedTo, dueDate, updatedAt, customAttributes (title: value). Next: Issue > Get, Update, Add Comment with an id.`,
};
