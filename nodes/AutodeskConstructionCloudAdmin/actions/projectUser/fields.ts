import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { dotSegmentIn } from '../../../shared/url';
import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import { isGuid } from '../../../shared/hubIds';
import { locatorValue } from '../../../framework/fields/locators';
import { companyLocator } from '../adminFields';

/**
 * The fields of the Project User resource and their checks: a user by ID, by email, and what
 * the user gets in the project (company, roles, products with their access), as
 * `ProjectUserPayload` (`autodesk-platform-services/aps-sdk-openapi`
 * construction/accountadmin/accountadmin.yaml) takes them.
 */

/** The products a project user is given access to (`productKeys`), with their names in the web apps. */
const PRODUCTS: Array<[string, string]> = [
	['accountAdministration', 'Account Administration'],
	['autoSpecs', 'AutoSpecs'],
	['build', 'Build'],
	['buildingConnected', 'BuildingConnected'],
	['capitalPlanning', 'Capital Planning'],
	['cloudWorksharing', 'Cloud Worksharing'],
	['cost', 'Cost'],
	['designCollaboration', 'Design Collaboration'],
	['docs', 'Docs'],
	['financials', 'Financials'],
	['insight', 'Insight'],
	['modelCoordination', 'Model Coordination'],
	['projectAdministration', 'Project Administration'],
	['takeoff', 'Takeoff'],
	['workshopxr', 'Workshop XR'],
];
const ACCESS = ['administrator', 'member', 'none'] as const;

export const projectUserIdProperty: INodeProperties = {
	displayName: 'User',
	name: 'projectUserId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description:
		"The project's user: from the list of its users, or by their ACC ID or Autodesk ID, as Project User > Get Many gives them",
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchProjectUsers', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: '8f2e4a6c-1b3d-4e5f-9a7b-2c4d6e8f0a1b',
		},
	],
};

export const emailProperty: INodeProperties = {
	displayName: 'Email',
	name: 'email',
	type: 'string',
	placeholder: 'name@email.com',
	default: '',
	required: true,
	description:
		'The email address of the user; someone without an Autodesk account is invited and stays pending until they accept',
};

const companyProperty: INodeProperties = companyLocator({
	description:
		"The company the user represents in the project: from the account's companies, or its ID (a UUID)",
});

const rolesProperty: INodeProperties = {
	displayName: 'Role IDs',
	name: 'roleIds',
	type: 'string',
	default: '',
	description: "The IDs of the user's project roles, separated by commas",
};

const productsProperty: INodeProperties = {
	displayName: 'Products',
	name: 'products',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Product',
	default: {},
	description: 'The products the user may use in the project, each with its access level',
	options: [
		{
			displayName: 'Product',
			name: 'product',
			values: [
				{
					displayName: 'Product',
					name: 'key',
					type: 'options',
					options: PRODUCTS.map(([value, name]) => ({ name, value })),
					default: 'docs',
				},
				{
					displayName: 'Access',
					name: 'access',
					type: 'options',
					options: ACCESS.map((value) => ({
						name: value[0].toUpperCase() + value.slice(1),
						value,
					})),
					default: 'member',
				},
			],
		},
	],
};

/** Company, roles and products: what Add and Import give a user. */
export const accessProperties: INodeProperties[] = [
	productsProperty,
	companyProperty,
	rolesProperty,
];

/** The same, each one optional, for Update. */
export const updateFieldsProperty: INodeProperties = {
	displayName: 'Update Fields',
	name: 'updateFields',
	type: 'collection',
	placeholder: 'Add Field',
	default: {},
	options: [companyProperty, { ...productsProperty }, rolesProperty],
};

/** The User field: an ACC ID or an Autodesk ID, one path segment. */
export function readProjectUserId(context: IExecuteFunctions, itemIndex: number): string {
	const value = locatorValue(context.getNodeParameter('projectUserId', itemIndex, ''));
	const id = typeof value === 'string' ? value.trim() : '';
	if (!id || /\s/.test(id) || dotSegmentIn(id) || id.includes('/')) {
		throw new InputRuleError(
			'User',
			`must be the user's ACC ID or Autodesk ID; got ${show(value)}`,
			"Project User > Get Many gives each user's id and autodeskId.",
		);
	}
	return id;
}

type Access = { companyId?: string; roleIds?: string[]; products?: IDataObject[] };

function readProducts(value: unknown, field: string, required: boolean): IDataObject[] | undefined {
	const entries = Array.isArray(value) ? (value as IDataObject[]) : [];
	if (!entries.length) {
		if (!required) return undefined;
		throw new InputRuleError(
			field,
			'needs at least one product with its access: the Admin API asks each user for them',
			'Add a product, such as Docs with Member access.',
		);
	}
	const keys = PRODUCTS.map(([key]) => key);
	return entries.map((entry) => {
		if (!keys.includes(String(entry.key))) {
			throw new InputRuleError(
				field,
				`must name products among ${keys.join(', ')}; got ${show(entry.key)}`,
			);
		}
		if (!(ACCESS as readonly string[]).includes(String(entry.access))) {
			throw new InputRuleError(
				field,
				`must give each product an access of ${ACCESS.join(', ')}; got ${show(entry.access)}`,
			);
		}
		return { key: entry.key, access: entry.access };
	});
}

function readRoles(value: unknown, field: string): string[] | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	const ids = (Array.isArray(value) ? value.map(String) : String(value).split(','))
		.map((id) => id.trim())
		.filter(Boolean);
	const wrong = ids.find((id) => !isGuid(id));
	if (wrong !== undefined)
		throw new InputRuleError(
			field,
			`must be role IDs (UUIDs) separated by commas; got ${show(wrong)}`,
		);
	return ids.length ? ids : undefined;
}

function readCompany(raw: unknown, field: string): string | undefined {
	const value = locatorValue(raw);
	const id = typeof value === 'string' ? value.trim() : '';
	if (!id) return undefined;
	if (!isGuid(id))
		throw new InputRuleError(field, `must be a company ID (a UUID); got ${show(value)}`);
	return id;
}

/** Company ID, Role IDs and Products of Add and Import: at least one product. */
export function readAccess(context: IExecuteFunctions, itemIndex: number): Access {
	return withoutEmpty({
		products: readProducts(
			context.getNodeParameter('products.product', itemIndex, []),
			'Products',
			true,
		),
		companyId: readCompany(context.getNodeParameter('companyId', itemIndex, ''), 'Company'),
		roleIds: readRoles(context.getNodeParameter('roleIds', itemIndex, ''), 'Role IDs'),
	});
}

/** The Update Fields: at least one of them. */
export function readUpdateFields(context: IExecuteFunctions, itemIndex: number): Access {
	const fields = context.getNodeParameter('updateFields', itemIndex, {}) as IDataObject;
	const products = (fields.products as IDataObject | undefined)?.product;
	const access = withoutEmpty({
		products: readProducts(products, 'Update Fields › Products', false),
		companyId: readCompany(fields.companyId, 'Update Fields › Company'),
		roleIds: readRoles(fields.roleIds, 'Update Fields › Role IDs'),
	});
	if (!Object.keys(access).length) {
		throw InputRuleError.worded(
			'Update Fields',
			'Nothing to update: add Company, Role IDs or Products to Update Fields',
		);
	}
	return access;
}

function withoutEmpty(access: Access): Access {
	return Object.fromEntries(Object.entries(access).filter(([, value]) => value !== undefined));
}
