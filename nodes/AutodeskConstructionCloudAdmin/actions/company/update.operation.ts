import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { adminCall } from '../../../services/accountAdmin';
import { companiesPath } from '../../../services/accountDirectory';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { accountProperty, adminOptions, readAccountTarget } from '../adminFields';
import { ADMIN_ACCOUNT, ADMIN_USER } from '../adminToolText';
import {
	companyIdProperty,
	companyUpdateProperty,
	readCompanyId,
	readCompanyPatch,
} from './fields';

const properties: INodeProperties[] = [
	accountProperty,
	companyIdProperty,
	companyUpdateProperty,
	adminOptions,
];

export const description = forOperation('company', 'update', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { accountId, options } = readAccountTarget(this, itemIndex);
	const companyId = readCompanyId(this, itemIndex);
	const body = readCompanyPatch(this, itemIndex);
	const company = await adminCall<IDataObject>(
		this,
		{
			method: 'PATCH',
			path: companiesPath(accountId, companyId),
			operation: 'Update company',
			body,
		},
		options,
	);
	return [{ json: company }];
};

export const tool: OperationTool = {
	changesAccess: true,
	description: `Change a partner company of a Construction Cloud account. ${ADMIN_ACCOUNT}; Company: the company's id (a <uuid>) from Company > Get Many; Update Fields: Name, Trade, address fields, Phone, Website URL, ERP ID, Tax ID. ${ADMIN_USER}. Returns the company with its id and fields.`,
};
