import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { ossNext } from '../../shared/paging/ossNext';
import { onePage } from '../../shared/paging/pager';
import { matches, serviceLink } from './searchContext';
import { OSS_BUCKETS } from '../../services/oss';

interface Bucket {
	bucketKey: string;
	policyKey?: string;
}

/** The app's buckets, a page (100) at a time; the next page's URL is the pagination token. */
export async function searchBuckets(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const page = await onePage<Bucket>(this, ossNext, {
		method: 'GET',
		url: paginationToken ? await serviceLink(this, paginationToken) : OSS_BUCKETS,
		query: paginationToken ? undefined : { limit: 100 },
		operation: 'List buckets',
	});
	const results = page.data
		.filter((bucket) => matches(filter, bucket.bucketKey))
		.map((bucket) => ({ name: bucket.bucketKey, value: bucket.bucketKey }));
	return { results, paginationToken: page.next?.url };
}
