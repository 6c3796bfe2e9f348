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
	optionsCollection([
		{
			displayName: 'Exclude Deleted',
			name: 'excludeDeleted',
			type: 'boolean',
			default: true,
			description:
				'Whether to leave out deleted folders (Construction Cloud / BIM 360 projects, with a user context)',
		},
		{
			displayName: 'Project Files Only',
			name: 'projectFilesOnly',
			type: 'boolean',
			default: true,
			description:
				'Whether to return only the Project Files folder and its subfolders (Construction Cloud / BIM 360 projects, with a user context)',
		},
	]),
];

export const description = forOperation('folder', 'getTopFolders', properties);

interface TopFolderOptions extends ItemOptions {
	excludeDeleted?: boolean;
	projectFilesOnly?: boolean;
}

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const hubId = readLocator(this, 'hub', itemIndex);
	const projectId = readLocator(this, 'project', itemIndex);
	const simplify = this.getNodeParameter('simplify', itemIndex, true) as boolean;
	const options = this.getNodeParameter('options', itemIndex, {}) as TopFolderOptions;

	const response = await apsRequest<{ data?: JsonApiResource[] }>(this, {
		method: 'GET',
		url: apsPath`/project/v1/hubs/${hubId}/projects/${projectId}/topFolders`,
		operation: 'Get top folders',
		query: { excludeDeleted: options.excludeDeleted, projectFilesOnly: options.projectFilesOnly },
		userId: actAsUser(options),
	});
	return (response.body.data ?? []).map((folder) => ({
		json: simplify ? simplifyResource(folder) : folder,
	}));
}
