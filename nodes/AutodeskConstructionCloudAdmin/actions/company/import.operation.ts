import type { INodeProperties } from 'n8n-workflow';

import { companiesImportPath } from '../../../services/accountDirectory';
import { defer } from '../../../framework/deferred';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { accountProperty, adminOptions, readAccountTarget } from '../adminFields';
import { ADMIN_ACCOUNT, ADMIN_USER } from '../adminToolText';
import { enqueueImport, importedResult } from '../directoryImport';
import { companyPayloadProperties, readCompanyPayload } from './fields';

const properties: INodeProperties[] = [accountProperty, ...companyPayloadProperties, adminOptions];

export const description = forOperation('company', 'import', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { accountId, options } = readAccountTarget(this, itemIndex);
	const payload = readCompanyPayload(this, itemIndex);
	const batch = enqueueImport(
		this,
		{
			path: companiesImportPath(accountId),
			operation: 'Import companies',
			key: { name: 'name', field: 'Name' },
		},
		options,
		{ itemIndex, payload },
	);
	// Every item's company joins its batch first; the calls go out once all items are read.
	return defer(async (limit) => [{ json: await importedResult(this, batch, itemIndex, limit) }]);
};

export const tool: OperationTool = {
	changesAccess: true,
	description: `Add many partner companies to a Construction Cloud account at once: each input item one company, 50 a call. ${ADMIN_ACCOUNT}; Name, Trade and Additional Fields as Company > Create. ${ADMIN_USER}. Returns one result per company: result (created or notCreated, with errors saying why), with the company's id when created.`,
};
