import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import { checkedText, collectionPayload, companyLocator, readDirectoryId } from '../adminFields';
import { TRADES } from './trades';

/**
 * The fields of the Company resource and their checks, as `CompanyPayload` and
 * `CompanyPatchPayload` (`autodesk-platform-services/aps-sdk-openapi`
 * construction/accountadmin/accountadmin.yaml) take them: a name and a trade, and the rest.
 */

export const companyIdProperty = companyLocator({ required: true });

export const nameProperty: INodeProperties = {
	displayName: 'Name',
	name: 'name',
	type: 'string',
	default: '',
	required: true,
	description: "The company's name, unique in the account",
};

const TRADE_OPTIONS = TRADES.map((trade) => ({ name: trade, value: trade }));

export const tradeProperty: INodeProperties = {
	displayName: 'Trade',
	name: 'trade',
	type: 'options',
	options: TRADE_OPTIONS,
	default: 'General Contractor',
	required: true,
	description: "The company's trade",
};

/** The optional text fields of `CompanyPayload`, by parameter name. */
const COMPANY_FIELDS = [
	{ name: 'addressLine1', displayName: 'Address Line 1', key: 'address_line_1' },
	{ name: 'addressLine2', displayName: 'Address Line 2', key: 'address_line_2' },
	{ name: 'city', displayName: 'City', key: 'city' },
	{ name: 'country', displayName: 'Country', key: 'country' },
	{ name: 'erpId', displayName: 'ERP ID', key: 'erp_id' },
	{ name: 'phone', displayName: 'Phone', key: 'phone' },
	{ name: 'postalCode', displayName: 'Postal Code', key: 'postal_code' },
	{ name: 'stateOrProvince', displayName: 'State or Province', key: 'state_or_province' },
	{ name: 'taxId', displayName: 'Tax ID', key: 'tax_id' },
	{ name: 'websiteUrl', displayName: 'Website URL', key: 'website_url' },
] as const;

const textOptions: INodeProperties[] = COMPANY_FIELDS.map(({ name, displayName }) => ({
	displayName,
	name,
	type: 'string' as const,
	default: '',
}));

export const companyFieldsProperty: INodeProperties = {
	displayName: 'Additional Fields',
	name: 'additionalFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: textOptions,
};

export const companyUpdateProperty: INodeProperties = {
	displayName: 'Update Fields',
	name: 'updateFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: [
		...textOptions,
		{ displayName: 'Name', name: 'name', type: 'string' as const, default: '' },
		{ ...tradeProperty, required: false },
	].sort((a, b) => a.displayName.localeCompare(b.displayName)),
};

function checkedTrade(field: string, value: unknown): string {
	if (!TRADES.includes(String(value))) {
		throw new InputRuleError(
			field,
			`must be one of the trades the account takes; got ${show(value)}`,
			'Choose the trade from the list.',
		);
	}
	return String(value);
}

/** Name, Trade and Additional Fields as `CompanyPayload` takes them (Create and Import). */
export function readCompanyPayload(context: IExecuteFunctions, itemIndex: number): IDataObject {
	const name = checkedText('Name', context.getNodeParameter('name', itemIndex, ''));
	if (name === undefined) {
		throw InputRuleError.worded('Name', 'Name is required: every company of the account has one');
	}
	const fields = context.getNodeParameter('additionalFields', itemIndex, {}) as IDataObject;
	return {
		name,
		trade: checkedTrade('Trade', context.getNodeParameter('trade', itemIndex, '')),
		...collectionPayload(fields, COMPANY_FIELDS, 'Additional Fields'),
	};
}

/** The Update Fields as `CompanyPatchPayload` takes them: at least one. */
export function readCompanyPatch(context: IExecuteFunctions, itemIndex: number): IDataObject {
	const fields = context.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const patch = collectionPayload(fields, COMPANY_FIELDS, 'Update Fields');
	const name = checkedText('Update Fields › Name', fields.name);
	if (name !== undefined) patch.name = name;
	if (fields.trade !== undefined) patch.trade = checkedTrade('Update Fields › Trade', fields.trade);
	if (!Object.keys(patch).length) {
		throw InputRuleError.worded('Update Fields', 'Nothing to update: add a field to Update Fields');
	}
	return patch;
}

/** The Company of Get and Update: a UUID. */
export function readCompanyId(context: IExecuteFunctions, itemIndex: number): string {
	return readDirectoryId(
		context,
		itemIndex,
		'companyId',
		'Company',
		"Company > Get Many gives each company's id.",
	);
}

/** Name, Trade and Additional Fields: what Create and Import ask of each company. */
export const companyPayloadProperties: INodeProperties[] = [
	nameProperty,
	tradeProperty,
	companyFieldsProperty,
];
