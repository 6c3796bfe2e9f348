import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { readDay } from '../dates';
import { locatorText } from '../../../framework/fields/locators';
import { readGuid } from '../fieldValues';
import { recordLocator } from './fields';
import { PRIORITY_OPTIONS } from '../listFields';

/** The fields of a submittal item that Create and Update share, and their reader. */

/** A user of the project (its Autodesk ID), from the picker or by ID. */
const userLocator = (displayName: string, name: string, description: string): INodeProperties =>
	recordLocator(displayName, name, 'searchSubmittalAssignees', description, 'PER8KQPK2JRT');

export const managerProperty = userLocator(
	'Manager',
	'manager',
	"The item's submittals manager (the list needs the account:read scope)",
);
export const itemTypeProperty = recordLocator(
	'Item Type',
	'typeId',
	'searchSubmittalItemTypes',
	'The kind of item (Shop Drawings, Product Data, Sample...): Submittal > Get Item Types lists them',
);
export const specProperty = recordLocator(
	'Spec',
	'specId',
	'searchSubmittalSpecs',
	'The spec section the item belongs to: Submittal > Get Specs lists them, Create Spec adds one',
);

const packageProperty = recordLocator(
	'Package',
	'packageId',
	'searchSubmittalPackages',
	'The package the item is part of',
);
const submitterProperty = userLocator(
	'Submitter',
	'subcontractor',
	'The user who submits the item (the list needs the account:read scope)',
);

/** The optional attributes of an item (Create's Additional Fields; Update's with the required ones). */
const attributeFields: INodeProperties[] = [
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
	},
	{
		displayName: 'Due Date',
		name: 'dueDate',
		type: 'dateTime',
		default: '',
		description: 'The day the item is due (its date is kept)',
	},
	{
		displayName: 'Number',
		name: 'customIdentifier',
		type: 'string',
		default: '',
		description:
			"The item's number in the project (customIdentifier, at most 50 characters): an item goes to review only with one",
	},
	packageProperty,
	{
		displayName: 'Priority',
		name: 'priority',
		type: 'options',
		options: PRIORITY_OPTIONS,
		default: 'normal',
	},
	{
		displayName: 'Required On Job Date',
		name: 'requiredOnJobDate',
		type: 'dateTime',
		default: '',
		description: 'The day the material must be on site',
	},
	submitterProperty,
];

export const createFields: INodeProperties = {
	displayName: 'Additional Fields',
	name: 'additionalFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: attributeFields,
};

export const updateFields: INodeProperties = {
	displayName: 'Update Fields',
	name: 'updateFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: [
		...attributeFields,
		itemTypeProperty,
		managerProperty,
		specProperty,
		{ displayName: 'Title', name: 'title', type: 'string', default: '' } as INodeProperties,
	].sort((a, b) => a.displayName.localeCompare(b.displayName)),
};

const TEXTS: Array<[string, string, number]> = [
	['title', 'Title', 255],
	['description', 'Description', 10_000],
	['customIdentifier', 'Number', 50],
];
const GUIDS: Array<[string, string, string]> = [
	['typeId', 'Item Type', 'Submittal > Get Item Types lists the item types with their ids.'],
	['specId', 'Spec', 'Submittal > Get Specs lists the specs with their ids.'],
	['packageId', 'Package', 'Submittal > Get Packages lists the packages with their ids.'],
];
const USERS: Array<[string, string]> = [
	['manager', 'Manager'],
	['subcontractor', 'Submitter'],
];

/** A text of at most `max` characters; an empty one clears the field (null), but a title is never empty. */
function readAttributeText(field: string, value: unknown, max: number, required: boolean) {
	const text = String(value ?? '');
	if (text.length > max) {
		throw new InputRuleError(
			field,
			`must be at most ${max} characters long; it has ${text.length}`,
		);
	}
	if (!text.trim()) {
		if (required) throw new InputRuleError(field, 'must not be empty');
		return null;
	}
	return required ? text.trim() : text;
}

/** The user of a user field: its Autodesk ID, sent as a user (type 1). */
function readUser(field: string, value: unknown): string {
	const id = locatorText(value);
	if (!id)
		throw new InputRuleError(field, 'is required: choose a user from the list or enter their ID');
	return id;
}

/**
 * The fields of a collection (`collection` names it in messages; '' for top-level fields) as the
 * item's attributes in a create or update body.
 */
export function readItemAttributes(fields: IDataObject, collection: string): IDataObject {
	const label = (name: string) => (collection ? `${collection} › ${name}` : name);
	const body: IDataObject = {};
	for (const [name, shown, max] of TEXTS) {
		if (name in fields)
			body[name] = readAttributeText(label(shown), fields[name], max, name === 'title');
	}
	for (const [name, shown, hint] of GUIDS) {
		if (name in fields) body[name] = readGuid(label(shown), fields[name], hint);
	}
	for (const [name, shown] of USERS) {
		if (!(name in fields)) continue;
		body[name] = readUser(label(shown), fields[name]);
		body[`${name}Type`] = '1';
	}
	if ('priority' in fields) body.priority = fields.priority;
	if ('dueDate' in fields) body.dueDate = readDay(label('Due Date'), fields.dueDate) ?? null;
	if ('requiredOnJobDate' in fields) {
		body.requiredOnJobDate =
			readDay(label('Required On Job Date'), fields.requiredOnJobDate) ?? null;
	}
	return body;
}
