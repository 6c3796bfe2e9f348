import { locatorText } from '../../framework/fields/locators';
import { isGuid } from '../../shared/hubIds';
import { InputRuleError } from '../../shared/inputRules';
import { show } from '../../shared/jsonField';

/** Readers of the values the ACC resources' fields share: a locator's value, a UUID, a text. */

/** A UUID of an ACC API (an RFI, a type, a submittal item, a spec), from a locator or a plain value. */
export function readGuid(field: string, raw: unknown, hint: string): string {
	const id = locatorText(raw);
	if (!id) throw new InputRuleError(field, 'is required: choose one from the list or enter its ID');
	if (!isGuid(id)) throw new InputRuleError(field, `must be a UUID; got ${show(id)}`, hint);
	return id.toLowerCase();
}

/** Reads a required text of at most `max` characters. */
export function readText(field: string, value: unknown, max: number): string {
	const text = typeof value === 'string' ? value : '';
	if (!text.trim()) throw new InputRuleError(field, 'must not be empty');
	if (text.length > max) {
		throw new InputRuleError(
			field,
			`must be at most ${max} characters long; it has ${text.length}`,
		);
	}
	return text;
}
