import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import type { AdminCallOptions } from '../../services/accountAdmin';
import { adminAccountId, adminProjectId, checkedAdminUserId } from '../../services/accountAdmin';
import { isGuid } from '../../shared/hubIds';
import { InputRuleError } from '../../shared/inputRules';
import { show } from '../../shared/jsonField';
import { REGION_OPTIONS, readRegion } from '../../shared/regions';
import { hubLocator, locatorId, locatorValue, readLocator } from '../../framework/fields/locators';

/** What the resources of the Account Admin node share: the account, the project, the options. */

/** The account: the hub of the Construction Cloud account (its ID with or without `b.`). */
export const accountProperty: INodeProperties = {
	...hubLocator(true),
	displayName: 'Account',
	description:
		'The Construction Cloud account: its hub, from the list, or its ID with or without "b." (the Admin API takes it without)',
};

/** The Account where it only feeds the project list (a project is named by its own ID). */
const accountForList: INodeProperties = {
	...accountProperty,
	required: false,
	description: 'Only feeds the Project list: leave it empty when the project is given by ID',
};

/** The project, listed from the account's projects by the Admin API. */
const adminProjectProperty: INodeProperties = {
	displayName: 'Project',
	name: 'projectId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description:
		'The Construction Cloud project, from the list of the account\'s projects, or its ID with or without "b."',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchAccountProjects', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: 'b.4a5b6c7d-1e2f-4a3b-8c4d-5e6f7a8b9c01',
		},
	],
};

/** Act As User ID (the `User-Id` header) and Region, the Options of every operation. */
export const adminOptions: INodeProperties = {
	displayName: 'Options',
	name: 'options',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Act As User ID',
			name: 'userId',
			type: 'string',
			default: '',
			description:
				'With a two-legged (Client Credentials) credential: the account admin to act for, by their Autodesk ID or ACC ID, sent as the User-ID header on every change (the Admin API takes none on reads)',
		},
		{
			displayName: 'Region',
			name: 'region',
			type: 'options',
			options: REGION_OPTIONS,
			default: 'US',
			description: 'The data center of the account (sent as the Region header)',
		},
	],
};

/** The account GUID of the Account field. */
export function readAccount(context: IExecuteFunctions, itemIndex: number): string {
	return adminAccountId(readLocator(context, 'hub', itemIndex));
}

/** The project GUID of the Project field. */
function readAdminProject(context: IExecuteFunctions, itemIndex: number): string {
	return adminProjectId(locatorId(context.getNodeParameter('projectId', itemIndex), 'project'));
}

/** Act As User ID and Region of the Options. */
export function readAdminOptions(context: IExecuteFunctions, itemIndex: number): AdminCallOptions {
	const options = context.getNodeParameter('options', itemIndex, {}) as IDataObject;
	return { userId: checkedAdminUserId(options.userId), region: readRegion(options) };
}

/** The Account (feeding the Project list) and the Project of an operation on one project. */
export const projectTargetProperties: INodeProperties[] = [accountForList, adminProjectProperty];

/** The project GUID and the Options of an operation on one project. */
export function readProjectTarget(
	context: IExecuteFunctions,
	itemIndex: number,
): { projectId: string; options: AdminCallOptions } {
	return {
		projectId: readAdminProject(context, itemIndex),
		options: readAdminOptions(context, itemIndex),
	};
}

/** The account GUID and the Options of an operation on the account's directory. */
export function readAccountTarget(
	context: IExecuteFunctions,
	itemIndex: number,
): { accountId: string; options: AdminCallOptions } {
	return {
		accountId: readAccount(context, itemIndex),
		options: readAdminOptions(context, itemIndex),
	};
}

/** A text field of the account directory: trimmed, at most 255 characters ("Max length: 255"). */
export function checkedText(field: string, value: unknown): string | undefined {
	const text = typeof value === 'string' ? value.trim() : value === undefined ? '' : String(value);
	if (!text) return undefined;
	if (text.length > 255) {
		throw new InputRuleError(field, `must be at most 255 characters; got ${text.length}`);
	}
	return text;
}

/** The text fields of a collection (by parameter name), as the payload's keys name them. */
export function collectionPayload(
	values: IDataObject,
	fields: ReadonlyArray<{ name: string; displayName: string; key: string }>,
	collection: string,
): IDataObject {
	const payload: IDataObject = {};
	for (const { name, displayName, key } of fields) {
		const text = checkedText(`${collection} › ${displayName}`, values[name]);
		if (text !== undefined) payload[key] = text;
	}
	return payload;
}

/** A company of the account: from the list of its companies, or by ID. */
export function companyLocator(base: Partial<INodeProperties>): INodeProperties {
	return {
		displayName: 'Company',
		name: 'companyId',
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		description: 'A company of the account, from the list or by its ID (a UUID)',
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: 'searchAccountCompanies', searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d01',
			},
		],
		...base,
	};
}

/** A directory ID (a user or company of the account): a UUID, checked before anything is sent. */
export function checkedDirectoryId(field: string, value: unknown, where: string): string {
	const raw = locatorValue(value);
	const id = typeof raw === 'string' ? raw.trim() : '';
	if (!isGuid(id)) {
		throw new InputRuleError(field, `must be an ID (a UUID); got ${show(raw)}`, where);
	}
	return id.toLowerCase();
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The Email field (Project User, Account User): an address of at most 255 characters. */
export function readEmail(context: IExecuteFunctions, itemIndex: number): string {
	const value = context.getNodeParameter('email', itemIndex, '') as unknown;
	const email = typeof value === 'string' ? value.trim() : '';
	if (!EMAIL.test(email) || email.length > 255) {
		throw new InputRuleError(
			'Email',
			`must be an email address of at most 255 characters; got ${show(value)}`,
		);
	}
	return email;
}

/** A directory ID field of an item (User ID, Company), checked: a UUID. */
export function readDirectoryId(
	context: IExecuteFunctions,
	itemIndex: number,
	parameter: string,
	field: string,
	where: string,
): string {
	return checkedDirectoryId(field, context.getNodeParameter(parameter, itemIndex, ''), where);
}
