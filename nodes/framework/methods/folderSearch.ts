import type {
	ILoadOptionsFunctions,
	INodeListSearchItems,
	INodeListSearchResult,
} from 'n8n-workflow';
import { jsonParse, NodeOperationError } from 'n8n-workflow';

import type { JsonApiResource } from '../../shared/jsonapi';
import type { PagedBody } from '../../shared/paging/linksNext';
import { settled } from '../../shared/errors';
import { linksNext } from '../../shared/paging/linksNext';
import type { Page } from '../../shared/paging/pager';
import { onePage } from '../../shared/paging/pager';
import { apsRequest } from '../../shared/transport';
import { MAX_PAGE_LIMIT } from '../fields/common';
import { TARGET_HUB, TARGET_PROJECT } from '../fields/locators';
import { chosenId, isChosen, matches, pickerUserId, serviceLink } from './searchContext';
import { dataManagementPaths } from '../../services/dataManagement';

/** Contents requests per call, and the number of folders after which a call returns. */
const MAX_REQUESTS_PER_SEARCH = 10;
const ENOUGH_RESULTS = 50;

/** A folder whose subfolders are still to be listed; `next` continues a paged listing. */
interface Pending {
	id: string;
	path: string;
	next?: string;
}

type Collection = PagedBody<JsonApiResource>;

const isVisibleFolder = (resource: JsonApiResource) =>
	resource.type === 'folders' && resource.attributes?.hidden !== true;

/**
 * The folder tree of the chosen project, breadth first from the top folders, each folder named by
 * its path ("Project Files / Design"). A search reads a bounded number of pages; the folders still
 * to be read travel in the pagination token, so scrolling goes deeper.
 */
export async function searchFolders(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await foldersOf(this, { projectId: chosenId(this, 'project') }, filter, paginationToken);
}

/**
 * The folders of Item > Copy's Target Project (its hub: the Target Hub, else the one that holds
 * it), or of the Project when Target Project is empty.
 */
export async function searchTargetFolders(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const chosen = isChosen(this, 'project', TARGET_PROJECT);
	const where = chosen
		? { projectId: chosenId(this, 'project', TARGET_PROJECT), hubParameter: TARGET_HUB }
		: { projectId: chosenId(this, 'project') };
	return await foldersOf(this, where, filter, paginationToken);
}

async function foldersOf(
	context: ILoadOptionsFunctions,
	where: { projectId: string; hubParameter?: string },
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const { projectId } = where;
	const userId = pickerUserId(context);
	const results: INodeListSearchItems[] = [];
	const found = (folder: JsonApiResource, path: string, pending: Pending[]) => {
		pending.push({ id: folder.id, path });
		if (matches(filter, path)) {
			results.push({ name: path, value: folder.id, url: folder.links?.webView?.href });
		}
	};

	const pending: Pending[] = paginationToken ? readToken(paginationToken) : [];
	if (!paginationToken) {
		const hubId = await projectHub(context, projectId, userId, where.hubParameter);
		const top = await apsRequest<Collection>(context, {
			method: 'GET',
			url: dataManagementPaths.topFolders(hubId, projectId),
			operation: 'List top folders',
			userId,
		});
		for (const folder of (top.body.data ?? []).filter(isVisibleFolder)) {
			found(folder, String(folder.attributes?.name ?? folder.id), pending);
		}
	}

	for (let requests = 0; pending.length && requests < MAX_REQUESTS_PER_SEARCH; requests++) {
		if (results.length >= ENOUGH_RESULTS) break;
		const current = pending[0];
		let page: Page<JsonApiResource> | undefined;
		try {
			page = await onePage<JsonApiResource>(context, linksNext, {
				method: 'GET',
				url: current.next
					? await serviceLink(context, current.next)
					: dataManagementPaths.folderContents(projectId, current.id),
				query: current.next
					? undefined
					: { 'filter[type]': 'folders', 'page[limit]': MAX_PAGE_LIMIT },
				operation: 'List subfolders',
				userId,
			});
		} catch {
			// A folder the user cannot open: its subtree is left out, the rest is still listed.
		}
		for (const folder of (page?.data ?? []).filter(isVisibleFolder)) {
			found(folder, `${current.path} / ${String(folder.attributes?.name ?? folder.id)}`, pending);
		}
		const next = page?.next?.url;
		if (next) current.next = next;
		else pending.shift();
	}
	return { results, paginationToken: pending.length ? JSON.stringify(pending) : undefined };
}

/**
 * The chosen hub, or, when Hub is empty, the hub among those the credential sees that holds the
 * project (the top folders are read through the project's hub).
 */
async function projectHub(
	context: ILoadOptionsFunctions,
	projectId: string,
	userId: string | undefined,
	hubParameter?: string,
): Promise<string> {
	if (isChosen(context, 'hub', hubParameter)) return chosenId(context, 'hub', hubParameter);
	const hubs = await apsRequest<Collection>(context, {
		method: 'GET',
		url: dataManagementPaths.hubs(),
		operation: 'List hubs',
		userId,
	});
	for (const hub of hubs.body.data ?? []) {
		const project = await settled(
			apsRequest(context, {
				method: 'GET',
				url: dataManagementPaths.project(hub.id, projectId),
				operation: 'Find the project',
				userId,
			}),
		);
		if (project.ok) return hub.id;
	}
	throw new NodeOperationError(
		context.getNode(),
		`No hub this credential sees holds project ${projectId}`,
		{ description: 'Choose the Hub, or check the Project and Act As User ID.' },
	);
}

function readToken(token: string): Pending[] {
	const parsed = jsonParse<unknown>(token, { fallbackValue: [] });
	return Array.isArray(parsed) ? (parsed as Pending[]) : [];
}
