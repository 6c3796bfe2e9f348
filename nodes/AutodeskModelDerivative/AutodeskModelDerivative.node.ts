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

export class AutodeskModelDerivative implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Autodesk Model Derivative',
		name: 'autodeskModelDerivative',
		icon: { light: 'file:../../icons/aps.svg', dark: 'file:../../icons/aps.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description:
			'Translate designs (Revit, IFC, DWG, Navisworks, Inventor and more) to SVF2, OBJ, STL, IFC or thumbnails, download the results, and read model views, object trees and properties with the Autodesk Platform Services (APS) Model Derivative API',
		defaults: { name: 'Autodesk Model Derivative' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: actionNodeProperties(resources, 'translationJob'),
	};

	methods = { listSearch };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await route.call(this, resources);
	}
}
