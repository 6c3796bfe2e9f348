import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { ossNext } from '../../../shared/paging/ossNext';
import { collect } from '../../../shared/paging/pager';
import { readRegion } from '../../../shared/regions';
import { forOperation, getManyProperties, readGetMany } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import { regionOption } from './fields';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import { BUCKET_ADVICE, OSS_BUCKETS } from '../../../services/oss';

const properties: INodeProperties[] = getManyProperties([regionOption]);

export const description = forOperation('bucket', 'getAll', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { limit, filters } = readGetMany(this, itemIndex);
	const buckets = await collect<IDataObject>(
		this,
		ossNext,
		{
			method: 'GET',
			url: OSS_BUCKETS,
			operation: 'Get many buckets',
			advice: BUCKET_ADVICE,
			query: { region: readRegion(filters) },
		},
		{ limit },
	);
	return buckets.map((bucket: IDataObject) => ({ json: bucket }));
};

export const tool: OperationTool = {
	description:
		"List the app's own storage buckets (OSS). " +
		LIMIT +
		'. Returns per bucket: bucketKey, createdDate, policyKey (transient, temporary or persistent). Next: Object > Get Many with a bucketKey.',
};
