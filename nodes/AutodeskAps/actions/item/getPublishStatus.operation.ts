import type { INodeProperties } from 'n8n-workflow';

import { forOperation, optionsCollection, readDataOptions } from '../common';
import { requireDocsProject } from '../docsProject';
import { hubLocator, itemLocator, projectLocator, readLocators } from '../locators';
import type { OperationExecute } from '../operation';
import { publishCommand, publishStatus } from './publishing';

const properties: INodeProperties[] = [
	hubLocator(false),
	projectLocator,
	{ ...itemLocator, description: 'The cloud-workshared Revit model' },
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
