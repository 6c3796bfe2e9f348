import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import type { JsonApiResource } from '../../../shared/jsonapi';
import { simplifyResource } from '../../../shared/jsonapi';
import { apsRequest } from '../../../shared/transport';
import { apsPath } from '../../../shared/url';
import type { ItemOptions } from '../common';
import { actAsUser, forOperation, optionsCollection, simplifyProperty } from '../common';
import { hubLocator, projectLocator, readLocator } from '../locators';

const properties: INodeProperties[] = [
	hubLocator(),
	projectLocator,
	simplifyProperty,
	optionsCollection(),
];

export const description = forOperation('project', 'get', properties);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const hubId = readLocator(this, 'hub', itemIndex);
	const projectId = readLocator(this, 'project', itemIndex);
	const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;
	const options = this.getNodeParameter('options', itemIndex, {}) as ItemOptions;

	const response = await apsRequest<{ data: JsonApiResource }>(this, {
		method: 'GET',
		url: apsPath`/project/v1/hubs/${hubId}/projects/${projectId}`,
		operation: 'Get project',
		userId: actAsUser(options),
	});
	const project = response.body.data;
	return [{ json: simplify ? simplifyResource(project) : project }];
}
