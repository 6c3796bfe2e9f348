import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { adminCall } from '../../../services/accountAdmin';
import { companiesPath } from '../../../services/accountDirectory';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { accountProperty, adminOptions, readAccountTarget } from '../adminFields';
import { ADMIN_ACCOUNT, ADMIN_USER } from '../adminToolText';
import { companyPayloadProperties, readCompanyPayload } from './fields';

const properties: INodeProperties[] = [accountProperty, ...companyPayloadProperties, adminOptions];

export const description = forOperation('company', 'create', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { accountId, options } = readAccountTarget(this, itemIndex);
	const body = readCompanyPayload(this, itemIndex);
	const company = await adminCall<IDataObject>(
		this,
		{ method: 'POST', path: companiesPath(accountId), operation: 'Create company', body },
		options,
	);
	return [{ json: company }];
};

export const tool: OperationTool = {
	changesAccess: true,
	description: `Add a partner company to a Construction Cloud account. ${ADMIN_ACCOUNT}; Name (unique in the account); Trade (one of the listed trades, such as General Contractor, Architecture, Electrical); Additional Fields: address fields, Phone, Website URL, ERP ID, Tax ID. ${ADMIN_USER}. Returns the company with its id. A name already in the account is refused (409). Next: the id as Company of Account User > Create or Company ID of Project User > Add.`,
};
