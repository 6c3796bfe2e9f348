import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { listValues } from '../../../shared/listValues';
import { forOperation, getManyProperties, readGetMany } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import { dateField, sortProperties } from '../listFields';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT, RFI_PROJECT } from '../../../framework/toolText';
import { RFI_SEARCH, RFI_STATUS_OPTIONS, rfisApi } from '../../../services/rfis';
import { readDateBounds } from '../dates';
import { projectProperties, readRfiOptions, readRfiProject, rfiOptions } from './fields';
import { assigneesProperty } from './rfiFields';
import { compactRfi } from './toolShapes';
import { SORT_OPTIONS } from './values';

const filters: INodeProperties[] = [
	{
		...assigneesProperty,
		description:
			'Only RFIs assigned to one of these users (the list needs the account:read scope). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	dateField('Due Date From', 'dueFrom', 'Only RFIs due on or after this day'),
	dateField('Due Date To', 'dueTo', 'Only RFIs due on or before this day'),
	{
		displayName: 'RFI Type Names or IDs',
		name: 'rfiTypeIds',
		type: 'multiOptions',
		typeOptions: { loadOptionsMethod: 'getRfiTypes', loadOptionsDependsOn: ['projectId.value'] },
		default: [],
		description:
			'Only RFIs of these types. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{
		displayName: 'Search',
		name: 'search',
		type: 'string',
		default: '',
		description: 'Only RFIs whose number, title or question contains this text',
	},
	{
		displayName: 'Status',
		name: 'status',
		type: 'multiOptions',
		options: RFI_STATUS_OPTIONS,
		default: [],
		description: 'Only RFIs with one of these statuses',
	},
	dateField('Updated Since', 'updatedSince', 'Only RFIs last changed at or after this time'),
];

const properties: INodeProperties[] = [
	...projectProperties,
	...getManyProperties(filters),
	...sortProperties(SORT_OPTIONS, 'RFIs'),
	rfiOptions,
];

export const description = forOperation('rfi', 'getAll', properties);

const nonEmpty = (values: string[]) => (values.length ? values : undefined);

/** The filters as the search body's `filter` (docs/service-decisions.md "RFIs v3"); empty ones left out. */
function searchFilter(filters: IDataObject): IDataObject {
	const label = (name: string) => `Filters › ${name}`;
	const filter: IDataObject = {
		status: nonEmpty(listValues(filters.status)),
		assignedTo: nonEmpty(listValues(filters.assignedTo)),
		rfiTypeId: nonEmpty(listValues(filters.rfiTypeIds)),
		dueDate: readDateBounds(filters, {
			from: 'dueFrom',
			to: 'dueTo',
			label: [label('Due Date From'), label('Due Date To')],
			dateOnly: true,
		}),
		updatedAt: readDateBounds(filters, {
			from: 'updatedSince',
			to: 'updatedTo',
			label: [label('Updated Since'), label('Updated To')],
			dateOnly: false,
		}),
	};
	return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined));
}

export const execute: OperationExecute = async function (itemIndex) {
	const project = readRfiProject(this, itemIndex);
	const { limit, filters } = readGetMany(this, itemIndex);
	const body: IDataObject = {};
	const filter = searchFilter(filters);
	if (Object.keys(filter).length) body.filter = filter;
	const search = String(filters.search ?? '').trim();
	if (search) body.search = search;
	const sortBy = this.getNodeParameter('sortBy', itemIndex, '') as string;
	if (sortBy) {
		const descending = this.getNodeParameter('descending', itemIndex, false) as boolean;
		body.sort = [{ field: sortBy, order: descending ? 'desc' : 'asc' }];
	}
	const options = readRfiOptions(this, itemIndex);
	const rfis = await rfisApi.collect(
		this,
		rfisApi.request(
			project,
			{ method: 'POST', path: RFI_SEARCH, operation: 'Get many RFIs', body },
			options,
		),
		{ limit, in: 'body' },
	);
	return rfis.map((rfi) => ({ json: rfi }));
};

export const tool: OperationTool = {
	compact: compactRfi,
	description: `List (search) the RFIs of a Construction Cloud project. ${RFI_PROJECT}; Filters: Status (draft, submitted, open, answered, rejected, closed, void), Assigned To (user ids), RFI Type (names or ids), Due Date From/To (YYYY-MM-DD), Updated Since (a date and time), Search (number, title, question); Sort By and Descending; ${LIMIT}. Returns per RFI: id, customIdentifier (its number), title, question, status, permittedStatuses (where this caller may move it), rfiTypeId, assignedTo (user ids), dueDate, priority, updatedAt. Next: RFI > Get, Update, Add Comment with an id.`,
};
