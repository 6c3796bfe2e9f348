import type { INodeProperties } from 'n8n-workflow';

import type { OutputType } from './formats';
import { FORMAT_OPTIONS, OUTPUT_TYPES } from './formats';
import { viewsProperty } from './formats/svf';

/**
 * The rules of the `advanced` members of each output format, read from the fields that declare
 * them (formats/): `param` is the field's name, `api` the member sent, `label` the field's display
 * name (errors name it), `rule` what its value must be, from the field's type and options.
 */

export type Rule =
	| { kind: 'enum'; values: ReadonlyArray<string | number> }
	| { kind: 'boolean' }
	| { kind: 'fraction' }
	| { kind: 'text' }
	| { kind: 'integers' };

export interface Member {
	param: string;
	api: string;
	label: string;
	rule: Rule;
}

export interface FormatRules {
	/** The node field (a collection) that holds this type's advanced options. */
	collection?: string;
	members: Member[];
}

/** Members the service names otherwise than the field (a name may not start with a digit). */
const API_NAMES: Record<string, string> = { twoDViews: '2dviews' };

/** Text fields that hold a list of whole numbers. */
const INTEGER_LISTS = new Set(['requestedLinkageIDs', 'objectIds']);

/** The values a dropdown offers; its "nothing is sent" entry ('') is no value to check. */
function offered(field: INodeProperties): Array<string | number> {
	return (field.options ?? [])
		.map((option) => (option as { value: string | number }).value)
		.filter((value) => value !== '');
}

function ruleOf(field: INodeProperties): Rule {
	switch (field.type) {
		case 'options':
			return { kind: 'enum', values: offered(field) };
		case 'boolean':
			return { kind: 'boolean' };
		case 'number':
			if (field.typeOptions?.minValue === 0 && field.typeOptions?.maxValue === 1) {
				return { kind: 'fraction' };
			}
			break;
		case 'string':
			return { kind: INTEGER_LISTS.has(field.name) ? 'integers' : 'text' };
	}
	throw new Error(`No rule for the output format option "${field.name}" (${field.type})`);
}

function rulesOf(collection: INodeProperties | undefined): FormatRules {
	if (!collection) return { members: [] };
	const fields = (collection.options ?? []) as INodeProperties[];
	return {
		collection: collection.name,
		members: fields.map((field) => ({
			param: field.name,
			api: API_NAMES[field.name] ?? field.name,
			label: field.displayName,
			rule: ruleOf(field),
		})),
	};
}

export const FORMAT_RULES = Object.fromEntries(
	OUTPUT_TYPES.map((type) => [type, rulesOf(FORMAT_OPTIONS[type])]),
) as Record<OutputType, FormatRules>;

/** The views SVF and SVF2 may generate. */
export const VIEWS = offered(viewsProperty) as string[];
