import type {
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
	IPollFunctions,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { listSearch } from '../framework/methods/listSearch';
import { nodeCredentials } from '../shared/authentication';
import { watchedFeed } from './feeds';
import { pollFeed } from './poll';
import { triggerProperties } from './properties';

const { searchHubs, searchProjects } = listSearch;

export class AutodeskConstructionCloudTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Autodesk Construction Cloud Trigger',
		name: 'autodeskConstructionCloudTrigger',
		icon: { light: 'file:../../icons/aps.svg', dark: 'file:../../icons/aps.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle:
			'={{ { issueChanged: "New or updated issue", rfiChanged: "New or updated RFI", projectCreated: "New project", projectUserAdded: "New project user" }[$parameter["event"]] ?? $parameter["event"] }}',
		// n8n's node panel shows this node and the action node as one entry, with this description.
		description:
			'Find, create and update issues, RFIs and submittal items with their comments, types, specs and custom attributes in Autodesk Construction Cloud (Autodesk Forma, BIM 360) projects, as a user or a Service Account, and start workflows on new and updated issues and RFIs and on new projects and project users',
		defaults: { name: 'Autodesk Construction Cloud Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: triggerProperties,
	};

	methods = {
		listSearch: { searchHubs, searchProjects },
	};

	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		return await pollFeed(this, watchedFeed(this));
	}
}
