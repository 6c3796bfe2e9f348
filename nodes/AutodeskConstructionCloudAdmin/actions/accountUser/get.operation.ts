import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { adminCall } from '../../../services/accountAdmin';
import { accountUsersPath } from '../../../services/accountDirectory';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { accountProperty, adminOptions, readAccountTarget } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';
import { accountUserIdProperty, readAccountUserId } from './fields';

const properties: INodeProperties[] = [accountProperty, accountUserIdProperty, adminOptions];

export const description = forOperation('accountUser', 'get', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { accountId, options } = readAccountTarget(this, itemIndex);
	const userId = readAccountUserId(this, itemIndex);
	const user = await adminCall<IDataObject>(
		this,
		{ method: 'GET', path: accountUsersPath(accountId, userId), operation: 'Get account user' },
		options,
	);
	return [{ json: user }];
};

export const tool: OperationTool = {
	description: `Get one user of a Construction Cloud account's member directory. ${ADMIN_ACCOUNT}; User ID: the user's id (a <uuid>) from Account User > Get Many. Returns id, uid (the Autodesk ID), email, name, status (active, inactive, pending until they sign in), role (account_admin or account_user), company_id and company_name. Next: Account User > Update, Get Projects or Get Roles.`,
};
