import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

/**
 * Advice that opens by saying no request went out: "Nothing was sent.", or with why the service
 * would refuse the value, "Nothing was sent: the service renders thumbnails in these three sizes
 * only."; either followed by what to do.
 */
export interface NothingSent {
	/** Why the service would refuse the value, when the rule alone does not say. */
	because?: string;
	/** What to do about it. */
	then?: string;
}

/** Advice that says only that nothing was sent. */
export const NOTHING_SENT: NothingSent = {};

/** Advice for a value the service is known to refuse, for the reason the rule gives. */
export const SERVICE_WOULD_REFUSE: NothingSent = {
	because: 'the service would refuse this request',
	then: 'Correct the field and run again.',
};

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
		/** What to do, when the rule alone does not say; or advice that says nothing was sent. */
		private readonly advice?: string | NothingSent,
	) {
		super(`${field} ${rule}`);
		this.name = 'InputRuleError';
	}

	/** The advice n8n shows under the message. */
	get description(): string | undefined {
		const { advice } = this;
		if (advice === undefined || typeof advice === 'string') return advice;
		const opening = advice.because ? `Nothing was sent: ${advice.because}.` : 'Nothing was sent.';
		return advice.then ? `${opening} ${advice.then}` : opening;
	}

	/** A broken rule said in a sentence that does not open with the field ("Nothing to update: …"). */
	static worded(field: string, sentence: string, advice?: string | NothingSent): InputRuleError {
		const error = new InputRuleError(field, sentence, advice);
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
