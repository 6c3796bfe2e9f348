import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { adminCall, dataManagementIds, projectPath } from '../../../services/accountAdmin';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { adminOptions, projectTargetProperties, readProjectTarget } from '../adminFields';
import { ADMIN_PROJECT } from '../adminToolText';

const properties: INodeProperties[] = [...projectTargetProperties, adminOptions];

export const description = forOperation('accountProject', 'get', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { projectId, options } = readProjectTarget(this, itemIndex);
	const project = await adminCall<IDataObject>(
		this,
		{ method: 'GET', path: projectPath(projectId), operation: 'Get account project' },
		options,
	);
	return [{ json: { ...project, ...dataManagementIds(project) } }];
};

export const tool: OperationTool = {
	description: `Get one project of a Construction Cloud account as the Account Admin API shows it. ${ADMIN_PROJECT}. Returns id, name, type, classification, status (pending until its products are active, then active), jobNumber, startDate, endDate, updatedAt, accountId, and dataManagementProjectId and hubId (the "b." ids the Autodesk Platform Services node takes). Next: Project User > Get Many or Add with its id.`,
};
