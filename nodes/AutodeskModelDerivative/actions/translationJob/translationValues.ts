import type { IDataObject } from 'n8n-workflow';

import { parseJson, show } from '../../../shared/jsonField';
import type { Rule } from './translationFormats';

/** Checks of single values against the rules of the job tables: what to send, or what is wrong. */

/** A value checked against its rule: the value to send (undefined: nothing) or the rule it breaks. */
export type Checked<T = unknown> =
	| { value: T | undefined; problem?: undefined }
	| { problem: string };

const broken = (problem: string): Checked<never> => ({ problem });

/**
 * The value to send for one member; undefined when the field is left empty (the service's
 * default applies), or the rule the value breaks.
 */
export function memberValue(rule: Rule, value: unknown): Checked {
	if (value === undefined || value === null || value === '') return { value: undefined };
	switch (rule.kind) {
		case 'enum':
			return enumValue(rule.values, value);
		case 'boolean':
			if (typeof value === 'boolean') return { value };
			if (value === 'true' || value === 'false') return { value: value === 'true' };
			return broken(`must be true or false; got ${show(value)}`);
		case 'fraction':
			return fraction(value);
		case 'text':
			if (typeof value !== 'string') return broken(`must be text; got ${show(value)}`);
			return { value: value.trim() || undefined };
		case 'integers':
			return integers(value);
	}
}

function enumValue(values: ReadonlyArray<string | number>, value: unknown): Checked {
	const numeric = typeof values[0] === 'number';
	const candidate =
		numeric && typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	const match = values.find((allowed) =>
		numeric ? allowed === candidate : allowed === String(candidate),
	);
	if (match === undefined) return broken(`must be one of ${values.join(', ')}; got ${show(value)}`);
	return { value: match };
}

function fraction(value: unknown): Checked<number> {
	const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof number !== 'number' || !Number.isFinite(number) || number < 0 || number > 1) {
		return broken(`must be a number between 0 and 1; got ${show(value)}`);
	}
	return { value: number };
}

/** A list of integers: an array, `1, 2, 3`, or a JSON array as text. */
export function integers(value: unknown): Checked<number[]> {
	let list: unknown = value;
	if (typeof value === 'string') {
		const text = value.trim();
		if (text.startsWith('[')) {
			const parsed = parseJson(text);
			if (parsed.problem !== undefined) return broken(`is not valid JSON: ${parsed.problem}`);
			list = parsed.value;
		} else {
			list = text.split(',').map((part) => part.trim());
		}
	} else if (typeof value === 'number') {
		list = [value];
	}
	if (!Array.isArray(list)) return broken(`must be a list of whole numbers; got ${show(value)}`);
	const numbers = list.map((entry) =>
		typeof entry === 'string' && entry !== '' ? Number(entry) : entry,
	);
	if (numbers.some((entry) => typeof entry !== 'number' || !Number.isInteger(entry))) {
		return broken(`must be a list of whole numbers, such as 1, 2, 3; got ${show(value)}`);
	}
	return { value: numbers as number[] };
}

/** OBJ geometry extraction: a model view ID and object IDs, together; -1 alone or ids >= 0. */
export function checkGeometryExtraction(
	advanced: IDataObject,
): { field: string; rule: string } | undefined {
	const hasGuid = advanced.modelGuid !== undefined;
	const ids = advanced.objectIds as number[] | undefined;
	if (hasGuid && ids === undefined) {
		return {
			field: 'Object IDs',
			rule: 'is required with a Model View ID for geometry extraction (-1 for the whole model)',
		};
	}
	if (ids !== undefined && !hasGuid) {
		return {
			field: 'Model View ID',
			rule: 'is required with Object IDs for geometry extraction (the GUID of a 3D model view)',
		};
	}
	if (ids === undefined) return undefined;
	if (!ids.length)
		return { field: 'Object IDs', rule: 'must not be empty; use -1 for the whole model' };
	const wholeModel = ids.length === 1 && ids[0] === -1;
	if (!wholeModel && ids.some((id) => id < 0)) {
		return {
			field: 'Object IDs',
			rule: `must be -1 alone (the whole model) or IDs of 0 or greater; got ${ids.join(', ')}`,
		};
	}
	return undefined;
}
