import type { IDataObject } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';

/** The fields and checks of the Project resource (the account's projects). */

/** The project's purposes (`classification`), as the Admin API names them. */
export const CLASSIFICATIONS = ['production', 'template', 'component', 'sample'] as const;

export const classificationOptions = CLASSIFICATIONS.map((value) => ({
	name: value === 'template' ? 'Template' : value[0].toUpperCase() + value.slice(1),
	value,
}));

/** A text field's value, trimmed; at most `max` characters. */
export function checkedText(field: string, value: unknown, max: number): string | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	if (typeof value !== 'string' && typeof value !== 'number') {
		throw new InputRuleError(field, `must be text; got ${show(value)}`);
	}
	const text = String(value).trim();
	if (text.length > max) {
		throw new InputRuleError(field, `must be at most ${max} characters; got ${text.length}`, {
			because: `the Admin API takes at most ${max}`,
		});
	}
	return text || undefined;
}

/** A date or date and time, as the Admin API takes it (ISO 8601); `dateOnly` keeps the day. */
export function checkedDate(field: string, value: unknown, dateOnly: boolean): string | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	const text = String(value).trim();
	const time = Date.parse(text);
	if (Number.isNaN(time)) {
		throw new InputRuleError(
			field,
			`must be a date (ISO 8601, such as 2026-03-01); got ${show(value)}`,
		);
	}
	const iso = new Date(time).toISOString();
	return dateOnly ? iso.slice(0, 10) : iso;
}

/** Values of a multi-options filter, each one of `allowed`. */
export function checkedChoices(
	field: string,
	value: unknown,
	allowed: readonly string[],
): string[] {
	if (value === undefined || value === null || value === '') return [];
	const values = Array.isArray(value) ? value : String(value).split(',');
	const choices = values.map((each) => String(each).trim()).filter(Boolean);
	const wrong = choices.find((choice) => !allowed.includes(choice));
	if (wrong !== undefined) {
		throw new InputRuleError(field, `must be among ${allowed.join(', ')}; got "${wrong}"`);
	}
	return choices;
}

/** A collection's value as an object. */
export const collection = (value: unknown): IDataObject =>
	value && typeof value === 'object' ? (value as IDataObject) : {};
