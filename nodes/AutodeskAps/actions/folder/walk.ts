import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { JsonApiResource } from '../../../shared/jsonapi';
import { linksNext } from '../../../shared/paging/linksNext';
import { pages } from '../../../shared/paging/pager';
import { MAX_PAGE_LIMIT } from '../../../framework/fields/common';
import { dataManagementPaths } from '../../../services/dataManagement';

export interface WalkOptions {
	/** 1: the folder's own contents; 2: also those of its subfolders; and so on. */
	maxDepth: number;
	includeHidden: boolean;
	userId?: string;
}

export interface WalkEntry {
	resource: JsonApiResource;
	/** The included resources of the page the entry came on (items' tip versions). */
	included: IDataObject[];
	/** Names from the walked folder down to the entry, the entry's own name last: "Design/Plan.pdf". */
	path: string;
	/** 1 for the walked folder's own contents. */
	depth: number;
}

/** A folder's or an item's name as the folder tree shows it. */
function nameOf(resource: JsonApiResource): string {
	const attributes = resource.attributes ?? {};
	return String(attributes.displayName ?? attributes.name ?? resource.id);
}

/**
 * Every folder and item below a folder, breadth-first: the folder's own contents, then those of
 * each subfolder in the order they were listed, down to `maxDepth` levels. One request per page
 * of each folder, one after another (the transport waits out a 429 and asks again). Stop
 * iterating to stop fetching.
 */
export async function* walkFolder(
	context: IExecuteFunctions,
	projectId: string,
	folderId: string,
	options: WalkOptions,
): AsyncGenerator<WalkEntry> {
	const queue: Array<{ folderId: string; path: string; depth: number }> = [
		{ folderId, path: '', depth: 1 },
	];
	for (let next = queue.shift(); next; next = queue.shift()) {
		const request = {
			method: 'GET' as const,
			url: dataManagementPaths.folderContents(projectId, next.folderId),
			operation: 'Get folder contents',
			query: {
				includeHidden: options.includeHidden || undefined,
				'page[limit]': MAX_PAGE_LIMIT,
			},
			userId: options.userId,
		};
		for await (const page of pages<JsonApiResource>(context, linksNext, request)) {
			for (const resource of page.data) {
				const path = next.path ? `${next.path}/${nameOf(resource)}` : nameOf(resource);
				if (resource.type === 'folders' && next.depth < options.maxDepth) {
					queue.push({ folderId: resource.id, path, depth: next.depth + 1 });
				}
				yield { resource, included: page.included, path, depth: next.depth };
			}
		}
	}
}
