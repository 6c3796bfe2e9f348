import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { collectAdminList, projectUsersPath } from '../../../services/accountAdmin';
import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import { forOperation, getManyProperties, readGetMany } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import { adminOptions, projectTargetProperties, readProjectTarget } from '../adminFields';
import { ADMIN_PROJECT } from '../adminToolText';

const STATUSES = ['active', 'pending', 'deleted'];

const filters: INodeProperties[] = [
	{
		displayName: 'Company ID',
		name: 'companyId',
		type: 'string',
		default: '',
		description: 'Only users who represent this company',
	},
	{
		displayName: 'Email',
		name: 'email',
		type: 'string',
		placeholder: 'name@email.com',
		default: '',
		description: 'Only users whose email contains this text (any case)',
	},
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		description: 'Only users whose name contains this text (any case)',
	},
	{
		displayName: 'Role ID',
		name: 'roleId',
		type: 'string',
		default: '',
		description: 'Only users who have this role',
	},
	{
		displayName: 'Status',
		name: 'status',
		type: 'multiOptions',
		options: STATUSES.map((value) => ({ name: value[0].toUpperCase() + value.slice(1), value })),
		default: [],
		description: 'Only users in these states (active and pending when none is chosen)',
	},
];

const properties: INodeProperties[] = [
	...projectTargetProperties,
	...getManyProperties(filters),
	adminOptions,
];

export const description = forOperation('projectUser', 'getAll', properties);

function userQuery(filters: IDataObject): IDataObject {
	const query: IDataObject = {};
	for (const key of ['name', 'email']) {
		const text = String(filters[key] ?? '').trim();
		if (text.length > 255) {
			throw new InputRuleError(
				`Filters › ${key === 'name' ? 'Name' : 'Email'}`,
				`must be at most 255 characters; got ${text.length}`,
			);
		}
		if (text) {
			query[`filter[${key}]`] = text;
			query.filterTextMatch = 'contains';
		}
	}
	for (const [key, label] of [
		['companyId', 'Company ID'],
		['roleId', 'Role ID'],
	]) {
		const text = String(filters[key] ?? '').trim();
		if (text) query[`filter[${key}]`] = text;
		if (/\s/.test(text))
			throw new InputRuleError(
				`Filters › ${label}`,
				`must be an ID without spaces; got ${show(text)}`,
			);
	}
	const statuses = Array.isArray(filters.status) ? (filters.status as string[]) : [];
	const wrong = statuses.find((status) => !STATUSES.includes(status));
	if (wrong !== undefined)
		throw new InputRuleError(
			'Filters › Status',
			`must be among ${STATUSES.join(', ')}; got ${show(wrong)}`,
		);
	if (statuses.length) query['filter[status]'] = statuses.join(',');
	return query;
}

export const execute: OperationExecute = async function (itemIndex) {
	const { projectId, options } = readProjectTarget(this, itemIndex);
	const { limit, filters } = readGetMany(this, itemIndex);
	const query = userQuery(filters);
	const users = await collectAdminList<IDataObject>(
		this,
		{
			method: 'GET',
			path: projectUsersPath(projectId),
			operation: 'Get many project users',
			query,
		},
		{ ...options, limit },
	);
	return users.map((user) => ({ json: user }));
};

export const tool: OperationTool = {
	description: `List the users of a Construction Cloud project (an account admin's view). ${ADMIN_PROJECT}; Filters: Name, Email (contains), Status (active, pending, deleted), Company ID, Role ID; ${LIMIT}. Returns each user's id (ACC ID), autodeskId, email, name, status (pending until the user accepts), companyId, roleIds and products. Next: Project User > Update or Remove with its id.`,
};
