import type { INodeProperties } from 'n8n-workflow';

import { dataConnectorCall, requestsPath } from '../../../services/dataConnector';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { accountProperty, readAccount } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';
import { readRequestId, requestIdProperty } from '../extractionFields';

const properties: INodeProperties[] = [accountProperty, requestIdProperty];

export const description = forOperation('dataRequest', 'delete', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const accountId = readAccount(this, itemIndex);
	const requestId = readRequestId(this, itemIndex);
	await dataConnectorCall(this, {
		method: 'DELETE',
		path: requestsPath(accountId, requestId),
		operation: 'Delete data extraction request',
	});
	return [{ json: { id: requestId, deleted: true } }];
};

export const tool: OperationTool = {
	description: `Delete a saved Data Connector request: no more jobs are spawned by it. ${ADMIN_ACCOUNT}; Request: its UUID from Data Extraction Request > Get Many. Returns id and deleted (true).`,
};
