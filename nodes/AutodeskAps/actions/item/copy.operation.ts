import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { hasApiStatus, settled } from '../../../shared/errors';
import type { JsonApiResource } from '../../../shared/jsonapi';
import { jsonApiDocument, simplifyResource } from '../../../shared/jsonapi';
import { apsRequest } from '../../../shared/transport';
import { forOperation, optionsCollection, readDataOptions } from '../../../framework/fields/common';
import { dataManagementPaths, requireDocsProject } from '../../../services/dataManagement';
import { fileFields, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { FOLDER_ID, ITEM_ID, PROJECT_ID, VERSION_CHOICE } from '../../../framework/toolText';
import { ifExistsProperty, readIfExists } from './fields';
import type { FileCall } from './projectFiles';
import { findFileByName } from './projectFiles';
import { checkFolderProject, readTargetProject, targetProperties } from './copyTarget';
import { streamCopy } from './copyStream';
import { fetchVersion, readVersionNumber, storedFileOf, versionProperties } from './versionChoice';

const LABEL = 'Copy file';

const properties: INodeProperties[] = [
	...fileFields({ description: 'The file to copy' }),
	...versionProperties('copy'),
	...targetProperties,
	ifExistsProperty({
		addVersion: 'Copy the version as the new tip version of the file of the same name',
		fail: 'Stop with an error; nothing is copied',
	}),
	optionsCollection(),
];

export const description = forOperation('item', 'copy', properties);

/**
 * A version copied into a folder, keeping its name: a new item, or a new version of the file of
 * the same name there. Within one project by the service itself (copyFrom on Create an Item and
 * Create a Version, autodesk-platform-services/aps-sdk-openapi, datamanagement/datamanagement.yaml:
 * no bytes pass through n8n); into another project, where the service has no copy, by streaming
 * the bytes (copyStream.ts).
 */
export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, itemId, folderId] = readLocators(this, itemIndex, 'project', 'item', 'folder');
	const targetProjectId = readTargetProject(this, itemIndex, projectId);
	checkFolderProject(this, itemIndex, targetProjectId);
	const across = targetProjectId !== projectId;
	if (!across) requireDocsProject(projectId, 'Copying a file');
	const versionNumber = readVersionNumber(this, itemIndex);
	const ifExists = readIfExists(this, itemIndex);
	const { userId } = readDataOptions(this, itemIndex);
	const call: FileCall = { projectId: targetProjectId, userId, label: LABEL };

	const source = await fetchVersion(this, {
		projectId,
		itemId,
		versionNumber,
		userId,
		operation: LABEL,
		itemIndex,
	});
	const stored = across ? storedFileOf(this, source, itemIndex, 'copy') : undefined;
	const name = String(source.attributes?.name ?? source.attributes?.displayName ?? '');
	const existing = await findFileByName(this, call, folderId, name, LABEL);
	if (existing && ifExists === 'fail') throw alreadyThere(this, itemIndex, existing, name);
	const sourceFacts = {
		folderId,
		projectId: targetProjectId,
		sourceProjectId: projectId,
		sourceItemId: itemId,
		sourceVersionId: source.id,
	};
	if (stored) {
		const streamed = await streamCopy(this, {
			call,
			folderId,
			name,
			source: stored,
			size: source.attributes?.storageSize as number | undefined,
			mimeType: source.attributes?.mimeType as string | undefined,
			existing,
			ifExists,
			itemIndex,
		});
		return [
			{
				json: copyJson(
					{ method: 'stream', newItem: streamed.newItem, bytes: streamed.bytes },
					{ item: streamed.item, version: streamed.version },
					name,
					sourceFacts,
				),
			},
		];
	}

	let copied: { item: JsonApiResource | undefined; version: JsonApiResource | undefined };
	let newItem = false;
	const copy = { versionId: source.id, name };
	if (existing) {
		copied = await copyAsVersion(this, call, copy, existing);
	} else {
		const kind = await folderKind(this, call, folderId);
		const attempt = await settled(copyAsItem(this, call, copy, { folderId, kind }));
		if (attempt.ok) {
			copied = attempt.value;
			newItem = true;
		} else {
			// Another run put a file of this name there meanwhile: add to it as asked.
			const other =
				hasApiStatus(attempt.error, 409) && ifExists === 'addVersion'
					? await findFileByName(this, call, folderId, name, LABEL)
					: undefined;
			if (!other) throw attempt.error;
			copied = await copyAsVersion(this, call, copy, other);
		}
	}
	return [
		{
			json: copyJson({ method: 'copyFrom', newItem, bytes: 0 }, copied, name, sourceFacts),
		},
	];
};

/** The output: the way used, the bytes that passed through n8n, the new version and the source. */
function copyJson(
	way: { method: 'copyFrom' | 'stream'; newItem: boolean; bytes: number },
	copied: { item: JsonApiResource | undefined; version: JsonApiResource | undefined },
	name: string,
	facts: IDataObject,
): IDataObject {
	const version = copied.version;
	return {
		method: way.method,
		newItem: way.newItem,
		id: copied.item?.id ?? version?.relationships?.item?.data?.id,
		name: version?.attributes?.name ?? name,
		versionId: version?.id,
		versionNumber: version?.attributes?.versionNumber,
		bytesMoved: way.bytes,
		...facts,
		version: version ? simplifyResource(version) : undefined,
	};
}

