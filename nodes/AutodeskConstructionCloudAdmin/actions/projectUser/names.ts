import type { IDataObject } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';

/** A first or last name of Import: at most 255 characters ("Max length: 255"). */
export function checkedName(field: string, value: unknown, key: string): IDataObject {
	const text = typeof value === 'string' ? value.trim() : '';
	if (!text) return {};
	if (text.length > 255) {
		throw new InputRuleError(field, `must be at most 255 characters; got ${text.length}`);
	}
	return { [key]: text };
}
