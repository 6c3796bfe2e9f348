import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { adminCall } from '../../../services/accountAdmin';
import { companiesPath } from '../../../services/accountDirectory';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { accountProperty, adminOptions, readAccountTarget } from '../adminFields';
import { ADMIN_ACCOUNT } from '../adminToolText';
import { companyIdProperty, readCompanyId } from './fields';

const properties: INodeProperties[] = [accountProperty, companyIdProperty, adminOptions];

export const description = forOperation('company', 'get', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { accountId, options } = readAccountTarget(this, itemIndex);
	const companyId = readCompanyId(this, itemIndex);
	const company = await adminCall<IDataObject>(
		this,
		{ method: 'GET', path: companiesPath(accountId, companyId), operation: 'Get company' },
		options,
	);
	return [{ json: company }];
};

export const tool: OperationTool = {
	description: `Get one partner company of a Construction Cloud account. ${ADMIN_ACCOUNT}; Company: the company's id (a <uuid>) from Company > Get Many. Returns id, name, trade, address fields, phone, website_url, erp_id and tax_id. Next: Company > Update, or the id as Company ID of Project User > Add or Company of Account User > Create.`,
};
