import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { dataConnectorCall, requestsPath } from '../../../services/dataConnector';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { accountProperty, readAccount } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';
import {
	newRequestBody,
	requestOptionFields,
	scheduleFields,
	serviceGroupsProperty,
} from '../extractionFields';

const recurringOnly = { hide: { scheduleInterval: ['ONE_TIME'] } };

const properties: INodeProperties[] = [
	accountProperty,
	{ ...serviceGroupsProperty, required: true },
	...scheduleFields.map((field) =>
		field.name === 'effectiveTo' || field.name === 'reoccuringInterval'
			? { ...field, displayOptions: recurringOnly }
			: field,
	),
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: requestOptionFields,
	},
];

export const description = forOperation('dataRequest', 'create', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const accountId = readAccount(this, itemIndex);
	const fields: IDataObject = {};
	for (const field of [serviceGroupsProperty, ...scheduleFields]) {
		fields[field.name] = this.getNodeParameter(field.name, itemIndex, field.default);
	}
	const body = newRequestBody(
		fields,
		this.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject,
	);
	const request = await dataConnectorCall<IDataObject>(this, {
		method: 'POST',
		path: requestsPath(accountId),
		operation: 'Create data extraction request',
		body,
	});
	return [{ json: request }];
};

export const tool: OperationTool = {
	description: `Save a Data Connector request that extracts an account's data (CSV files) once or on a schedule. ${ADMIN_ACCOUNT}; Service Groups (admin, issues, rfis, submittals, cost, locations...); Schedule (ONE_TIME, DAY, WEEK, MONTH, YEAR) with Start, End (required when recurring) and Repeat Every; Additional Fields: Project IDs (at most 50), Callback URL, Data Timeframe. Returns the request's id, scheduleInterval, serviceGroups, effectiveFrom, effectiveTo. Next: Data Extraction Job > Get Many with its id, or Run and Wait.`,
};
