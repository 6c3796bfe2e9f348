import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { jsonObjectField, show } from '../../../shared/jsonField';
import { listValues } from '../../../shared/listValues';
import { readDay } from '../dates';
import { ASSIGNEE_TYPE_OPTIONS, STATUS_OPTIONS } from './values';

/**
 * The attributes a caller sends to create or update an issue (`autodesk-platform-services/aps-sdk-openapi`
 * construction/issues/Issues.yaml, schema `IssuePayload`); anything else the service computes.
 */
export const PAYLOAD_ATTRIBUTES = [
	'title',
	'description',
	'snapshotUrn',
	'issueSubtypeId',
	'status',
	'assignedTo',
	'assignedToType',
	'dueDate',
	'startDate',
	'locationId',
	'locationDetails',
	'rootCauseId',
	'issueTemplateId',
	'published',
	'permittedActions',
	'watchers',
	'customAttributes',
	'gpsCoordinates',
];

export const ATTRIBUTES_JSON = 'Attributes (JSON)';

const subtypeOption: INodeProperties = {
	displayName: 'Issue Subtype Name or ID',
	name: 'issueSubtypeId',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getIssueSubtypes', loadOptionsDependsOn: ['projectId.value'] },
	default: '',
	description:
		'The subtype ("type" in the web apps); its type follows. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

export const statusProperty: INodeProperties = {
	displayName: 'Status',
	name: 'status',
	type: 'options',
	options: STATUS_OPTIONS,
	default: 'open',
	description:
		"The issue's status; which statuses a project uses, and which an issue may move to, Get My Permissions and the issue's permittedStatuses say",
};

/** The attribute fields of Create's Additional Fields and of Update's Update Fields. */
const attributeFields: INodeProperties[] = [
	{
		displayName: 'Assigned To Name or ID',
		name: 'assignedTo',
		type: 'options',
		typeOptions: {
			loadOptionsMethod: 'getIssueAssignees',
			loadOptionsDependsOn: ['projectId.value'],
		},
		default: '',
		description:
			'The user to assign (the list needs the account:read scope), or the Autodesk ID of a user, company or role (with Assigned To Type). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{
		displayName: 'Assigned To Type',
		name: 'assignedToType',
		type: 'options',
		options: ASSIGNEE_TYPE_OPTIONS,
		default: 'user',
		description: 'What Assigned To names',
	},
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
		description: 'The day the issue is due (the service keeps the date only)',
	},
	{
		displayName: 'Latitude',
		name: 'latitude',
		type: 'number',
		typeOptions: { minValue: -90, maxValue: 90, numberPrecision: 7 },
		default: 0,
		description: 'GPS latitude of the issue (with Longitude)',
	},
	{
		displayName: 'Location Details',
		name: 'locationDetails',
		type: 'string',
		default: '',
		description: 'Where the issue is, in words',
	},
	{
		displayName: 'Location ID',
		name: 'locationId',
		type: 'string',
		default: '',
		description: "The ID of a location of the project's location breakdown structure",
	},
	{
		displayName: 'Longitude',
		name: 'longitude',
		type: 'number',
		typeOptions: { minValue: -180, maxValue: 180, numberPrecision: 7 },
		default: 0,
		description: 'GPS longitude of the issue (with Latitude)',
	},
	{
		displayName: 'Published',
		name: 'published',
		type: 'boolean',
		default: true,
		description: 'Whether the issue is published (visible to the assignee)',
	},
	{
		displayName: 'Root Cause Name or ID',
		name: 'rootCauseId',
		type: 'options',
		typeOptions: {
			loadOptionsMethod: 'getIssueRootCauses',
			loadOptionsDependsOn: ['projectId.value'],
		},
		default: '',
		description:
			'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
	},
	{
		displayName: 'Start Date',
		name: 'startDate',
		type: 'dateTime',
		default: '',
		description: 'The day work on the issue starts (the service keeps the date only)',
	},
	{
		displayName: 'Watchers',
		name: 'watchers',
		type: 'string',
		default: '',
		description: 'Autodesk IDs of the members to keep informed (comma-separated)',
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

export const updateFields: INodeProperties = {
	displayName: 'Update Fields',
	name: 'updateFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: (
		[
			...attributeFields,
			{
				displayName: ATTRIBUTES_JSON,
				name: 'attributes',
				type: 'json',
				default: '{}',
				description: `The attributes to change as a JSON object, as Get gives them; only those the service lets a caller change: ${PAYLOAD_ATTRIBUTES.join(', ')}. The other fields override it.`,
			},
			{ ...statusProperty, default: 'open' },
			subtypeOption,
			{ displayName: 'Title', name: 'title', type: 'string', default: '' },
		] as INodeProperties[]
	).sort((a, b) => a.displayName.localeCompare(b.displayName)),
};

/** An Attributes (JSON) object holding only attributes the service lets a caller send. */
export function readAttributesJson(value: unknown): IDataObject {
	const attributes = jsonObjectField(value, ATTRIBUTES_JSON) ?? {};
	const refused = Object.keys(attributes).filter((key) => !PAYLOAD_ATTRIBUTES.includes(key));
	if (refused.length) {
		throw new InputRuleError(
			ATTRIBUTES_JSON,
			`may hold only the attributes the Issues API lets a caller change: remove ${refused.map((key) => `"${key}"`).join(', ')}`,
			`The service computes the others (id, displayId, issueTypeId, createdBy, closedAt...). It takes: ${PAYLOAD_ATTRIBUTES.join(', ')}.`,
		);
	}
	return attributes;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The IssuePayload attributes the collection's fields give (those added, and not empty), checked:
 * an assignee with its type, dates, GPS coordinates as a pair. `prefix` names the collection in messages.
 */
export function readAttributeFields(fields: IDataObject, prefix: string): IDataObject {
	const body: IDataObject = {};
	const label = (name: string) => `${prefix} › ${name}`;
	for (const name of [
		'title',
		'description',
		'locationId',
		'locationDetails',
		'rootCauseId',
		'issueSubtypeId',
		'status',
	]) {
		if (text(fields[name]))
			body[name] =
				name === 'description' || name === 'locationDetails' ? fields[name] : text(fields[name]);
	}
	if ('title' in fields && !text(fields.title)) {
		throw new InputRuleError(label('Title'), 'must not be empty');
	}
	if (text(fields.assignedTo)) {
		body.assignedTo = text(fields.assignedTo);
		body.assignedToType = fields.assignedToType ?? 'user';
	} else if ('assignedToType' in fields) {
		throw new InputRuleError(
			label('Assigned To Name or ID'),
			'is required with Assigned To Type: the service takes an assignee and its type together',
		);
	}
	for (const [name, shown] of [
		['dueDate', 'Due Date'],
		['startDate', 'Start Date'],
	]) {
		const date = readDay(label(shown), fields[name]);
		if (date) body[name] = date;
	}
	if (typeof fields.published === 'boolean') body.published = fields.published;
	if ('watchers' in fields) body.watchers = listValues(fields.watchers);
	const hasLatitude = 'latitude' in fields;
	if (hasLatitude !== 'longitude' in fields) {
		throw new InputRuleError(
			label(hasLatitude ? 'Longitude' : 'Latitude'),
			`is required with ${hasLatitude ? 'Latitude' : 'Longitude'}: GPS coordinates are a pair`,
		);
	}
	if (hasLatitude)
		body.gpsCoordinates = {
			latitude: coordinate(label('Latitude'), fields.latitude, 90),
			longitude: coordinate(label('Longitude'), fields.longitude, 180),
		};
	return body;
}

function coordinate(field: string, value: unknown, bound: number): number {
	if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > bound) {
		throw new InputRuleError(
			field,
			`must be a number from -${bound} to ${bound}; got ${show(value)}`,
		);
	}
	return value;
}
