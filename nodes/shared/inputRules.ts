import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

/**
 * A field's value breaks one of its rules. Every check of what the user entered throws this,
 * before anything is sent; the node's edge (the action node's router, the trigger's activation)
 * turns it into the error n8n shows, with the item it came from (inputRuleFailure).
 */
export class InputRuleError extends Error {
	constructor(
		/** The field as the editor labels it: "Bucket Key", "Output Formats › OBJ". */
		readonly field: string,
		/** What the value must be, and what it was: `must be 3-128 characters; got "ab"`. */
		readonly rule: string,
		/** What to do about it, when the rule alone does not say. */
		readonly description?: string,
	) {
		super(`${field} ${rule}`);
		this.name = 'InputRuleError';
	}

	/** A broken rule said in a sentence that does not open with the field ("Nothing to update: …"). */
	static worded(field: string, sentence: string, description?: string): InputRuleError {
		const error = new InputRuleError(field, sentence, description);
		error.message = sentence;
		return error;
	}
}

/** The error n8n shows for a broken rule: the only place an input check gets its item index. */
export function inputRuleFailure(
	node: INode,
	error: InputRuleError,
	itemIndex?: number,
): NodeOperationError {
	return new NodeOperationError(node, error.message, {
		itemIndex,
		description: error.description,
	});
}
