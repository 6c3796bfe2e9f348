import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';

import { actionNodeDescription } from '../framework/actionNode';
import { listSearch } from '../framework/methods/listSearch';
import { route } from '../framework/router';
import { getWebhookEvents } from '../shared/eventOptions';
import { resources } from './actions/resources';
import { getAttributeNames } from './methods/attributeNames';
import { serviceAccountListSearch } from './methods/serviceAccountSearch';

export class AutodeskAps implements INodeType {
	description: INodeTypeDescription = actionNodeDescription(
		{
			displayName: 'Autodesk Platform Services',
			name: 'autodeskAps',
			description:
				'Upload and download files, browse hubs, projects, folders and items, manage buckets and objects, webhooks and Service Accounts in Autodesk Platform Services (APS), as a user or a Service Account',
			defaultResource: 'hub',
		},
		resources,
	);

	methods = {
		listSearch: { ...listSearch, ...serviceAccountListSearch },
		loadOptions: { getAttributeNames, getWebhookEvents },
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await route.call(this, resources);
	}
}
