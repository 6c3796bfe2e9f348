import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	NodeApiError,
	NodeOperationError,
} from 'n8n-workflow';

import { InputRuleError } from '../shared/inputRules';
import type { ResourceSet } from './resource';
import { compactJson, TOOL_MAX_RESULTS } from './tool';

function compactOf(context: IExecuteFunctions, itemIndex: number, set: ResourceSet) {
	const resource = context.getNodeParameter('resource', itemIndex) as string;
	const operation = context.getNodeParameter('operation', itemIndex) as string;
	return set.byValue.get(resource)?.operations[operation]?.tool?.compact ?? compactJson;
}

/**
 * A tool call's results in their compact shape, without binary data (n8n gives a model none), at
 * most TOOL_MAX_RESULTS of them; when there were more, a last entry says how many and how to ask
 * for fewer or for all.
 */
export function toolResults(
	context: IExecuteFunctions,
	slots: INodeExecutionData[][],
	set: ResourceSet,
): INodeExecutionData[] {
	const results: INodeExecutionData[] = [];
	let total = 0;
	for (const [itemIndex, slot] of slots.entries()) {
		if (!slot) continue;
		const compact = compactOf(context, itemIndex, set);
		for (const item of slot) {
			total++;
			if (results.length >= TOOL_MAX_RESULTS) continue;
			const json = typeof item.json.error === 'string' ? item.json : compact(item.json);
			results.push({ json, pairedItem: item.pairedItem });
		}
	}
	if (total > results.length) {
		results.push({
			json: {
				moreResults: total - results.length,
				advice: `Only the first ${TOOL_MAX_RESULTS} of ${total} results are shown. Ask for fewer with a Limit or narrower filters, or set the node's Tool Output to Full.`,
			} as IDataObject,
			pairedItem: { item: 0 },
		});
	}
	return results;
}

/** The `$fromAI` key the model filled a field with, if the workflow author let it fill that field. */
function argumentOf(
	context: IExecuteFunctions,
	field: string,
	set: ResourceSet,
): string | undefined {
	const parameters = context.getNode().parameters;
	for (const name of set.fieldNames.get(field) ?? []) {
		const raw = JSON.stringify(parameters[name] ?? '');
		const key = /\$fromAI\(\s*\\?["'`]([A-Za-z0-9_-]+)/.exec(raw)?.[1];
		if (key) return key;
	}
	return undefined;
}

/**
 * An error as a model reads it: n8n hands the model the message, so the advice goes into the
 * message, and a broken input rule names the argument the model filled the field with.
 */
export function toolError(
	context: IExecuteFunctions,
	nodeError: NodeApiError | NodeOperationError,
	original: Error,
	set: ResourceSet,
): NodeApiError | NodeOperationError {
	let message = nodeError.message;
	if (original instanceof InputRuleError) {
		const argument = argumentOf(context, original.field, set);
		if (argument) message = `Argument "${argument}" (the ${original.field} field): ${message}`;
	}
	const advice = nodeError.description;
	if (advice && !message.includes(advice)) message = `${message.replace(/\.?$/, '.')} ${advice}`;
	nodeError.message = message;
	return nodeError;
}
