import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { dataConnectorCall, requestsPath } from '../../../services/dataConnector';
import { InputRuleError } from '../../../shared/inputRules';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { accountProperty, readAccount } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';
import {
	readRequestId,
	requestFields,
	requestIdProperty,
	requestOptionFields,
	scheduleFields,
	serviceGroupsProperty,
} from '../extractionFields';

const properties: INodeProperties[] = [
	accountProperty,
	requestIdProperty,
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [serviceGroupsProperty, ...scheduleFields, ...requestOptionFields].sort((a, b) =>
			a.displayName.localeCompare(b.displayName),
		),
	},
];

export const description = forOperation('dataRequest', 'update', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const accountId = readAccount(this, itemIndex);
	const requestId = readRequestId(this, itemIndex);
	const fields = this.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const body = requestFields(fields, 'Update Fields');
	if (!Object.keys(body).length) {
		throw InputRuleError.worded(
			'Update Fields',
			'Nothing to update: add a field to Update Fields (Schedule, Service Groups, Description...)',
		);
	}
	const request = await dataConnectorCall<IDataObject>(this, {
		method: 'PATCH',
		path: requestsPath(accountId, requestId),
		operation: 'Update data extraction request',
		body,
	});
	return [{ json: request }];
};

export const tool: OperationTool = {
	description: `Change a saved Data Connector request: only the fields given change. ${ADMIN_ACCOUNT}; Request: its UUID; Update Fields: Service Groups, Schedule, Start, End, Repeat Every, Active, Description, Project IDs, Callback URL, Data Timeframe. Returns the request as it is now (id, scheduleInterval, serviceGroups, isActive). Next: Data Extraction Request > Get.`,
};