function alreadyThere(
	context: IExecuteFunctions,
	itemIndex: number,
	existing: JsonApiResource,
	name: string,
): NodeOperationError {
	return new NodeOperationError(
		context.getNode(),
		`A file named "${String(existing.attributes?.displayName ?? name)}" already exists in the target folder, and If the File Exists is Fail`,
		{
			itemIndex,
			description: `Nothing was copied. The existing file is item ${existing.id}; choose Add a New Version to copy the version onto it.`,
		},
	);
}

type CopyAnswer = { data: JsonApiResource; included?: IDataObject[] };
const includedOfType = (answer: CopyAnswer, type: string) =>
	(answer.included as JsonApiResource[] | undefined)?.find((entry) => entry.type === type);

/**
 * A copy within a Docs project names the extension of what it makes: a document
 * (`items:autodesk.bim360:Document`) in the Plans folder and its subfolders, a file
 * (`items:autodesk.bim360:File`) elsewhere (the copyFrom parameter in
 * autodesk-platform-services/aps-sdk-openapi, datamanagement/datamanagement.yaml).
 */
type CopyKind = 'File' | 'Document';
const DOCUMENT_ITEM = 'items:autodesk.bim360:Document';
const extensionOf = (type: string) => ({ type, version: '1.0' });

/** The kind a folder takes: Document where the folder shows documents (a Plans folder), else File. */
async function folderKind(
	context: IExecuteFunctions,
	call: FileCall,
	folderId: string,
): Promise<CopyKind> {
	const response = await apsRequest<{ data?: JsonApiResource }>(context, {
		method: 'GET',
		url: dataManagementPaths.folder(call.projectId, folderId),
		operation: `${LABEL}: get the target folder`,
		userId: call.userId,
	});
	const extension = response.body.data?.attributes?.extension as
		| { data?: { visibleTypes?: unknown } }
		| undefined;
	const visible = extension?.data?.visibleTypes;
	return Array.isArray(visible) && visible.includes(DOCUMENT_ITEM) ? 'Document' : 'File';
}

/** The kind of an existing item, from its extension type. */
const itemKind = (item: JsonApiResource): CopyKind =>
	(item.attributes?.extension as { type?: string } | undefined)?.type === DOCUMENT_ITEM
		? 'Document'
		: 'File';

/** The version copied, and the name its copy keeps. */
interface CopiedVersion {
	versionId: string;
	name: string;
}

/**
 * POST items?copyFrom=: a new item in the folder whose first version is the copy, in the shape
 * ItemPayload requires (the item extension, tip and parent, the first version in `included`).
 */
async function copyAsItem(
	context: IExecuteFunctions,
	call: FileCall,
	copy: CopiedVersion,
	target: { folderId: string; kind: CopyKind },
) {
	const response = await apsRequest<CopyAnswer>(context, {
		method: 'POST',
		url: dataManagementPaths.items(call.projectId),
		operation: `${LABEL}: create the item`,
		query: { copyFrom: copy.versionId },
		body: {
			...jsonApiDocument({
				type: 'items',
				attributes: { extension: extensionOf(`items:autodesk.bim360:${target.kind}`) },
				relationships: {
					tip: { data: { type: 'versions', id: '1' } },
					parent: { data: { type: 'folders', id: target.folderId } },
				},
			}),
			included: [
				{
					type: 'versions',
					id: '1',
					attributes: {
						name: copy.name,
						extension: extensionOf(`versions:autodesk.bim360:${target.kind}`),
					},
				},
			],
		},
		bodyType: 'jsonapi',
		userId: call.userId,
	});
	return { item: response.body.data, version: includedOfType(response.body, 'versions') };
}

/** POST versions?copyFrom=: the copy as the new tip version of an item, in the shape VersionPayload requires. */
async function copyAsVersion(
	context: IExecuteFunctions,
	call: FileCall,
	copy: CopiedVersion,
	item: JsonApiResource,
) {
	const response = await apsRequest<CopyAnswer>(context, {
		method: 'POST',
		url: dataManagementPaths.versions(call.projectId),
		operation: `${LABEL}: create the version`,
		query: { copyFrom: copy.versionId },
		body: jsonApiDocument({
			type: 'versions',
			attributes: {
				name: copy.name,
				extension: extensionOf(`versions:autodesk.bim360:${itemKind(item)}`),
			},
			relationships: { item: { data: { type: 'items', id: item.id } } },
		}),
		bodyType: 'jsonapi',
		userId: call.userId,
	});
	return { item: includedOfType(response.body, 'items'), version: response.body.data };
}

export const tool: OperationTool = {
	description: `Copy a version of a file into a folder, as a new file or a new version of the file of that name: within one project the service copies it; into another project (of any hub) its bytes stream from the source to the target. ${PROJECT_ID}; ${ITEM_ID}: the file to copy; ${VERSION_CHOICE}; Target Project: the project to copy into, in the same id format (empty: the same project); Target Folder: ${FOLDER_ID}, of the Target Project; If the File Exists: addVersion (default: a new version of that file) or fail. Returns method (copyFrom or stream), bytesMoved, newItem, id (the new or existing item), name, versionId, versionNumber, projectId, folderId, sourceProjectId, sourceItemId, sourceVersionId. Next: Item > Get with the id; Translation Job > Create with the versionId.`,
};
