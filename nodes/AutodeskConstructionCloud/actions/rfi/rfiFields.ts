import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { listValues } from '../../../shared/listValues';
import { readDay } from '../dates';
import { RFI_STATUS_OPTIONS } from '../../../services/rfis';
import { readGuid } from '../fieldValues';
import { PRIORITY_OPTIONS } from '../listFields';
import { IMPACT_OPTIONS } from './values';

/** Assigned To: the project's users by name, from the Account Admin API. */
export const assigneesProperty: INodeProperties = {
	displayName: 'Assigned To Names or IDs',
	name: 'assignedTo',
	type: 'multiOptions',
	typeOptions: { loadOptionsMethod: 'getRfiAssignees', loadOptionsDependsOn: ['projectId.value'] },
	default: [],
	description:
		'The users who answer the RFI (the list needs the account:read scope). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

/** The attributes of an RFI that Create's Additional Fields and Update's Update Fields share. */
const attributeFields: INodeProperties[] = [
	assigneesProperty,
	{
		displayName: 'Cost Impact',
		name: 'costImpact',
		type: 'options',
		options: IMPACT_OPTIONS,
		default: 'unknown',
	},
	{
		displayName: 'Due Date',
		name: 'dueDate',
		type: 'dateTime',
		default: '',
		description: 'The day an answer is due (its date is kept)',
	},
	{ displayName: 'Location', name: 'location', type: 'string', default: '' },
	{
		displayName: 'Priority',
		name: 'priority',
		type: 'options',
		options: PRIORITY_OPTIONS,
		default: 'normal',
	},
	{
		displayName: 'Question',
		name: 'question',
		type: 'string',
		typeOptions: { rows: 3 },
		default: '',
		description: 'What the RFI asks (at most 10,000 characters)',
	},
	{
		displayName: 'RFI Type',
		name: 'rfiType',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		description: "The RFI type (its workflow); by default the project's default type",
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: 'searchRfiTypes', searchable: true },
			},
			{ displayName: 'By ID', name: 'id', type: 'string' },
		],
	},
	{
		displayName: 'Schedule Impact',
		name: 'scheduleImpact',
		type: 'options',
		options: IMPACT_OPTIONS,
		default: 'unknown',
	},
	{
		displayName: 'Suggested Answer',
		name: 'suggestedAnswer',
		type: 'string',
		typeOptions: { rows: 2 },
		default: '',
	},
];

export const createFields: INodeProperties = {
	displayName: 'Additional Fields',
	name: 'additionalFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: attributeFields,
};

const statusField: INodeProperties = {
	displayName: 'Status',
	name: 'status',
	type: 'options',
	options: RFI_STATUS_OPTIONS,
	default: 'open',
	description:
		"The status to move the RFI to: one the project's workflow lets the caller's role reach from the RFI's status (RFI > Get shows them as permittedStatuses)",
};

export const updateFields: INodeProperties = {
	displayName: 'Update Fields',
	name: 'updateFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: [
		...attributeFields,
		statusField,
		{ displayName: 'Title', name: 'title', type: 'string', default: '' } as INodeProperties,
	].sort((a, b) => a.displayName.localeCompare(b.displayName)),
};

const MAX_TEXT = 10_000;
const TEXTS = ['question', 'suggestedAnswer', 'location'];
const CHOICES = ['priority', 'costImpact', 'scheduleImpact', 'status'];

/** The fields of a collection as the body's attributes; `collection` names it in messages. */
export function readRfiAttributes(fields: IDataObject, collection: string): IDataObject {
	const label = (name: string) => `${collection} › ${name}`;
	const body: IDataObject = {};
	if ('title' in fields) {
		const title = String(fields.title ?? '').trim();
		if (!title) throw new InputRuleError(label('Title'), 'must not be empty');
		body.title = title;
	}
	for (const name of TEXTS) {
		if (!(name in fields)) continue;
		const text = String(fields[name] ?? '');
		if (text.length > MAX_TEXT) {
			const shown =
				name === 'suggestedAnswer' ? 'Suggested Answer' : name[0].toUpperCase() + name.slice(1);
			throw new InputRuleError(
				label(shown),
				`must be at most ${MAX_TEXT} characters long; it has ${text.length}`,
			);
		}
		body[name] = text.trim() ? text : null;
	}
	for (const name of CHOICES) if (name in fields) body[name] = fields[name];
	if ('assignedTo' in fields) {
		body.assignedTo = listValues(fields.assignedTo).map((id) => ({ id, type: 'user' }));
	}
	if ('dueDate' in fields) body.dueDate = readDay(label('Due Date'), fields.dueDate) ?? null;
	if ('rfiType' in fields) {
		body.rfiTypeId = readGuid(
			label('RFI Type'),
			fields.rfiType,
			"RFI > Get Types lists the project's RFI types with their ids.",
		);
	}
	return body;
}
