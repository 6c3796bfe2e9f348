import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import { dotSegmentIn } from '../../../shared/url';
import { locatorValue } from '../../../framework/fields/locators';
import {
	checkedDirectoryId,
	checkedText,
	collectionPayload,
	companyLocator,
	readDirectoryId,
	readEmail,
} from '../adminFields';

/**
 * The fields of the Account User resource and their checks: a user of the account's member
 * directory by ID, and what `UserPayload` and `UserPatchPayload`
 * (`autodesk-platform-services/aps-sdk-openapi` construction/accountadmin/accountadmin.yaml)
 * take.
 */

export const accountUserIdProperty: INodeProperties = {
	displayName: 'User ID',
	name: 'accountUserId',
	type: 'string',
	default: '',
	required: true,
	placeholder: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b',
	description: "The user's ID in the account (a UUID), as Account User > Get Many gives it",
};

/** The user of Get Projects and Get Roles: the ACC ID or the Autodesk ID. */
export const anyUserIdProperty: INodeProperties = {
	...accountUserIdProperty,
	placeholder: '',
	description:
		"The user's ID in the account (id) or their Autodesk ID (uid), as Account User > Get Many gives them",
};

export const emailProperty: INodeProperties = {
	displayName: 'Email',
	name: 'email',
	type: 'string',
	placeholder: 'name@email.com',
	default: '',
	required: true,
	description:
		'The email address of the user; someone who has not signed in yet is pending until they do',
};

/** The optional fields of `UserPayload`, by parameter name. */
const USER_FIELDS = [
	{ name: 'firstName', displayName: 'First Name', key: 'first_name' },
	{ name: 'lastName', displayName: 'Last Name', key: 'last_name' },
	{ name: 'nickname', displayName: 'Nickname', key: 'nickname' },
	{ name: 'jobTitle', displayName: 'Job Title', key: 'job_title' },
	{ name: 'phone', displayName: 'Phone', key: 'phone' },
	{ name: 'industry', displayName: 'Industry', key: 'industry' },
	{ name: 'aboutMe', displayName: 'About Me', key: 'about_me' },
	{ name: 'addressLine1', displayName: 'Address Line 1', key: 'address_line_1' },
	{ name: 'addressLine2', displayName: 'Address Line 2', key: 'address_line_2' },
	{ name: 'city', displayName: 'City', key: 'city' },
	{ name: 'stateOrProvince', displayName: 'State or Province', key: 'state_or_province' },
	{ name: 'postalCode', displayName: 'Postal Code', key: 'postal_code' },
	{ name: 'country', displayName: 'Country', key: 'country' },
] as const;

const companyIdProperty = companyLocator({
	displayName: 'Company',
	description: "The user's default company in the account: from the list or by its ID (a UUID)",
});

export const userFieldsProperty: INodeProperties = {
	displayName: 'Additional Fields',
	name: 'additionalFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: [
		companyIdProperty,
		...USER_FIELDS.map(({ name, displayName }) => ({
			displayName,
			name,
			type: 'string' as const,
			default: '',
		})),
	].sort((a, b) => a.displayName.localeCompare(b.displayName)),
};

const STATUSES = ['active', 'inactive'];

export const userUpdateProperty: INodeProperties = {
	displayName: 'Update Fields',
	name: 'updateFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: [
		companyIdProperty,
		{
			displayName: 'Status',
			name: 'status',
			type: 'options',
			options: [
				{ name: 'Active', value: 'active' },
				{
					name: 'Inactive',
					value: 'inactive',
					description: 'The user can no longer sign in to the account',
				},
			],
			default: 'active',
		},
	],
};

const COMPANY_ADVICE = 'Company > Get Many gives the ID of each company of the account.';

/** Email and Additional Fields as `UserPayload` takes them (Create and Import). */
export function readUserPayload(context: IExecuteFunctions, itemIndex: number): IDataObject {
	const email = readEmail(context, itemIndex);
	const fields = context.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	const payload: IDataObject = {
		email,
		...collectionPayload(fields, USER_FIELDS, 'Additional Fields'),
	};
	if (checkedText('Additional Fields › Company', locatorValue(fields.companyId)) !== undefined) {
		payload.company_id = checkedDirectoryId(
			'Additional Fields › Company',
			fields.companyId,
			COMPANY_ADVICE,
		);
	}
	return payload;
}

/** The Update Fields as `UserPatchPayload` takes them: at least one. */
export function readUserPatch(context: IExecuteFunctions, itemIndex: number): IDataObject {
	const fields = context.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const patch: IDataObject = {};
	if (fields.status !== undefined) {
		if (!STATUSES.includes(String(fields.status))) {
			throw new InputRuleError(
				'Update Fields › Status',
				`must be active or inactive; got ${show(fields.status)}`,
			);
		}
		patch.status = fields.status;
	}
	if (checkedText('Update Fields › Company', locatorValue(fields.companyId)) !== undefined) {
		patch.company_id = checkedDirectoryId(
			'Update Fields › Company',
			fields.companyId,
			COMPANY_ADVICE,
		);
	}
	if (!Object.keys(patch).length) {
		throw InputRuleError.worded(
			'Update Fields',
			'Nothing to update: add Status or Company to Update Fields',
		);
	}
	return patch;
}

/** The User ID of Get and Update: the user's ID in the account, a UUID. */
export function readAccountUserId(context: IExecuteFunctions, itemIndex: number): string {
	return readDirectoryId(
		context,
		itemIndex,
		'accountUserId',
		'User ID',
		"Account User > Get Many gives each user's id.",
	);
}

/** The User ID of Get Projects and Get Roles: the ACC ID or the Autodesk ID, one path segment. */
export function readAnyUserId(context: IExecuteFunctions, itemIndex: number): string {
	const value = context.getNodeParameter('accountUserId', itemIndex, '') as unknown;
	const id = typeof value === 'string' ? value.trim() : '';
	if (!id || /\s/.test(id) || dotSegmentIn(id) || id.includes('/')) {
		throw new InputRuleError(
			'User ID',
			`must be the user's ID in the account or their Autodesk ID; got ${show(value)}`,
			"Account User > Get Many gives each user's id and uid (the Autodesk ID).",
		);
	}
	return id;
}

/** Email and Additional Fields: what Create and Import ask of each user. */
export const userPayloadProperties: INodeProperties[] = [emailProperty, userFieldsProperty];
