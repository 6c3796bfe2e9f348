import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { adminCall } from '../../../services/accountAdmin';
import { accountUsersPath } from '../../../services/accountDirectory';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { accountProperty, adminOptions, readAccountTarget } from '../adminFields';
import { ADMIN_ACCOUNT, ADMIN_USER } from '../adminToolText';
import { readUserPayload, userPayloadProperties } from './fields';

const properties: INodeProperties[] = [accountProperty, ...userPayloadProperties, adminOptions];

export const description = forOperation('accountUser', 'create', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { accountId, options } = readAccountTarget(this, itemIndex);
	const body = readUserPayload(this, itemIndex);
	const user = await adminCall<IDataObject>(
		this,
		{ method: 'POST', path: accountUsersPath(accountId), operation: 'Create account user', body },
		options,
	);
	return [{ json: user }];
};

export const tool: OperationTool = {
	changesAccess: true,
	description: `Add a user to a Construction Cloud account's member directory by email. ${ADMIN_ACCOUNT}; Email; Additional Fields: Company (a company's id from Company > Get Many), First Name, Last Name, Job Title, Phone, address fields. ${ADMIN_USER}. Returns the user: id, email, name, status (pending until they sign in), company_id. An email already in the account is refused (409). Next: Project User > Add to give the user a project.`,
};
