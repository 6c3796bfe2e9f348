import type {
	IHookFunctions,
	INodeType,
	INodeTypeDescription,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { nodeCredentials } from '../shared/authentication';
import { getTriggerEvents } from '../shared/eventOptions';
import { createHooks, deleteHooks, hooksExist } from './lifecycle';
import { triggerProperties } from './properties';
import { receive } from './receive';

export class AutodeskApsTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Autodesk Platform Services Trigger',
		name: 'autodeskApsTrigger',
		icon: { light: 'file:../../icons/aps.svg', dark: 'file:../../icons/aps.dark.svg' },
		group: ['trigger'],
		// 1.1 behaves as 1. For every callback to a version 1 trigger n8n evaluates an expression (its
		// Webhook node 1's binaryData option): with isolates made on first use, one isolate each.
		version: [1, 1.1],
		defaultVersion: 1.1,
		subtitle:
			'={{$parameter["triggerOn"] === "translationFinished" ? "Translation finished" : $parameter["system"]}}',
		// n8n's node panel shows this node and the action node as one entry, with this description.
		description:
			'Upload and download files, browse hubs, projects, folders and items, manage buckets and objects, webhooks and Service Accounts in Autodesk Platform Services (APS), as a user or a Service Account, and start workflows on its webhook events: finished translations, new versions, issues, bids and more',
		defaults: { name: 'Autodesk Platform Services Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		webhooks: [
			{
				name: 'default',
				httpMethod: 'POST',
				responseMode: 'onReceived',
				path: 'webhook',
			},
		],
		properties: triggerProperties,
	};

	methods = {
		loadOptions: { getTriggerEvents },
	};

	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				return await hooksExist.call(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				return await createHooks.call(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				return await deleteHooks.call(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		return await receive.call(this);
	}
}
