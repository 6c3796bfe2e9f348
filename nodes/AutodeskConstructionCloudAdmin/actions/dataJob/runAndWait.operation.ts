import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { dataConnectorCall, requestsPath } from '../../../services/dataConnector';
import { defer } from '../../../framework/deferred';
import { forOperation } from '../../../framework/fields/common';
import { checkedTimeLimit, timeLimitProperty } from '../../../framework/fields/timeLimit';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { compactJson } from '../../../framework/tool';
import { accountProperty, readAccount } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';
import {
	newRequestBody,
	readRequestId,
	requestIdProperty,
	requestOptionFields,
	serviceGroupsProperty,
} from '../extractionFields';
import { waitForJob } from './jobWait';

const fromNew = { show: { runFrom: ['new'] } };

const properties: INodeProperties[] = [
	accountProperty,
	{
		displayName: 'Run',
		name: 'runFrom',
		type: 'options',
		options: [
			{ name: 'A New One-Time Request', value: 'new' },
			{ name: 'A Saved Request, Once Now', value: 'request' },
		],
		default: 'new',
		description:
			'A saved request runs by a one-time copy of it (its service groups, projects and callback), its own schedule left as it is; the copy stays in the account (Data Extraction Request > Delete removes it)',
	},
	{ ...serviceGroupsProperty, required: true, displayOptions: fromNew },
	{ ...requestIdProperty, displayOptions: { show: { runFrom: ['request'] } } },
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: requestOptionFields.filter((field) => field.name !== 'isActive'),
		displayOptions: fromNew,
	},
	timeLimitProperty(
		600,
		'How long to wait at most. The job is read at growing intervals (1 s, then up to 30 s). When the limit passes the job keeps running in the service and the node reports an error saying so.',
	),
];

export const description = forOperation('dataJob', 'runAndWait', properties);

const WAIT_ADVICE = {
	then: 'Or create the request with Data Extraction Request > Create and read its job later.',
};

/** The fields of a saved request that a one-time copy of it keeps. */
const COPIED = [
	'serviceGroups',
	'projectId',
	'projectIdList',
	'projectStatus',
	'dateRange',
	'startDate',
	'endDate',
	'callbackUrl',
	'sendEmail',
];

export const execute: OperationExecute = async function (itemIndex) {
	const accountId = readAccount(this, itemIndex);
	const from = this.getNodeParameter('runFrom', itemIndex, 'new') as string;
	const timeLimitSeconds = checkedTimeLimit(
		this.getNodeParameter('timeLimit', itemIndex, 600),
		WAIT_ADVICE,
	);
	let body: IDataObject;
	if (from === 'request') {
		const requestId = readRequestId(this, itemIndex);
		const saved = await dataConnectorCall<IDataObject>(this, {
			method: 'GET',
			path: requestsPath(accountId, requestId),
			operation: 'Get data extraction request',
		});
		body = { scheduleInterval: 'ONE_TIME', effectiveFrom: new Date().toISOString() };
		for (const key of COPIED) {
			const value = saved[key];
			if (value !== null && value !== undefined && !(Array.isArray(value) && !value.length))
				body[key] = value;
		}
		body.description = `Run now of ${String(saved.description ?? requestId)}`.slice(0, 255);
	} else {
		body = newRequestBody(
			{
				serviceGroups: this.getNodeParameter('serviceGroups', itemIndex, []),
				scheduleInterval: 'ONE_TIME',
			},
			this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject,
		);
	}
	const sentAt = Date.now();
	const request = await dataConnectorCall<IDataObject>(this, {
		method: 'POST',
		path: requestsPath(accountId),
		operation: 'Create data extraction request',
		body,
	});
	const requestId = String(request.id);
	return defer(async (limit) => {
		const job = await waitForJob(this, {
			accountId,
			requestId,
			timeLimitSeconds,
			itemIndex,
			sentAt,
			limit,
		});
		return [{ json: job }];
	});
};

/** The compact job, with the names and sizes of its files (the generic shape drops nested lists). */
function compactJob(json: IDataObject): IDataObject {
	const files = Array.isArray(json.files) ? (json.files as IDataObject[]) : [];
	return {
		...compactJson(json),
		files: files.map((file) => ({ name: file.name, size: file.size })),
	};
}

export const tool: OperationTool = {
	compact: compactJob,
	description: `Extract an account's data now and wait until it is ready: a new one-time Data Connector request (Run new: Service Groups, Additional Fields such as Project IDs) or a one-time copy of a saved one (Run request: Request, its UUID), then its job is read until complete, up to Time Limit (Seconds). ${ADMIN_ACCOUNT}. Returns the job: id, requestId, status, completionStatus, completedAt, and files (name, size of each CSV, the README and the ZIP). Next: Extracted Data > Download with the job id and a file name.`,
};
