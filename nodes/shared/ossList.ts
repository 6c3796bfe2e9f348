import type { IDataObject } from 'n8n-workflow';

import { apsRequest } from './transport';
import type { ApsFunctions, ApsRequest, ApsResponse } from './types';

/** An OSS list page: `items`, and `next` (an absolute URL) while more follow. */
interface OssPage {
	items?: IDataObject[];
	next?: string;
}

/** OSS's largest page. */
export const MAX_OSS_PAGE = 100;

/**
 * Every item of an OSS list (buckets, objects), or the first `limit`, following `next` and
 * fetching no page more than needed. Pages are asked for as large as the limit needs.
 */
export async function collectOss(
	context: ApsFunctions,
	first: ApsRequest,
	limit?: number,
): Promise<IDataObject[]> {
	const results: IDataObject[] = [];
	const pageSize = Math.min(MAX_OSS_PAGE, limit ?? MAX_OSS_PAGE);
	let request: ApsRequest | undefined = { ...first, query: { ...first.query, limit: pageSize } };
	while (request) {
		const response: ApsResponse<OssPage> = await apsRequest<OssPage>(context, request);
		for (const item of response.body?.items ?? []) {
			results.push(item);
			if (limit !== undefined && results.length >= limit) return results;
		}
		const next: string | undefined = response.body?.next;
		request = next ? { ...first, url: next, query: undefined } : undefined;
	}
	return results;
}
