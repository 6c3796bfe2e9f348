import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { listValues } from '../../../shared/listValues';
import { forOperation, getManyProperties, readGetMany } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT, SUBMITTAL_PROJECT } from '../../../framework/toolText';
import { SUBMITTAL_ITEMS, submittalsApi } from '../../../services/submittals';
import { readDateBounds, readDateRange } from '../dates';
import { dateField, sortProperties } from '../listFields';
import {
	projectProperties,
	readSubmittalOptions,
	readSubmittalProject,
	submittalOptions,
} from './fields';
import { compactSubmittalItem } from './toolShapes';
import { SORT_OPTIONS, STATUS_OPTIONS } from './values';

/** A filter of the project's records by name, from a load-options method. */
const pickFilter = (
	displayName: string,
	name: string,
	method: string,
	what: string,
): INodeProperties => ({
	displayName,
	name,
	type: 'multiOptions',
	typeOptions: { loadOptionsMethod: method, loadOptionsDependsOn: ['projectId.value'] },
	default: [],
	description: `Only items of these ${what}. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.`,
});

const filters: INodeProperties[] = [
	{
		...pickFilter(
			'Ball In Court Names or IDs',
			'ballInCourtUsers',
			'getSubmittalAssignees',
			'users',
		),
		description:
			'Only items waiting on one of these users (the list needs the account:read scope). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	dateField('Due Date From', 'dueFrom', 'Only items due on or after this day'),
	dateField('Due Date To', 'dueTo', 'Only items due on or before this day'),
	pickFilter('Item Type Names or IDs', 'typeIds', 'getSubmittalItemTypes', 'types'),
	pickFilter('Package Names or IDs', 'packageIds', 'getSubmittalPackages', 'packages'),
	pickFilter('Response Names or IDs', 'responseIds', 'getSubmittalResponses', 'review responses'),
	{
		displayName: 'Search',
		name: 'search',
		type: 'string',
		default: '',
		description: 'Only items whose number, title or spec number contains this text',
	},
	pickFilter('Spec Names or IDs', 'specIds', 'getSubmittalSpecs', 'specs'),
	{
		displayName: 'Status',
		name: 'status',
		type: 'multiOptions',
		options: STATUS_OPTIONS,
		default: [],
		description: 'Only items with one of these statuses (void items only when Void is chosen)',
	},
	dateField('Updated Since', 'updatedSince', 'Only items last changed at or after this time'),
];

const properties: INodeProperties[] = [
	...projectProperties,
	...getManyProperties(filters),
	...sortProperties(SORT_OPTIONS, 'items'),
	submittalOptions,
];

export const description = forOperation('submittal', 'getAll', properties);

const LIST_FILTERS: Array<[string, string]> = [
	['status', 'statusId'],
	['specIds', 'specId'],
	['packageIds', 'packageId'],
	['typeIds', 'typeId'],
	['responseIds', 'reviewResponseId'],
	['ballInCourtUsers', 'ballInCourtUsers'],
];

/** The filters as the list's query (`filter[name]`, lists comma-separated, ranges `from..to`). */
function itemsQuery(filters: IDataObject): IDataObject {
	const label = (name: string) => `Filters › ${name}`;
	const query: IDataObject = {};
	for (const [field, name] of LIST_FILTERS) {
		const values = listValues(filters[field]);
		if (values.length) query[`filter[${name}]`] = values.join(',');
	}
	const due = readDateRange(filters, {
		from: 'dueFrom',
		to: 'dueTo',
		label: [label('Due Date From'), label('Due Date To')],
		dateOnly: true,
	});
	if (due) query['filter[dueDate]'] = due;
	const updated = readDateBounds(filters, {
		from: 'updatedSince',
		to: 'updatedTo',
		label: [label('Updated Since'), label('Updated To')],
		dateOnly: false,
	});
	if (updated?.from) query['filter[updatedAt]'] = `${updated.from}..`;
	const search = String(filters.search ?? '').trim();
	if (search) query.search = search;
	return query;
}

export const execute: OperationExecute = async function (itemIndex) {
	const project = readSubmittalProject(this, itemIndex);
	const { limit, filters } = readGetMany(this, itemIndex);
	const query = itemsQuery(filters);
	const sortBy = this.getNodeParameter('sortBy', itemIndex, '') as string;
	if (sortBy) {
		const descending = this.getNodeParameter('descending', itemIndex, false) as boolean;
		query.sort = `${sortBy} ${descending ? 'desc' : 'asc'}`;
	}
	const options = readSubmittalOptions(this, itemIndex);
	const items = await submittalsApi.collect(
		this,
		submittalsApi.request(
			project,
			{ method: 'GET', path: SUBMITTAL_ITEMS, operation: 'Get many submittal items', query },
			options,
		),
		{ limit },
	);
	return items.map((item) => ({ json: item }));
};

export const tool: OperationTool = {
	compact: compactSubmittalItem,
	description: `List the submittal items of a Construction Cloud project. ${SUBMITTAL_PROJECT}; Filters: Status (ids: 1 required, 2 open, 3 closed, 4 void, 5 empty, 6 draft), Spec, Package, Item Type, Response (ids), Ball In Court (user ids), Due Date From/To (YYYY-MM-DD), Updated Since (a date and time), Search (number, title, spec number); Sort By and Descending; ${LIMIT}. Returns per item: id, identifier, customIdentifier (its number), title, stateId (draft, sbc-1, mgr-1, rev, mgr-2, cls, void), statusId, specIdentifier, typeId, packageId, dueDate, ballInCourtUsers, permittedStates (where this caller may move it), responseId, updatedAt. Next: Submittal > Get, Update or Change State with an id.`,
};
