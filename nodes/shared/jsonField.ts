import type { IDataObject } from 'n8n-workflow';

import { InputRuleError } from './inputRules';

/** JSON text parsed, or the parser's reason why it does not parse. */
export function parseJson(
	text: string,
): { value: unknown; problem?: undefined } | { problem: string } {
	try {
		return { value: JSON.parse(text) as unknown };
	} catch (error) {
		return { problem: (error as Error).message };
	}
}

/** A value as an error message quotes it: text in quotes, anything else as JSON, cut at 80 characters. */
export function show(value: unknown): string {
	const text = typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
	return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * A JSON object field's value checked: the object (undefined when the field is empty), or the
 * rule it breaks (`rule`, to follow the field's name) and what was found instead (`found`).
 */
export type JsonObjectCheck =
	| { value: IDataObject | undefined; rule?: undefined }
	| { rule: string; found: string };

/** A JSON object field, typed as text or given as an object by an expression. */
export function checkJsonObject(value: unknown): JsonObjectCheck {
	if (value === undefined || value === null) return { value: undefined };
	let parsed: unknown = value;
	if (typeof value === 'string') {
		if (!value.trim()) return { value: undefined };
		const json = parseJson(value);
		if (json.problem !== undefined) {
			return { rule: 'is not valid JSON', found: `the parser says: ${json.problem}` };
		}
		parsed = json.value;
	}
	if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
		return { rule: 'must be a JSON object', found: `got ${show(parsed)}` };
	}
	return { value: parsed as IDataObject };
}

/** The size of a value written as JSON, in UTF-8 bytes (what the service's size limits count). */
export function jsonBytes(value: unknown): number {
	return Buffer.byteLength(JSON.stringify(value), 'utf8');
}

/**
 * A JSON object field of an operation; a value that breaks a rule of `checkJsonObject` is refused
 * before anything is sent, with an InputRuleError naming the field and the rule.
 */
export function jsonObjectField(value: unknown, fieldName: string): IDataObject | undefined {
	const checked = checkJsonObject(value);
	if (checked.rule === undefined) return checked.value;
	throw new InputRuleError(
		fieldName,
		checked.rule,
		`Write ${fieldName} as a JSON object, for example {"key": "value"}; ${checked.found}.`,
	);
}
