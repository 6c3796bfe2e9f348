import type { PagingStyle } from './style';

/** An OSS list page (`autodesk-platform-services/aps-sdk-openapi`, oss/oss.yaml): `items`, and `next` (an absolute URL, with `startAt`) while more follow. */
interface OssPage<T> {
	items?: T[];
	next?: string;
}

/** OSS's largest page. */
export const MAX_OSS_PAGE = 100;

/**
 * OSS paging (buckets, objects): pages of `limit` items, at most MAX_OSS_PAGE; the next page is
 * the `next` URL, followed as it is. Records are of any type the caller names (`never` here).
 */
export const ossNext: PagingStyle<never> = {
	maxPageSize: MAX_OSS_PAGE,
	first: (request, pageSize) => ({ ...request, query: { ...request.query, limit: pageSize } }),
	read(body, request) {
		const page = body as OssPage<never> | undefined;
		return {
			records: page?.items ?? [],
			next: page?.next ? { ...request, url: page.next, query: undefined } : undefined,
		};
	},
};
