import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { collectDataConnectorList, requestsPath } from '../../../services/dataConnector';
import { forOperation, readGetMany, returnAllAndLimit } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import { accountProperty, readAccount } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';

const properties: INodeProperties[] = [accountProperty, ...returnAllAndLimit];

export const description = forOperation('dataRequest', 'getAll', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const accountId = readAccount(this, itemIndex);
	const { limit } = readGetMany(this, itemIndex);
	const requests = await collectDataConnectorList<IDataObject>(
		this,
		{
			method: 'GET',
			path: requestsPath(accountId),
			operation: 'Get many data extraction requests',
			query: { sort: 'desc' },
		},
		limit,
	);
	return requests.map((request) => ({ json: request }));
};

export const tool: OperationTool = {
	description: `List the caller's saved Data Connector requests in an account, newest first. ${ADMIN_ACCOUNT}; ${LIMIT}. Returns each request's id, description, scheduleInterval, serviceGroups, isActive, createdAt. Next: Data Extraction Request > Get or Update, or Data Extraction Job > Get Many with its id.`,
};
