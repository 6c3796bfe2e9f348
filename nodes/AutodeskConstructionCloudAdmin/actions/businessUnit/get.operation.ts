import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { adminCall } from '../../../services/accountAdmin';
import { businessUnitsPath } from '../../../services/accountDirectory';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { accountProperty, adminOptions, readAccountTarget } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';

const properties: INodeProperties[] = [accountProperty, adminOptions];

export const description = forOperation('businessUnit', 'get', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { accountId, options } = readAccountTarget(this, itemIndex);
	const structure = await adminCall<IDataObject>(
		this,
		{ method: 'GET', path: businessUnitsPath(accountId), operation: 'Get business units' },
		options,
	);
	return [{ json: structure }];
};

export const tool: OperationTool = {
	description: `Get the business units of a Construction Cloud account as one structure. ${ADMIN_ACCOUNT}. Returns business_units: each unit's id, parent_id, name, description and path (its place in the tree, names joined by ":"). Next: Business Unit > Set to change the structure.`,
};
