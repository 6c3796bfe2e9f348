import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { adminCall } from '../../../services/accountAdmin';
import { accountUsersPath } from '../../../services/accountDirectory';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { accountProperty, adminOptions, readAccountTarget } from '../adminFields';
import { ADMIN_ACCOUNT, ADMIN_USER } from '../adminToolText';
import {
	accountUserIdProperty,
	readAccountUserId,
	readUserPatch,
	userUpdateProperty,
} from './fields';

const properties: INodeProperties[] = [
	accountProperty,
	accountUserIdProperty,
	userUpdateProperty,
	adminOptions,
];

export const description = forOperation('accountUser', 'update', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { accountId, options } = readAccountTarget(this, itemIndex);
	const userId = readAccountUserId(this, itemIndex);
	const body = readUserPatch(this, itemIndex);
	const user = await adminCall<IDataObject>(
		this,
		{
			method: 'PATCH',
			path: accountUsersPath(accountId, userId),
			operation: 'Update account user',
			body,
		},
		options,
	);
	return [{ json: user }];
};

export const tool: OperationTool = {
	changesAccess: true,
	description: `Change a user of a Construction Cloud account: their status (active, or inactive to take away their access to the account) or their default company. ${ADMIN_ACCOUNT}; User ID: the user's id (a <uuid>) from Account User > Get Many; Update Fields: Status, Company (a company's id from Company > Get Many). ${ADMIN_USER}. Returns the user with id, status and company_id.`,
};
