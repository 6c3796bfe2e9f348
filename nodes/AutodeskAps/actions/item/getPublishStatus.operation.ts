import type { INodeProperties } from 'n8n-workflow';

import { forOperation, optionsCollection, readDataOptions } from '../../../framework/fields/common';
import { requireDocsProject } from '../../../services/dataManagement';
import { fileFields, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import { publishCommand, publishStatus } from './publishing';
import type { OperationTool } from '../../../framework/tool';
import { ITEM_ID, PROJECT_ID } from '../../../framework/toolText';
import { compactPublishStatus } from './toolShapes';

const properties: INodeProperties[] = [
	...fileFields({ description: 'The cloud-workshared Revit model' }),
	optionsCollection(),
];

export const description = forOperation('item', 'getPublishStatus', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, itemId] = readLocators(this, itemIndex, 'project', 'item');
	requireDocsProject(projectId, 'Publishing a cloud model');
	const { userId } = readDataOptions(this, itemIndex);
	const job = await publishCommand(this, { projectId, itemId, userId, itemIndex }, 'status');
	return [{ json: publishStatus(itemId, job) }];
};

export const tool: OperationTool = {
	compact: compactPublishStatus,
	description: `Whether a cloud-workshared Revit model has changes waiting to be published, or how its last publish job went. ${PROJECT_ID}; ${ITEM_ID}: the model. Returns id, status (null when no job; committed, complete or failed), needsPublishing, publishing, jobId. Next: Item > Publish when needsPublishing is true.`,
};
