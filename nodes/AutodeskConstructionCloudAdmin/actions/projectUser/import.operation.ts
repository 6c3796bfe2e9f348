import type { INodeProperties } from 'n8n-workflow';

import { defer } from '../../../framework/deferred';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import {
	adminOptions,
	projectTargetProperties,
	readEmail,
	readProjectTarget,
} from '../adminFields';
import { ADMIN_PROJECT, ADMIN_USER } from '../adminToolText';
import { checkedName } from './names';
import { accessProperties, emailProperty, readAccess } from './fields';
import { enqueue, importResult } from './importBatches';

const properties: INodeProperties[] = [
	...projectTargetProperties,
	emailProperty,
	{
		displayName: 'First Name',
		name: 'firstName',
		type: 'string',
		default: '',
		description: 'For someone without an Autodesk account: the name their invitation shows',
	},
	{
		displayName: 'Last Name',
		name: 'lastName',
		type: 'string',
		default: '',
		description: 'For someone without an Autodesk account',
	},
	...accessProperties,
	adminOptions,
];

export const description = forOperation('projectUser', 'import', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { projectId, options } = readProjectTarget(this, itemIndex);
	const user = {
		email: readEmail(this, itemIndex),
		...checkedName('First Name', this.getNodeParameter('firstName', itemIndex, ''), 'firstName'),
		...checkedName('Last Name', this.getNodeParameter('lastName', itemIndex, ''), 'lastName'),
		...readAccess(this, itemIndex),
	};
	const batch = enqueue(this, projectId, options, { itemIndex, user });
	// Every item's user joins its batch first; the batches go out once all items are read.
	return defer(async (limit) => [{ json: await importResult(this, batch, itemIndex, limit) }]);
};

export const tool: OperationTool = {
	changesAccess: true,
	description: `Add many users to a Construction Cloud project at once: one call per 200 users, each input item one user. ${ADMIN_PROJECT}; Email; Products (each with its access: administrator, member, none), at least one; First Name, Last Name, Company (a company id) and Role IDs optional. ${ADMIN_USER}. Returns one result per user: result (added, alreadyMember or notAdded), with the project user's id, email and status when it is in the project.`,
};
