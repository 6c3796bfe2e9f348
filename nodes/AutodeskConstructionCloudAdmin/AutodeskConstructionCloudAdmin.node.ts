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
import { resources } from './actions/resources';
import { adminListSearch } from './methods/adminSearch';
import { extractionListSearch } from './methods/extractionSearch';

export class AutodeskConstructionCloudAdmin implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Autodesk Construction Cloud Admin',
		name: 'autodeskConstructionCloudAdmin',
		icon: { light: 'file:../../icons/aps.svg', dark: 'file:../../icons/aps.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Create Autodesk Construction Cloud (Autodesk Forma) projects from a template and bring in their users, as an account admin or a Service Account',
		defaults: { name: 'Autodesk Construction Cloud Admin' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: actionNodeProperties(resources, 'accountProject'),
	};

	methods = {
		listSearch: { ...listSearch, ...adminListSearch, ...extractionListSearch },
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await route.call(this, resources);
	}
}
