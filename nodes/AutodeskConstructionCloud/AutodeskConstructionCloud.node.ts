import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';

import { actionNodeDescription } from '../framework/actionNode';
import { listSearch } from '../framework/methods/listSearch';
import { route } from '../framework/router';
import { resources } from './actions/resources';
import { issueListSearch, issueLoadOptions } from './methods/issueSearch';

export class AutodeskConstructionCloud implements INodeType {
	description: INodeTypeDescription = actionNodeDescription(
		{
			displayName: 'Autodesk Construction Cloud',
			name: 'autodeskConstructionCloud',
			description:
				'Find, create and update issues with their comments, types and custom attributes in Autodesk Construction Cloud (Autodesk Forma, BIM 360) projects, as a user or a Service Account',
			defaultResource: 'issue',
		},
		resources,
	);

	methods = {
		listSearch: { ...listSearch, ...issueListSearch },
		loadOptions: issueLoadOptions,
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await route.call(this, resources);
	}
}
