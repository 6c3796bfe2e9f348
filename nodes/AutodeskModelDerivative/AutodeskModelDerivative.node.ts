import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';

import { actionNodeDescription } from '../framework/actionNode';
import { listSearch } from '../framework/methods/listSearch';
import { route } from '../framework/router';
import { resources } from './actions/resources';

export class AutodeskModelDerivative implements INodeType {
	description: INodeTypeDescription = actionNodeDescription(
		{
			displayName: 'Autodesk Model Derivative',
			name: 'autodeskModelDerivative',
			description:
				'Translate designs (Revit, IFC, DWG, Navisworks, Inventor and more) to SVF2, OBJ, STL, IFC or thumbnails, download the results, and read model views, object trees and properties with the Autodesk Platform Services (APS) Model Derivative API',
			defaultResource: 'translationJob',
		},
		resources,
	);

	methods = { listSearch };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		return await route.call(this, resources);
	}
}
