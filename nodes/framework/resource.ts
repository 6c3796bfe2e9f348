import type { INodeProperties } from 'n8n-workflow';

import type { OperationExecute } from './operation';
import type { OperationTool } from './tool';

/** One resource of an action node: its place in the Resource list, its fields and its operations. */
export interface Resource {
	option: { name: string; value: string; description: string };
	description: INodeProperties[];
	operations: Record<string, { execute: OperationExecute; tool?: OperationTool }>;
}

/** The resources of one action node, looked up by value, and its field names by label. */
export interface ResourceSet {
	resources: Resource[];
	byValue: Map<string, Resource>;
	/** The parameter names that carry each field label (a tool error names the model's argument). */
	fieldNames: Map<string, Set<string>>;
}

export function resourceSet(resources: Resource[]): ResourceSet {
	const fieldNames = new Map<string, Set<string>>();
	for (const property of resources.flatMap((resource) => resource.description)) {
		const names = fieldNames.get(property.displayName) ?? new Set<string>();
		names.add(property.name);
		fieldNames.set(property.displayName, names);
	}
	return {
		resources,
		byValue: new Map(resources.map((resource) => [resource.option.value, resource])),
		fieldNames,
	};
}
