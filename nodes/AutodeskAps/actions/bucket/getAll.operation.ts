import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';

import { collectOss } from '../../../shared/ossList';
import { forOperation, readGetMany } from '../common';
import { regionOption } from './fields';

const properties: INodeProperties[] = [
	{
		displayName: 'Return All',
		name: 'returnAll',
		type: 'boolean',
		default: false,
		description: 'Whether to return all results or only up to a given limit',
	},
	{
		displayName: 'Limit',
		name: 'limit',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 50,
		description: 'Max number of results to return',
		displayOptions: { show: { returnAll: [false] } },
	},
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		options: [regionOption],
	},
];

export const description = forOperation('bucket', 'getAll', properties);

export async function execute(
	this: IExecuteFunctions,
	itemIndex: number,
): Promise<INodeExecutionData[]> {
	const { limit, filters } = readGetMany(this, itemIndex);
	const buckets = await collectOss(
		this,
		{
			method: 'GET',
			url: '/oss/v2/buckets',
			operation: 'Get many buckets',
			query: { region: filters.region as string | undefined },
		},
		limit,
	);
	return buckets.map((bucket: IDataObject) => ({ json: bucket }));
}
