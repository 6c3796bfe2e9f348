import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { collectDirectoryList, projectCompaniesPath } from '../../../services/accountDirectory';
import { forOperation, returnAllAndLimit, readGetMany } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import {
	accountProperty,
	adminOptions,
	projectTargetProperties,
	readAccount,
	readProjectTarget,
} from '../adminFields';
import { ADMIN_ACCOUNT, ADMIN_PROJECT } from '../adminToolText';

/** The Account is required here: the path names it as well as the project. */
const properties: INodeProperties[] = [
	accountProperty,
	...projectTargetProperties.filter((property) => property.name !== accountProperty.name),
	...returnAllAndLimit,
	adminOptions,
];

export const description = forOperation('company', 'getManyInProject', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const accountId = readAccount(this, itemIndex);
	const { projectId, options } = readProjectTarget(this, itemIndex);
	const { limit } = readGetMany(this, itemIndex);
	const companies = await collectDirectoryList<IDataObject>(
		this,
		{
			method: 'GET',
			path: projectCompaniesPath(accountId, projectId),
			operation: 'Get many companies in project',
		},
		{ ...options, limit },
	);
	return companies.map((company) => ({ json: company }));
};

export const tool: OperationTool = {
	description: `List the partner companies of one Construction Cloud project. ${ADMIN_ACCOUNT}; ${ADMIN_PROJECT}; ${LIMIT}. Returns each company's id, name, trade, project_id and member_group_id. Next: the id as Company ID of Project User > Add or Update.`,
};
