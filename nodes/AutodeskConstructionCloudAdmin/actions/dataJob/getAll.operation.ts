import type { IDataObject, INodeProperties } from 'n8n-workflow';

import {
	collectDataConnectorList,
	jobsPath,
	requestJobsPath,
} from '../../../services/dataConnector';
import { accountGuid } from '../../../shared/hubIds';
import { forOperation, readGetMany, returnAllAndLimit } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import { accountProperty, readAccount } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';
import { readRequestId, requestIdProperty } from '../extractionFields';

const properties: INodeProperties[] = [
	accountProperty,
	{
		displayName: 'Jobs Of',
		name: 'jobsOf',
		type: 'options',
		options: [
			{ name: 'A Saved Request', value: 'request' },
			{ name: 'The Account', value: 'account' },
		],
		default: 'request',
	},
	{ ...requestIdProperty, displayOptions: { show: { jobsOf: ['request'] } } },
	{
		displayName: 'Project',
		name: 'jobProjectId',
		type: 'string',
		default: '',
		description:
			'Only the jobs that extract this project (its ID with or without "b."); every job when empty',
		displayOptions: { show: { jobsOf: ['account'] } },
	},
	...returnAllAndLimit,
];

export const description = forOperation('dataJob', 'getAll', properties);

const PROJECT_ADVICE = {
	then: 'Enter the project ID with or without "b.", or leave the field empty.',
};

export const execute: OperationExecute = async function (itemIndex) {
	const accountId = readAccount(this, itemIndex);
	const of = this.getNodeParameter('jobsOf', itemIndex, 'request') as string;
	const requestId = of === 'request' ? readRequestId(this, itemIndex) : undefined;
	const project =
		of === 'account' ? String(this.getNodeParameter('jobProjectId', itemIndex, '')).trim() : '';
	const query: IDataObject = { sort: 'desc' };
	if (project) query.projectId = accountGuid(project, PROJECT_ADVICE).toLowerCase();
	const { limit } = readGetMany(this, itemIndex);
	const jobs = await collectDataConnectorList<IDataObject>(
		this,
		{
			method: 'GET',
			path: requestId ? requestJobsPath(accountId, requestId) : jobsPath(accountId),
			operation: 'Get many data extraction jobs',
			query,
		},
		limit,
	);
	return jobs.map((job) => ({ json: job }));
};

export const tool: OperationTool = {
	description: `List Data Connector jobs, newest first: of a saved request (Jobs Of request, Request: its UUID) or of the account (Jobs Of account, optional Project ID). ${ADMIN_ACCOUNT}; ${LIMIT}. Returns each job's id, requestId, status, completionStatus, createdAt, completedAt. Next: Extracted Data > List Files with a job id that completed with success.`,
};
