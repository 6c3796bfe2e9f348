import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { resources } from './actions/resources';
import { route } from '../framework/router';
import { getAttributeNames } from './methods/attributeNames';
import { issueLoadOptions } from '../AutodeskConstructionCloud/methods/issueSearch';
import { toolProperties } from '../framework/tool';
import { listSearch } from '../framework/methods/listSearch';
import { authenticationProperty, nodeCredentials } from '../shared/authentication';
import { getWebhookEvents } from '../shared/eventOptions';

export class AutodeskAps implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Autodesk Platform Services',
		name: 'autodeskAps',
		icon: { light: 'file:../../icons/aps.svg', dark: 'file:../../icons/aps.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Upload and download files, browse hubs, projects, folders and items, manage buckets and objects, translate models, read model data, and manage issues and webhooks in Autodesk Platform Services (APS), as a user or a Service Account',
		defaults: { name: 'Autodesk Platform Services' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: [
			...toolProperties(
				resources.flatMap((resource) =>
					Object.entries(resource.operations).map(([operation, { tool }]) => ({
						resource: resource.option.value,
						operation,
						tool,
					})),
				),
			),
			authenticationProperty,
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: resources.map((resource) => resource.option),
				default: 'hub',
			},
			...resources.flatMap((resource) => resource.description),
		],
	};

	methods = {
		listSearch,
		loadOptions: { getAttributeNames, getWebhookEvents, ...issueLoadOptions },
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await route.call(this);
	}
}
