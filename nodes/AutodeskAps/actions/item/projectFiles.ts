import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { hasApiStatus, settled } from '../../../shared/errors';
import type { JsonApiResource } from '../../../shared/jsonapi';
import { jsonApiDocument } from '../../../shared/jsonapi';
import { linksNext } from '../../../shared/paging/linksNext';
import { pages } from '../../../shared/paging/pager';
import type { StoredObject } from '../../../services/ossTransfer';
import { storedObjectOf } from '../../../services/ossTransfer';
import { apsRequest } from '../../../shared/transport';
import { MAX_PAGE_LIMIT } from '../../../framework/fields/common';
import { dataManagementPaths, isDocumentManagementProject } from '../../../services/dataManagement';

/**
 * The Data Management side of files in a project folder: the storage location a file is uploaded
 * to, the item with its first version, a new version of an item, and finding a file by name.
 */

const vendorOf = (projectId: string) =>
	isDocumentManagementProject(projectId) ? 'autodesk.bim360' : 'autodesk.core';

export interface FileCall {
	projectId: string;
	userId?: string;
	/** For messages: "Copy file"; "Upload file" when not given. */
	label?: string;
}

const labelOf = (call: FileCall) => call.label ?? 'Upload file';

/** A storage location (an object id in wip.dm.prod) for a new item in a folder or a new version of an item. */
export async function createStorage(
	context: IExecuteFunctions,
	call: FileCall,
	name: string,
	target: { type: 'folders' | 'items'; id: string },
): Promise<string> {
	const response = await apsRequest<{ data: { id: string } }>(context, {
		method: 'POST',
		url: dataManagementPaths.storage(call.projectId),
		operation: `${labelOf(call)}: create the storage location`,
		body: jsonApiDocument({
			type: 'objects',
			attributes: { name },
			relationships: { target: { data: target } },
		}),
		bodyType: 'jsonapi',
		userId: call.userId,
	});
	return response.body.data.id;
}

/**
 * A storage location for a new item in the folder, or for a new version of `existing`, with the
 * OSS object it names; an error when the service answers an id the node cannot read.
 */
export async function createStoredObject(
	context: IExecuteFunctions,
	call: FileCall,
	place: { folderId: string; name: string; existing?: JsonApiResource; itemIndex: number },
): Promise<{ storageId: string; object: StoredObject }> {
	const { existing } = place;
	const storageId = await createStorage(
		context,
		call,
		place.name,
		existing ? { type: 'items', id: existing.id } : { type: 'folders', id: place.folderId },
	);
	const object = storedObjectOf(storageId);
	if (!object) {
		throw new NodeOperationError(
			context.getNode(),
			`${labelOf(call)} failed: the service answered a storage location the node cannot read: "${storageId}"`,
			{ itemIndex: place.itemIndex },
		);
	}
	return { storageId, object };
}

export interface CreatedFile {
	item: JsonApiResource;
	version: JsonApiResource;
}

/** The item with its first version on the uploaded storage object. */
export async function createItem(
	context: IExecuteFunctions,
	call: FileCall,
	folderId: string,
	name: string,
	storageId: string,
): Promise<CreatedFile> {
	const vendor = vendorOf(call.projectId);
	const response = await apsRequest<{ data: JsonApiResource; included?: IDataObject[] }>(context, {
		method: 'POST',
		url: dataManagementPaths.items(call.projectId),
		operation: `${labelOf(call)}: create the item`,
		body: {
			...jsonApiDocument({
				type: 'items',
				attributes: {
					displayName: name,
					extension: { type: `items:${vendor}:File`, version: '1.0' },
				},
				relationships: {
					tip: { data: { type: 'versions', id: '1' } },
					parent: { data: { type: 'folders', id: folderId } },
				},
			}),
			included: [
				{
					type: 'versions',
					id: '1',
					attributes: { name, extension: { type: `versions:${vendor}:File`, version: '1.0' } },
					relationships: { storage: { data: { type: 'objects', id: storageId } } },
				},
			],
		},
		bodyType: 'jsonapi',
		userId: call.userId,
	});
	const { data, included = [] } = response.body;
	const version = (included as JsonApiResource[]).find((entry) => entry.type === 'versions');
	return { item: data, version: version ?? (await related(context, call, data.id, 'tip')) };
}

