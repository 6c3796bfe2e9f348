import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import { fromModel } from '../aecFields';

/**
 * The Filters of Element > Get Many and what they become: one filter expression in the AEC Data
 * Model's RSQL-like syntax (the developer guide's Advanced Filtering), each filter a comparison of
 * a property by name (`property.name.<name>`), all of them joined by `and`. A key or value with
 * anything but letters, digits, `.`, `_` and `-` is written in single quotes, as the guide says of
 * names with spaces; a value with a single quote cannot be written at all.
 */

/** The operators of a condition: option values are words (a value opening with "=" would be an expression). */
export const OPERATORS = [
	{ name: 'Equals (Any Case)', value: 'equals', rsql: '==' },
	{ name: 'Equals (Same Case)', value: 'equalsCaseSensitive', rsql: '=caseSensitive=' },
	{ name: 'Not Equal', value: 'notEquals', rsql: '!=' },
	{ name: 'Contains', value: 'contains', rsql: '=contains=' },
	{ name: 'Starts With', value: 'startsWith', rsql: '=startsWith=' },
	{ name: 'Ends With', value: 'endsWith', rsql: '=endsWith=' },
	{ name: 'Greater Than', value: 'greaterThan', rsql: '>' },
	{ name: 'Greater Than or Equal', value: 'greaterThanOrEqual', rsql: '>=' },
	{ name: 'Less Than', value: 'lessThan', rsql: '<' },
	{ name: 'Less Than or Equal', value: 'lessThanOrEqual', rsql: '<=' },
] as const;

const NUMERIC: string[] = ['>', '>=', '<', '<='];
const NUMBER = /^-?\d+(\.\d+)?$/;
const PLAIN = /^[A-Za-z0-9._-]+$/;

export const filterFields: INodeProperties[] = [
	{
		displayName: 'Category Name or ID',
		name: 'category',
		type: 'options',
		typeOptions: fromModel('getAecCategories'),
		default: '',
		description:
			'Only elements of this Revit category (Walls, Doors, Floors...), from the categories of the chosen model. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{
		displayName: 'Element Context',
		name: 'elementContext',
		type: 'options',
		options: [
			{ name: 'Instance', value: 'Instance', description: 'The elements placed in the model' },
			{ name: 'Type', value: 'Type', description: 'Their types (families and type properties)' },
		],
		default: 'Instance',
	},
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		description: 'Only elements with this name (Element Name), in any case',
	},
	{
		displayName: 'Property Conditions',
		name: 'propertyConditions',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add Condition',
		default: {},
		description: 'Conditions on any property by its name, all of which an element must meet',
		options: [
			{
				displayName: 'Condition',
				name: 'condition',
				values: [
					{
						displayName: 'Property Name or ID',
						name: 'property',
						type: 'options',
						typeOptions: fromModel('getAecPropertyNames'),
						default: '',
						description:
							'The property as the model names it, from the properties of the chosen model. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
					},
					{
						displayName: 'Operator',
						name: 'operator',
						type: 'options',
						options: OPERATORS.map(({ name, value }) => ({ name, value })),
						default: 'equals',
					},
					{
						displayName: 'Value',
						name: 'value',
						type: 'string',
						default: '',
						description:
							'A number for the greater and less than operators (decimal digits, such as 10.5)',
					},
				],
			},
		],
	},
];

const quoted = (field: string, text: string): string => {
	if (text.includes("'")) {
		throw new InputRuleError(
			field,
			`must not contain a single quote (the filter syntax has no way to write one); got ${show(text)}`,
		);
	}
	return PLAIN.test(text) ? text : `'${text}'`;
};

const comparison = (field: string, property: string, operator: string, value: string): string =>
	`${quoted(field, `property.name.${property}`)}${operator}${quoted(field, value)}`;

/** The filter expression of the Filters as set; undefined when none is set. */
export function elementFilterQuery(filters: IDataObject): string | undefined {
	const parts: string[] = [];
	const category = String(filters.category ?? '').trim();
	if (category) parts.push(comparison('Filters › Category Name or ID', 'category', '==', category));
	if (filters.elementContext !== undefined) {
		const context = String(filters.elementContext);
		if (context !== 'Instance' && context !== 'Type') {
			throw new InputRuleError(
				'Filters › Element Context',
				`must be Instance or Type; got ${show(filters.elementContext)}`,
			);
		}
		parts.push(comparison('Filters › Element Context', 'Element Context', '==', context));
	}
	const name = String(filters.name ?? '').trim();
	if (name) parts.push(comparison('Filters › Name', 'Element Name', '==', name));
	const conditions = ((filters.propertyConditions as IDataObject | undefined)?.condition ??
		[]) as IDataObject[];
	conditions.forEach((condition, index) => {
		const field = `Filters › Property Conditions › Condition ${index + 1}`;
		const property = String(condition.property ?? '').trim();
		if (!property)
			throw new InputRuleError(
				`${field} › Property Name or ID`,
				'must name a property (such as Fire Rating); got an empty name',
			);
		const found = OPERATORS.find((each) => each.value === (condition.operator ?? 'equals'));
		if (!found) {
			throw new InputRuleError(
				`${field} › Operator`,
				`must be one of ${OPERATORS.map((each) => each.value).join(', ')}; got ${show(condition.operator)}`,
			);
		}
		const operator = found.rsql;
		const value = String(condition.value ?? '').trim();
		if (NUMERIC.includes(operator) && !NUMBER.test(value)) {
			throw new InputRuleError(
				`${field} › Value`,
				`must be a number in decimal digits (such as 10.5) for ${operator}; got ${show(condition.value)}`,
			);
		}
		parts.push(comparison(field, property, operator, value));
	});
	return parts.length ? parts.join(' and ') : undefined;
}
