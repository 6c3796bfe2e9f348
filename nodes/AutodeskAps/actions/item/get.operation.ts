import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import type { JsonApiResource } from '../../../shared/jsonapi';
import { apsRequest } from '../../../shared/transport';
import { apsPath } from '../../../shared/url';
import type { ItemOptions } from '../common';
import { actAsUser, forOperation, optionsCollection } from '../common';
import { hubLocator, itemLocator, projectLocator, readLocator } from '../locators';
import { resourceJson } from '../output';
import { itemSimplifyProperty } from './fields';

const properties: INodeProperties[] = [
	hubLocator(false),
	projectLocator,
	itemLocator,
	itemSimplifyProperty,
	optionsCollection(),
];

export const description = forOperation('item', 'get', properties);

export interface ItemDocument {
	data: JsonApiResource;
	included?: IDataObject[];
}

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const projectId = readLocator(this, 'project', itemIndex);
	const itemId = readLocator(this, 'item', itemIndex);
	const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;
	const options = this.getNodeParameter('options', itemIndex, {}) as ItemOptions;

	const response = await apsRequest<ItemDocument>(this, {
		method: 'GET',
		url: apsPath`/data/v1/projects/${projectId}/items/${itemId}`,
		operation: 'Get item',
		userId: actAsUser(options),
	});
	const { data, included = [] } = response.body;
	return [{ json: resourceJson(data, included, simplify) }];
}
