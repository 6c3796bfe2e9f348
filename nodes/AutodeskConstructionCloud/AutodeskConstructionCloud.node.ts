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
import { issueListSearch, issueLoadOptions } from './methods/issueSearch';
import { rfiListSearch, rfiLoadOptions } from './methods/rfiSearch';
import { submittalListSearch, submittalLoadOptions } from './methods/submittalSearch';

export class AutodeskConstructionCloud implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Autodesk Construction Cloud',
		name: 'autodeskConstructionCloud',
		icon: { light: 'file:../../icons/aps.svg', dark: 'file:../../icons/aps.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Find, create and update issues, RFIs and submittal items with their comments, types, specs and custom attributes in Autodesk Construction Cloud (Autodesk Forma, BIM 360) projects, as a user or a Service Account',
		defaults: { name: 'Autodesk Construction Cloud' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: actionNodeProperties(resources, 'issue'),
	};

	methods = {
		listSearch: { ...listSearch, ...issueListSearch, ...rfiListSearch, ...submittalListSearch },
		loadOptions: { ...issueLoadOptions, ...rfiLoadOptions, ...submittalLoadOptions },
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await route.call(this, resources);
	}
}
