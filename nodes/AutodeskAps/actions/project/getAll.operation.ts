import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import type { JsonApiResource } from '../../../shared/jsonapi';
import { simplifyResource } from '../../../shared/jsonapi';
import { collect } from '../../../shared/pagination';
import { apsPath } from '../../../shared/url';
import type { ItemOptions } from '../common';
import { listValues } from '../../../shared/listValues';
import {
	actAsUser,
	forOperation,
	getManyProperties,
	optionsCollection,
	pageLimit,
	readGetMany,
	simplifyProperty,
} from '../common';
import { withAccountPrefix } from '../ids';
import { hubLocator, readLocator } from '../locators';

const PROJECT_EXTENSION_TYPES = [
	{
		name: 'Construction Cloud / BIM 360 Project',
		value: 'projects:autodesk.bim360:Project',
	},
	{ name: 'Fusion Team / Personal Project', value: 'projects:autodesk.core:Project' },
];

const properties: INodeProperties[] = [
	hubLocator(),
	...getManyProperties([
		{
			displayName: 'Project IDs',
			name: 'ids',
			type: 'string',
			default: '',
			description:
				'Only these projects (comma-separated IDs; a bare Construction Cloud / BIM 360 GUID gets its "b." prefix)',
		},
		{
			displayName: 'Types',
			name: 'extensionTypes',
			type: 'multiOptions',
			options: PROJECT_EXTENSION_TYPES,
			default: [],
			description: 'Only projects of these types',
		},
	]),
	simplifyProperty,
	optionsCollection(),
];

export const description = forOperation('project', 'getAll', properties);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const hubId = readLocator(this, 'hub', itemIndex);
	const { limit, filters } = readGetMany(this, itemIndex);
	const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;
	const options = this.getNodeParameter('options', itemIndex, {}) as ItemOptions;

	const projects = await collect<JsonApiResource>(
		this,
		{
			method: 'GET',
			url: apsPath`/project/v1/hubs/${hubId}/projects`,
			operation: 'Get many projects',
			query: {
				'filter[id]': listValues(filters.ids).map(withAccountPrefix),
				'filter[extension.type]': listValues(filters.extensionTypes),
				'page[limit]': pageLimit(limit),
			},
			userId: actAsUser(options),
		},
		limit,
	);
	return projects.map((project) => ({ json: simplify ? simplifyResource(project) : project }));
}
