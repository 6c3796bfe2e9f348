import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { actionNodeProperties } from '../framework/actionNode';
import { listSearch } from '../framework/methods/listSearch';
import { route } from '../framework/router';
import { nodeCredentials } from '../shared/authentication';
import { getWebhookEvents } from '../shared/eventOptions';
import { resources } from './actions/resources';
import { getAttributeNames } from './methods/attributeNames';
import { getPermissionUsers } from './methods/permissionUsers';
import { serviceAccountListSearch } from './methods/serviceAccountSearch';

export class AutodeskAps implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Autodesk Platform Services',
		name: 'autodeskAps',
		icon: { light: 'file:../../icons/aps.svg', dark: 'file:../../icons/aps.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Upload and download files, browse hubs, projects, folders and items, manage buckets and objects, webhooks and Service Accounts in Autodesk Platform Services (APS), as a user or a Service Account',
		defaults: { name: 'Autodesk Platform Services' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: actionNodeProperties(resources, 'hub'),
	};

	methods = {
		listSearch: { ...listSearch, ...serviceAccountListSearch },
		loadOptions: { getAttributeNames, getPermissionUsers, getWebhookEvents },
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await route.call(this, resources);
	}
}
