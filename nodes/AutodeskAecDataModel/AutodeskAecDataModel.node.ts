import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { actionNodeProperties } from '../framework/actionNode';
import { route } from '../framework/router';
import { nodeCredentials } from '../shared/authentication';
import { resources } from './actions/resources';
import { aecLoadOptions } from './methods/aecOptions';
import { aecListSearch } from './methods/aecSearch';

export class AutodeskAecDataModel implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Autodesk AEC Data Model',
		name: 'autodeskAecDataModel',
		icon: { light: 'file:../../icons/aps.svg', dark: 'file:../../icons/aps.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Read the elements of published Revit models (walls, doors, floors and their properties, with units) from the Autodesk Platform Services (APS) AEC Data Model GraphQL API, filtered without writing GraphQL',
		defaults: { name: 'Autodesk AEC Data Model' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: actionNodeProperties(resources, 'element'),
	};

	methods = { listSearch: aecListSearch, loadOptions: aecLoadOptions };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await route.call(this, resources);
	}
}
