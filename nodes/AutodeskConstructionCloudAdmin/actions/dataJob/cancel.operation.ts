import type { INodeProperties } from 'n8n-workflow';

import { dataConnectorCall, jobsPath } from '../../../services/dataConnector';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { accountProperty, readAccount } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';
import { jobIdProperty, readJobId } from '../extractionFields';

const properties: INodeProperties[] = [accountProperty, jobIdProperty];

export const description = forOperation('dataJob', 'cancel', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const accountId = readAccount(this, itemIndex);
	const jobId = readJobId(this, itemIndex);
	await dataConnectorCall(this, {
		method: 'DELETE',
		path: jobsPath(accountId, jobId),
		operation: 'Cancel data extraction job',
	});
	return [{ json: { id: jobId, cancelled: true } }];
};

export const tool: OperationTool = {
	description: `Cancel a queued or running Data Connector job (it then shows completionStatus cancelled). ${ADMIN_ACCOUNT}; Job ID: its UUID. Returns id and cancelled (true).`,
};
