import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { adminProjectId } from '../../../services/accountAdmin';
import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import {
	classificationOptions,
	CLASSIFICATIONS,
	checkedChoices,
	checkedDate,
	checkedText,
	collection,
} from './fields';

/**
 * The body of POST accounts/{accountId}/projects (`ProjectPayload`,
 * `autodesk-platform-services/aps-sdk-openapi` construction/accountadmin/accountadmin.yaml):
 * name and type required; the other fields and the template from Project Fields.
 */

const text = (displayName: string, name: string, description: string): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	description,
});

export const projectFieldsProperty: INodeProperties = {
	displayName: 'Project Fields',
	name: 'projectFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: [
		text('Address Line 1', 'addressLine1', 'At most 255 characters'),
		text('Address Line 2', 'addressLine2', 'At most 255 characters'),
		text('City', 'city', 'The city of the project'),
		{
			displayName: 'Classification',
			name: 'classification',
			type: 'options',
			options: classificationOptions,
			default: 'production',
			description: "The project's purpose; Template makes it a project template",
		},
		text('Country', 'country', 'A country name or its ISO 3166-1 alpha-2 code (US, DE...)'),
		{
			displayName: 'End Date',
			name: 'endDate',
			type: 'dateTime',
			default: '',
			description: 'The estimated end date',
		},
		{
			displayName: 'Include Companies',
			name: 'includeCompanies',
			type: 'boolean',
			default: false,
			description: "Whether to copy the template's companies (with Template Project)",
		},
		{
			displayName: 'Include Locations',
			name: 'includeLocations',
			type: 'boolean',
			default: false,
			description: "Whether to copy the template's locations (with Template Project)",
		},
		text('Job Number', 'jobNumber', 'Your own identifier of the project, at most 100 characters'),
		text('Postal Code', 'postalCode', 'The zip or postal code'),
		{
			displayName: 'Start Date',
			name: 'startDate',
			type: 'dateTime',
			default: '',
			description: 'The estimated start date',
		},
		text('State or Province', 'stateOrProvince', 'A name or ISO 3166-2 code of the country given'),
		{
			displayName: 'Template Project',
			name: 'templateProjectId',
			type: 'string',
			default: '',
			placeholder: '4a5b6c7d-1e2f-4a3b-8c4d-5e6f7a8b9c01',
			description:
				'A project template of the account (Project > Get Many with Classification Template), with or without "b.": its products and settings are copied',
		},
		text(
			'Time Zone',
			'timezone',
			'An IANA time zone the Admin API knows, such as America/New_York or Europe/London',
		),
	],
};

const LIMITS: Record<string, [string, number]> = {
	jobNumber: ['Job Number', 100],
	addressLine1: ['Address Line 1', 255],
	addressLine2: ['Address Line 2', 255],
	city: ['City', 255],
	stateOrProvince: ['State or Province', 255],
	postalCode: ['Postal Code', 255],
	country: ['Country', 255],
	timezone: ['Time Zone', 255],
};

/** Name, Type and Project Fields as the body, every field checked before anything is sent. */
export function projectBody(context: IExecuteFunctions, itemIndex: number): IDataObject {
	const name = checkedText('Name', context.getNodeParameter('name', itemIndex, ''), 255);
	if (!name) throw new InputRuleError('Name', 'is required: the new project needs a name');
	const type = checkedText('Type', context.getNodeParameter('type', itemIndex, ''), 255);
	if (!type) {
		throw new InputRuleError(
			'Type',
			'is required: the Admin API asks every new project for its type',
			'Enter a type as the web apps name it, such as Office.',
		);
	}
	const fields = collection(context.getNodeParameter('projectFields', itemIndex, {}));
	const body: IDataObject = { name, type };
	for (const [key, [label, max]] of Object.entries(LIMITS)) {
		const value = checkedText(`Project Fields › ${label}`, fields[key], max);
		if (value) body[key] = value;
	}
	const startDate = checkedDate('Project Fields › Start Date', fields.startDate, true);
	const endDate = checkedDate('Project Fields › End Date', fields.endDate, true);
	if (startDate && endDate && endDate < startDate) {
		throw new InputRuleError(
			'Project Fields › End Date',
			`must not be before the Start Date (${startDate}); got ${show(endDate)}`,
		);
	}
	if (startDate) body.startDate = startDate;
	if (endDate) body.endDate = endDate;
	const [classification] = checkedChoices(
		'Project Fields › Classification',
		fields.classification,
		CLASSIFICATIONS,
	);
	if (classification) body.classification = classification;
	const template = templateOf(fields);
	if (template) body.template = template;
	return body;
}

function templateOf(fields: IDataObject): IDataObject | undefined {
	const raw = String(fields.templateProjectId ?? '').trim();
	const copies = fields.includeCompanies !== undefined || fields.includeLocations !== undefined;
	if (!raw) {
		if (!copies) return undefined;
		throw new InputRuleError(
			'Project Fields › Include Companies',
			'and Include Locations copy from a template: add Template Project too',
		);
	}
	const projectId = adminProjectId(raw);
	const field: IDataObject = {};
	if (fields.includeCompanies !== undefined)
		field.includeCompanies = Boolean(fields.includeCompanies);
	if (fields.includeLocations !== undefined)
		field.includeLocations = Boolean(fields.includeLocations);
	return Object.keys(field).length ? { projectId, options: { field } } : { projectId };
}
