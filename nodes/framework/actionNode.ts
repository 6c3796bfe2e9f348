import type { INodeProperties, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { authenticationProperty, nodeCredentials } from '../shared/authentication';
import type { ResourceSet } from './resource';
import { toolProperties } from './tool';

/** What sets one action node apart from the others of the package. */
export interface ActionNodeIdentity {
	displayName: string;
	name: string;
	description: string;
	defaultResource: string;
}

/**
 * An action node's description: its identity, the package's icon and credentials, usable as a
 * tool, and its fields (the tool-only fields, Authentication, Resource, and each resource's own).
 */
export function actionNodeDescription(
	identity: ActionNodeIdentity,
	set: ResourceSet,
): INodeTypeDescription {
	return {
		displayName: identity.displayName,
		name: identity.name,
		icon: { light: 'file:../../icons/aps.svg', dark: 'file:../../icons/aps.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle: '={{$parameter["operation"] + ": " + $parameter["resource"]}}',
		description: identity.description,
		defaults: { name: identity.displayName },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: nodeCredentials,
		properties: actionProperties(set, identity.defaultResource),
	};
}

function actionProperties(set: ResourceSet, defaultResource: string): INodeProperties[] {
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
