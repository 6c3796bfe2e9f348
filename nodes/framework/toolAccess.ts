import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../shared/inputRules';
import type { Resource } from './resource';

/** The tool-only switch that lets a model run the operations that grant or take away access. */
export const allowAccessChangesProperty: INodeProperties = {
	displayName: 'Allow Access Changes',
	name: 'allowAccessChanges',
	type: 'boolean',
	default: false,
	description:
		'Whether a model may run the operations that grant or take away access (add, import, update or remove users, change permissions, create projects or service accounts). Off: they are refused before anything is sent.',
	displayOptions: { show: { '@tool': [true] } },
};

/** "Project User > Add", as the editor names the resource and the operation. */
function operationLabel(resource: Resource, operation: string): string {
	const operationField = resource.description.find((property) => property.name === 'operation');
	const option = operationField?.options?.find(
		(candidate) => 'value' in candidate && candidate.value === operation,
	);
	return `${resource.option.name} > ${option?.name ?? operation}`;
}

/**
 * In a tool run, an operation that changes access goes only when the workflow's builder turned on
 * Allow Access Changes in the node: a model's call is refused before anything is sent otherwise.
 */
export function refuseAccessChangeAsTool(
	context: IExecuteFunctions,
	itemIndex: number,
	resource: Resource,
	operation: string,
): void {
	if (!resource.operations[operation]?.tool?.changesAccess) return;
	if (context.getNodeParameter('allowAccessChanges', itemIndex, false) === true) return;
	throw InputRuleError.worded(
		'Allow Access Changes',
		`${operationLabel(resource, operation)} grants or takes away access, which this tool may not do.`,
		{
			then: "A person can run it in the workflow, or the workflow's builder can turn on Allow Access Changes in this node to let a model call it.",
		},
	);
}
