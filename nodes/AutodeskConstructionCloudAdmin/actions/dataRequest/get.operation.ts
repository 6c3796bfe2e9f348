import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { dataConnectorCall, requestsPath } from '../../../services/dataConnector';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { accountProperty, readAccount } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';
import { readRequestId, requestIdProperty } from '../extractionFields';

const properties: INodeProperties[] = [accountProperty, requestIdProperty];

export const description = forOperation('dataRequest', 'get', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const accountId = readAccount(this, itemIndex);
	const requestId = readRequestId(this, itemIndex);
	const request = await dataConnectorCall<IDataObject>(this, {
		method: 'GET',
		path: requestsPath(accountId, requestId),
		operation: 'Get data extraction request',
	});
	return [{ json: request }];
};

export const tool: OperationTool = {
	description: `Get one saved Data Connector request (only the user who created it sees it). ${ADMIN_ACCOUNT}; Request: its UUID from Data Extraction Request > Get Many. Returns id, description, scheduleInterval, effectiveFrom, effectiveTo, serviceGroups, isActive, lastQueuedAt. Next: Data Extraction Job > Get Many of the request.`,
};
