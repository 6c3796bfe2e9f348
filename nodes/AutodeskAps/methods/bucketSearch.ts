import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { apsRequest } from '../../shared/transport';
import { matches, serviceLink } from './searchContext';
import { OSS_BUCKETS } from '../../services/oss';

interface BucketPage {
	items?: Array<{ bucketKey: string; policyKey?: string }>;
	next?: string;
}

/** The app's buckets, a page (100) at a time; the next page's URL is the pagination token. */
export async function searchBuckets(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const response = await apsRequest<BucketPage>(this, {
		method: 'GET',
		url: paginationToken ? await serviceLink(this, paginationToken) : OSS_BUCKETS,
		query: paginationToken ? undefined : { limit: 100 },
		operation: 'List buckets',
	});
	const results = (response.body.items ?? [])
		.filter((bucket) => matches(filter, bucket.bucketKey))
		.map((bucket) => ({ name: bucket.bucketKey, value: bucket.bucketKey }));
	return { results, paginationToken: response.body.next };
}
