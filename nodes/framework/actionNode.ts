import type { INodeProperties } from 'n8n-workflow';

import { authenticationProperty } from '../shared/authentication';
import type { ResourceSet } from './resource';
import { toolProperties } from './tool';

/**
 * An action node's fields: the tool-only fields of its operations, Authentication (which of the
 * package's two credentials), Resource, and each resource's own fields.
 */
export function actionNodeProperties(set: ResourceSet, defaultResource: string): INodeProperties[] {
	return [
		...toolProperties(
			set.resources.flatMap((resource) =>
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
			options: set.resources.map((resource) => resource.option),
			default: defaultResource,
		},
		...set.resources.flatMap((resource) => resource.description),
	];
}
