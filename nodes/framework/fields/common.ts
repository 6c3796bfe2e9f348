import type {
	IDataObject,
	IDisplayOptions,
	IExecuteFunctions,
	INodeProperties,
} from 'n8n-workflow';

import { InputRuleError } from '../../shared/inputRules';
import { show } from '../../shared/jsonField';

/** Shows each property only for this resource and operation (merged with its own display rules). */
export function forOperation(
	resource: string,
	operation: string,
	properties: INodeProperties[],
): INodeProperties[] {
	const show: IDisplayOptions['show'] = { resource: [resource], operation: [operation] };
	return properties.map((property) => ({
		...property,
		displayOptions: {
			...property.displayOptions,
			show: { ...show, ...property.displayOptions?.show },
		},
	}));
}

export const MAX_PAGE_LIMIT = 200;

const returnAllProperty: INodeProperties = {
	displayName: 'Return All',
	name: 'returnAll',
	type: 'boolean',
	default: false,
	description: 'Whether to return all results or only up to a given limit',
};

const limitProperty: INodeProperties = {
	displayName: 'Limit',
	name: 'limit',
	type: 'number',
	typeOptions: { minValue: 1 },
	default: 50,
	description: 'Max number of results to return',
	displayOptions: { show: { returnAll: [false] } },
};

/** Return All and Limit of a Get Many operation that takes no filters. */
export const returnAllAndLimit: INodeProperties[] = [returnAllProperty, limitProperty];

/** Return All, Limit and the Filters collection of a Get Many operation. */
export function getManyProperties(filters: INodeProperties[]): INodeProperties[] {
	return [
		...returnAllAndLimit,
		{
			displayName: 'Filters',
			name: 'filters',
			type: 'collection',
			placeholder: 'Add Filter',
			default: {},
			options: filters,
		},
	];
}

/** Return All, Limit and Filters as a Get Many operation uses them: no limit with Return All. */
export function readGetMany(
	context: IExecuteFunctions,
	itemIndex: number,
): { limit: number | undefined; filters: IDataObject } {
	const returnAll = context.getNodeParameter('returnAll', itemIndex) as boolean;
	const filters = context.getNodeParameter('filters', itemIndex, {}) as IDataObject;
	if (returnAll) return { limit: undefined, filters };
	const limit = context.getNodeParameter('limit', itemIndex) as unknown;
	if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1) {
		throw new InputRuleError(
			'Limit',
			`must be a whole number of 1 or more; got ${show(limit)}`,
			'To get every result, turn on Return All instead.',
		);
	}
	return { limit, filters };
}

export const simplifyProperty: INodeProperties = {
	displayName: 'Simplify',
	name: 'simplify',
	type: 'boolean',
	default: true,
	description:
		'Whether to return a flattened version of each resource (ID, type and attributes at the top level) instead of the raw JSON:API data',
};

/** The "act as user" option: in a two-legged context, x-user-id restricts the call to that user. */
const userIdOption: INodeProperties = {
	displayName: 'Act As User ID',
	name: 'userId',
	type: 'string',
	default: '',
	description:
		'Sent as the X-User-ID header. With a two-legged (Client Credentials) credential, make the call for this one user only. The user ID is the Autodesk ID of a member whom the account admin named for the app.',
};

/** The page size to ask for: no more than the limit needs, within the service's 1-200. */
export function pageLimit(limit: number | undefined): number {
	if (limit === undefined) return MAX_PAGE_LIMIT;
	return Math.min(MAX_PAGE_LIMIT, Math.max(1, limit));
}

export type ItemOptions = IDataObject & { userId?: string };

/** The Options collection of a data operation: Act As User ID plus the operation's own options. */
export function optionsCollection(extra: INodeProperties[] = []): INodeProperties {
	return {
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [userIdOption, ...extra],
	};
}

/** The x-user-id to send, if any. */
function actAsUser(options: ItemOptions): string | undefined {
	const userId = String(options.userId ?? '').trim();
	return userId || undefined;
}

/** The Options collection of a data operation and the x-user-id it asks for. */
export function readDataOptions<T extends ItemOptions = ItemOptions>(
	context: IExecuteFunctions,
	itemIndex: number,
): { options: T; userId: string | undefined } {
	const options = context.getNodeParameter('options', itemIndex, {}) as T;
	return { options, userId: actAsUser(options) };
}

/** Whether Simplify is on (it is by default). */
export function readSimplify(context: IExecuteFunctions, itemIndex: number): boolean {
	return context.getNodeParameter('simplify', itemIndex, true) as boolean;
}
