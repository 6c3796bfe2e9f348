import type { IExecuteFunctions, INode, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { InputRuleError, NOTHING_SENT } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import type { AttributeDefinition } from '../docsAttributes';

/**
 * Item > Update Attributes: the values the user sets, by attribute name, and the body of
 * custom-attributes:batch-update they become once the folder's definitions are known.
 */

/** The reference page of batch-update: "For text field (string) attributes, the max length is 255." */
const MAX_TEXT = 255;

export const attributesProperty: INodeProperties = {
	displayName: 'Attributes',
	name: 'attributes',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Attribute',
	default: {},
	description:
		"The custom attributes to set, by name (the list holds the attributes of the folder the item is in). A drop-down's value must be one of its values; a date is sent as ISO 8601 (a day, or a time without a zone, is taken as UTC). An empty value clears the attribute.",
	options: [
		{
			displayName: 'Attribute',
			name: 'attribute',
			values: [
				{
					displayName: 'Name or ID',
					name: 'name',
					type: 'options',
					typeOptions: {
						loadOptionsMethod: 'getAttributeNames',
						loadOptionsDependsOn: ['projectId.value', 'itemId.value'],
					},
					default: '',
					description:
						'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
				},
				{
					displayName: 'Value',
					name: 'value',
					type: 'string',
					default: '',
					description: 'The value to set; empty clears it',
				},
			],
		},
	],
};

export interface AttributeEntry {
	name: string;
	/** null clears the attribute. */
	value: string | null;
}

/** The Attributes field's entries: at least one, each with a name, no name twice. */
export function readAttributeEntries(
	context: IExecuteFunctions,
	itemIndex: number,
): AttributeEntry[] {
	const raw = context.getNodeParameter('attributes.attribute', itemIndex, []) as Array<{
		name?: unknown;
		value?: unknown;
	}>;
	if (!Array.isArray(raw) || raw.length === 0) {
		throw new InputRuleError('Attributes', 'must hold at least one attribute to set', {
			...NOTHING_SENT,
			then: 'Add an attribute with its value (an empty value clears it).',
		});
	}
	const seen = new Set<string>();
	return raw.map(({ name, value }) => {
		const text = typeof name === 'string' ? name.trim() : '';
		if (!text)
			throw new InputRuleError('Attributes › Name or ID', 'is required in every attribute');
		if (seen.has(text.toLowerCase())) {
			throw new InputRuleError(
				'Attributes › Name or ID',
				`must name each attribute once; "${text}" is given twice`,
				'Docs attribute names are not case-sensitive.',
			);
		}
		seen.add(text.toLowerCase());
		return { name: text, value: valueText(value) };
	});
}

/** A value as text: numbers and dates from expressions too; empty or null clears. */
function valueText(value: unknown): string | null {
	if (value === undefined || value === null) return null;
	if (value instanceof Date) return value.toISOString();
	const text = typeof value === 'string' ? value : String(value);
	return text.trim() === '' ? null : text;
}

/**
 * The batch-update body: each entry's definition found by name (as Docs, not case-sensitive) and
 * its value as the API wants it. What the definitions refuse is a NodeOperationError: the
 * definitions were read from the service, the update was not sent.
 */
export function attributeChanges(
	node: INode,
	itemIndex: number,
	definitions: AttributeDefinition[],
	entries: AttributeEntry[],
): Array<{ id: number; value: string | null }> {
	const refuse = (message: string, description: string) =>
		new NodeOperationError(node, message, {
			itemIndex,
			description: `Nothing was updated. ${description}`,
		});
	return entries.map(({ name, value }) => {
		const definition =
			definitions.find((each) => each.name === name) ??
			definitions.find((each) => each.name.toLowerCase() === name.toLowerCase());
		if (!definition) {
			const names = definitions.map((each) => `"${each.name}"`).join(', ') || 'none';
			throw refuse(
				`Attributes › Name or ID "${name}" is not an attribute of the item's folder`,
				`The folder's attributes: ${names}. Folder > Get Attribute Definitions lists them.`,
			);
		}
		if (value === null) return { id: definition.id, value: null };
		return { id: definition.id, value: checkedValue(definition, value, refuse) };
	});
}

function checkedValue(
	definition: AttributeDefinition,
	value: string,
	refuse: (message: string, description: string) => NodeOperationError,
): string {
	const field = `Attributes › Value of "${definition.name}"`;
	if (definition.type === 'array') {
		const allowed = definition.arrayValues ?? [];
		const found =
			allowed.find((each) => each === value) ??
			allowed.find((each) => each.toLowerCase() === value.trim().toLowerCase());
		if (found === undefined) {
			throw refuse(
				`${field} must be one of the drop-down's values; got ${show(value)}`,
				`Its values: ${allowed.map((each) => `"${each}"`).join(', ')}.`,
			);
		}
		return found;
	}
	if (definition.type === 'date') {
		const date = isoDate(value);
		if (!date) {
			throw refuse(
				`${field} must be a date (ISO 8601, such as 2024-06-30 or 2024-06-30T14:00:00Z); got ${show(value)}`,
				'Give the date as year-month-day, optionally with a time and zone.',
			);
		}
		return date;
	}
	if (value.length > MAX_TEXT) {
		throw refuse(
			`${field} may hold up to ${MAX_TEXT} characters; it has ${value.length}`,
			'Shorten the text.',
		);
	}
	return value;
}

const DAY_OR_TIME =
	/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A date as the API wants it: ISO 8601 in UTC, without milliseconds (the service discards them),
 * `2024-06-30T00:00:00.000Z`. A day, or a time without a zone, is taken as UTC.
 */
export function isoDate(text: string): string | undefined {
	const found = DAY_OR_TIME.exec(text.trim());
	if (!found) return undefined;
	const [, year, month, day, hour = '00', minute = '00', second = '00', zone = 'Z'] = found;
	const offset = zone === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
	// Date.parse rolls 2024-02-30 over to March: a day that does not exist is refused.
	const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
	if (calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day)) {
		return undefined;
	}
	const time = Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`);
	if (Number.isNaN(time)) return undefined;
	return new Date(time).toISOString().replace(/\.\d{3}Z$/, '.000Z');
}
