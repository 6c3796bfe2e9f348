import type { IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { docsProjectId, docsProjectPath } from '../../services/docs';
import { offsetPaging } from '../../shared/paging/offset';
import { collect } from '../../shared/paging/pager';
import { apsRequest } from '../../shared/transport';
import type { ApsFunctions } from '../../shared/types';
import { apsPath } from '../../shared/url';
import { dataManagementPaths } from '../../services/dataManagement';

/**
 * The Docs custom attributes of BIM 360 and Construction Cloud projects (bim360/docs/v1; the
 * Document Management reference pages, no OpenAPI file), shared by Folder and Item: a folder's
 * attribute definitions and an item's folder and tip.
 */

export type AttributeType = 'string' | 'date' | 'array';

export interface AttributeDefinition extends IDataObject {
	id: number;
	name: string;
	type: AttributeType;
	/** The drop-down's values (type `array` only). */
	arrayValues?: string[];
}

/** The most definitions the service answers in one page. */
const DEFINITIONS_PAGE_LIMIT = 200;

/** A folder's attribute definitions (its own and those of the folders above it), or the first `limit`. */
export async function fetchDefinitions(
	context: ApsFunctions,
	request: { projectId: string; folderId: string; userId?: string; operation: string },
	limit?: number,
): Promise<AttributeDefinition[]> {
	const { projectId, folderId, userId, operation } = request;
	return await collect<AttributeDefinition>(
		context,
		offsetPaging<AttributeDefinition>({ maxPage: DEFINITIONS_PAGE_LIMIT }),
		{
			method: 'GET',
			url:
				docsProjectPath(docsProjectId(projectId)) +
				apsPath`/folders/${folderId}/custom-attribute-definitions`,
			operation,
			userId,
		},
		{ limit },
	);
}

interface ItemDocument {
	data?: {
		relationships?: {
			parent?: { data?: { id?: string } };
			tip?: { data?: { id?: string } };
		};
	};
}

/** The folder an item is in (whose attribute definitions its documents have) and its tip version. */
export async function fetchItemPlace(
	context: ApsFunctions,
	request: { projectId: string; itemId: string; userId?: string; operation: string },
): Promise<{ folderId: string; tipVersionId: string }> {
	const { projectId, itemId, userId, operation } = request;
	const item = await apsRequest<ItemDocument>(context, {
		method: 'GET',
		url: dataManagementPaths.item(projectId, itemId),
		operation,
		userId,
	});
	const relationships = item.body?.data?.relationships;
	const folderId = relationships?.parent?.data?.id;
	const tipVersionId = relationships?.tip?.data?.id;
	if (!folderId || !tipVersionId) {
		throw new NodeOperationError(
			context.getNode(),
			`${operation} failed: the service answered item ${itemId} without its folder or tip version`,
			{ description: 'Try again later; if it persists, report it to Autodesk.' },
		);
	}
	return { folderId, tipVersionId };
}
