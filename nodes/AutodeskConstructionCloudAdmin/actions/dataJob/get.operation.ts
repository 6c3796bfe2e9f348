import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { dataConnectorCall, jobsPath } from '../../../services/dataConnector';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { accountProperty, readAccount } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';
import { jobIdProperty, readJobId } from '../extractionFields';

const properties: INodeProperties[] = [accountProperty, jobIdProperty];

export const description = forOperation('dataJob', 'get', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const accountId = readAccount(this, itemIndex);
	const jobId = readJobId(this, itemIndex);
	const job = await dataConnectorCall<IDataObject>(this, {
		method: 'GET',
		path: jobsPath(accountId, jobId),
		operation: 'Get data extraction job',
	});
	return [{ json: job }];
};

export const tool: OperationTool = {
	description: `Get one Data Connector job. ${ADMIN_ACCOUNT}; Job ID: its UUID from Data Extraction Job > Get Many. Returns id, requestId, status (queued, running, complete), completionStatus (success, error, cancelled once complete), createdAt, startedAt, completedAt. Next: Extracted Data > List Files when it completed with success.`,
};
