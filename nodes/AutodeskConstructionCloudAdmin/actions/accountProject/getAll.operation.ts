import type { IDataObject, INodeProperties } from 'n8n-workflow';

import {
	accountProjectsPath,
	collectAdminList,
	dataManagementIds,
} from '../../../services/accountAdmin';
import { forOperation, getManyProperties, readGetMany } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import { accountProperty, adminOptions, readAccount, readAdminOptions } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';
import {
	CLASSIFICATIONS,
	checkedChoices,
	checkedDate,
	checkedText,
	classificationOptions,
} from './fields';

const STATUSES = ['active', 'pending', 'archived', 'suspended'] as const;

const filters: INodeProperties[] = [
	{
		displayName: 'Classification',
		name: 'classification',
		type: 'multiOptions',
		options: classificationOptions,
		default: [],
		description: 'Only projects of these purposes; Template lists the project templates',
	},
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		description: 'Only projects whose name contains this text (any case)',
	},
	{
		displayName: 'Status',
		name: 'status',
		type: 'multiOptions',
		options: STATUSES.map((value) => ({ name: value[0].toUpperCase() + value.slice(1), value })),
		default: [],
		description:
			'Only projects in these states (a new project is pending until its products are active)',
	},
	{
		displayName: 'Type',
		name: 'type',
		type: 'string',
		default: '',
		placeholder: 'Office, -Bridge',
		description:
			'Only projects of these types, separated by commas; a type with a leading "-" is left out',
	},
	{
		displayName: 'Updated Since',
		name: 'updatedSince',
		type: 'dateTime',
		default: '',
		description: 'Only projects whose own fields changed at or after this time',
	},
];

const properties: INodeProperties[] = [
	accountProperty,
	...getManyProperties(filters),
	adminOptions,
];

export const description = forOperation('accountProject', 'getAll', properties);

/** The query of the Filters collection, checked before anything is sent. */
function projectQuery(filters: IDataObject): IDataObject {
	const query: IDataObject = {};
	const name = checkedText('Filters › Name', filters.name, 255);
	if (name) {
		query['filter[name]'] = name;
		query.filterTextMatch = 'contains';
	}
	const statuses = checkedChoices('Filters › Status', filters.status, STATUSES);
	if (statuses.length) query['filter[status]'] = statuses.join(',');
	const classes = checkedChoices(
		'Filters › Classification',
		filters.classification,
		CLASSIFICATIONS,
	);
	if (classes.length) query['filter[classification]'] = classes.join(',');
	const types = checkedText('Filters › Type', filters.type, 1000);
	if (types) {
		query['filter[type]'] = types
			.split(',')
			.map((type) => type.trim())
			.filter(Boolean)
			.join(',');
	}
	const since = checkedDate('Filters › Updated Since', filters.updatedSince, false);
	if (since) query['filter[updatedAt]'] = `${since}..`;
	return query;
}

export const execute: OperationExecute = async function (itemIndex) {
	const accountId = readAccount(this, itemIndex);
	const { limit, filters } = readGetMany(this, itemIndex);
	const query = projectQuery(filters);
	const options = readAdminOptions(this, itemIndex);
	const projects = await collectAdminList<IDataObject>(
		this,
		{
			method: 'GET',
			path: accountProjectsPath(accountId),
			operation: 'Get many account projects',
			query,
		},
		{ ...options, limit },
	);
	return projects.map((project) => ({ json: { ...project, ...dataManagementIds(project) } }));
};

export const tool: OperationTool = {
	description: `List the projects of a Construction Cloud account (the account admin's view: every project, also those the caller is not a member of). ${ADMIN_ACCOUNT}; Filters: Name (contains), Status (active, pending, archived, suspended), Type, Classification (production, template, component, sample: template lists the project templates), Updated Since; ${LIMIT}. Returns each project's id, name, type, classification, status, jobNumber, updatedAt, and dataManagementProjectId and hubId (the "b." ids). Next: Project > Get, Project User > Get Many, or Project > Create with a template's id.`,
};
