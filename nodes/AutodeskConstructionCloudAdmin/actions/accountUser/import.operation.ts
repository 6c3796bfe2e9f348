import type { INodeProperties } from 'n8n-workflow';

import { accountUsersImportPath } from '../../../services/accountDirectory';
import { defer } from '../../../framework/deferred';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { accountProperty, adminOptions, readAccountTarget } from '../adminFields';
import { ADMIN_ACCOUNT, ADMIN_USER } from '../adminToolText';
import { enqueueImport, importedResult } from '../directoryImport';
import { readUserPayload, userPayloadProperties } from './fields';

const properties: INodeProperties[] = [accountProperty, ...userPayloadProperties, adminOptions];

export const description = forOperation('accountUser', 'import', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { accountId, options } = readAccountTarget(this, itemIndex);
	const payload = readUserPayload(this, itemIndex);
	const batch = enqueueImport(
		this,
		{
			path: accountUsersImportPath(accountId),
			operation: 'Import account users',
			key: { name: 'email', field: 'Email' },
		},
		options,
		{ itemIndex, payload },
	);
	// Every item's user joins its batch first; the calls go out once all items are read.
	return defer(async (limit) => [{ json: await importedResult(this, batch, itemIndex, limit) }]);
};

export const tool: OperationTool = {
	changesAccess: true,
	description: `Add many users to a Construction Cloud account's member directory at once: each input item one user, 50 a call. ${ADMIN_ACCOUNT}; Email; Additional Fields as Account User > Create. ${ADMIN_USER}. Returns one result per user: result (created or notCreated, with errors saying why), with the user's id, email and status when created.`,
};
