import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { DOT_SEGMENT_RULE, dotSegmentIn } from '../../../shared/url';
import { locatorValue } from '../../../framework/fields/locators';

/** The service account: picked from the app's accounts or typed. */
export const accountLocator: INodeProperties = {
	displayName: 'Service Account',
	name: 'serviceAccountId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description: 'A service account of the app (its serviceAccountId)',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchServiceAccounts', searchable: true },
		},
		{ displayName: 'By ID', name: 'id', type: 'string', placeholder: 'Z752CT5MKW2S9N7E' },
	],
};

/** A key of the chosen service account: picked from its keys or typed. */
export const keyLocator: INodeProperties = {
	displayName: 'Key',
	name: 'keyId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description: 'A key of the service account (its kid)',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchServiceAccountKeys' },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: '5de993f4-62b0-495a-a43a-b9896d6e9582',
		},
	],
};

/** The status an account or a key is set to (status in the OpenAPI file's PATCH bodies). */
export function statusField(of: 'service account' | 'key'): INodeProperties {
	return {
		displayName: 'Status',
		name: 'status',
		type: 'options',
		options: [
			{ name: 'Enabled', value: 'ENABLED', description: 'Its assertions get tokens again' },
			{
				name: 'Disabled',
				value: 'DISABLED',
				description: `Assertions ${of === 'key' ? 'signed with it' : 'of the service account'} are refused`,
			},
		],
		default: 'DISABLED',
	};
}

/** The value of a locator or a typed ID, checked: required, one path segment. */
function checkedId(raw: unknown, field: string, what: string): string {
	const value = locatorValue(raw);
	const id = String(value ?? '').trim();
	if (!id)
		throw new InputRuleError(field, `is required: choose one from the list or enter its ${what}`);
	if (dotSegmentIn(id))
		throw new InputRuleError(field, `${DOT_SEGMENT_RULE}; got ${JSON.stringify(id)}`);
	if (/[/?#\s]/.test(id)) {
		throw new InputRuleError(
			field,
			`must be a ${what} without "/", "?", "#" or spaces; got ${JSON.stringify(id)}`,
		);
	}
	return id;
}

/** The Service Account field's ID. */
export function readAccountId(context: IExecuteFunctions, itemIndex: number): string {
	return checkedId(
		context.getNodeParameter('serviceAccountId', itemIndex),
		'Service Account',
		'service account ID',
	);
}

/** The Key field's ID. */
export function readKeyId(context: IExecuteFunctions, itemIndex: number): string {
	return checkedId(context.getNodeParameter('keyId', itemIndex), 'Key', 'key ID');
}

/** The Status field's value, as the service takes it. */
export function readStatus(context: IExecuteFunctions, itemIndex: number): 'ENABLED' | 'DISABLED' {
	const status = String(context.getNodeParameter('status', itemIndex));
	if (status !== 'ENABLED' && status !== 'DISABLED') {
		throw new InputRuleError(
			'Status',
			`must be ENABLED or DISABLED; got ${JSON.stringify(status)}`,
		);
	}
	return status;
}

/** What an account's email is for, beside the account in an output item. */
export function withProjectAccess(account: IDataObject): IDataObject {
	if (typeof account.email !== 'string' || !account.email) return account;
	return {
		...account,
		projectAccess: `The service account sees only the projects its email was added to: add ${account.email} as a member of each project it should read or write (Autodesk Construction Cloud / BIM 360: the project's Members), with the permissions its workflows need.`,
	};
}