/** A new tip version of an item on the uploaded storage object. */
export async function createVersion(
	context: IExecuteFunctions,
	call: FileCall,
	itemId: string,
	name: string,
	storageId: string,
): Promise<CreatedFile> {
	const response = await apsRequest<{ data: JsonApiResource; included?: IDataObject[] }>(context, {
		method: 'POST',
		url: dataManagementPaths.versions(call.projectId),
		operation: `${labelOf(call)}: create the version`,
		body: jsonApiDocument({
			type: 'versions',
			attributes: {
				name,
				extension: { type: `versions:${vendorOf(call.projectId)}:File`, version: '1.0' },
			},
			relationships: {
				item: { data: { type: 'items', id: itemId } },
				storage: { data: { type: 'objects', id: storageId } },
			},
		}),
		bodyType: 'jsonapi',
		userId: call.userId,
	});
	const { data, included = [] } = response.body;
	const item = (included as JsonApiResource[]).find((entry) => entry.type === 'items');
	return { item: item ?? (await related(context, call, itemId, '')), version: data };
}

/**
 * The uploaded storage object as a file of the folder: a new version of `existing`, else a new
 * item; when another run put a file of this name there meanwhile (409), its new version if
 * If the File Exists is Add a New Version.
 */
export async function addStoredFile(
	context: IExecuteFunctions,
	call: FileCall,
	place: {
		folderId: string;
		name: string;
		storageId: string;
		existing?: JsonApiResource;
		ifExists: 'addVersion' | 'fail';
	},
): Promise<CreatedFile & { newItem: boolean }> {
	const { folderId, name, storageId, existing } = place;
	if (existing) {
		return {
			...(await createVersion(context, call, existing.id, name, storageId)),
			newItem: false,
		};
	}
	const attempt = await settled(createItem(context, call, folderId, name, storageId));
	if (attempt.ok) return { ...attempt.value, newItem: true };
	const other =
		hasApiStatus(attempt.error, 409) && place.ifExists === 'addVersion'
			? await findFileByName(context, call, folderId, name, labelOf(call))
			: undefined;
	if (!other) throw attempt.error;
	return { ...(await createVersion(context, call, other.id, name, storageId)), newItem: false };
}

/** The item itself ('') or its tip version ('tip'), when an answer did not include it. */
async function related(
	context: IExecuteFunctions,
	call: FileCall,
	itemId: string,
	what: '' | 'tip',
): Promise<JsonApiResource> {
	const response = await apsRequest<{ data: JsonApiResource }>(context, {
		method: 'GET',
		url: what
			? dataManagementPaths.itemTip(call.projectId, itemId)
			: dataManagementPaths.item(call.projectId, itemId),
		operation: `${labelOf(call)}: ${what ? 'get the new version' : 'get the item'}`,
		userId: call.userId,
	});
	return response.body.data;
}

/**
 * The file (item) of this name in the folder, if there is one. Names are compared without regard
 * to case, as the service does when it refuses a second file of the same name.
 */
export async function findFileByName(
	context: IExecuteFunctions,
	call: FileCall,
	folderId: string,
	name: string,
	label = 'Upload file',
): Promise<JsonApiResource | undefined> {
	const wanted = name.toLowerCase();
	const listing = pages<JsonApiResource>(context, linksNext, {
		method: 'GET',
		url: dataManagementPaths.folderContents(call.projectId, folderId),
		operation: `${label}: look for a file of the same name`,
		query: { 'filter[type]': 'items', 'page[limit]': MAX_PAGE_LIMIT },
		userId: call.userId,
	});
	for await (const page of listing) {
		const found = page.data.find(
			(item) => String(item.attributes?.displayName ?? '').toLowerCase() === wanted,
		);
		if (found) return found;
	}
	return undefined;
}
