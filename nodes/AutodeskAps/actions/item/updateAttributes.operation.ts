import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { apsRequest } from '../../../shared/transport';
import { apsPath } from '../../../shared/url';
import { forOperation, optionsCollection, readDataOptions } from '../../../framework/fields/common';
import type { AttributeDefinition } from '../docsAttributes';
import { docsProjectId, docsProjectPath } from '../../../services/docs';
import { fetchDefinitions, fetchItemPlace } from '../docsAttributes';
import { fileFields, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import { attributeChanges, attributesProperty, readAttributeEntries } from './attributeChanges';
import type { AttributeValue } from './attributeValues';
import { valuesByName } from './attributeValues';
import { readVersionChoice, versionChoiceProperties, versionOfOtherItem } from './fields';
import type { OperationTool } from '../../../framework/tool';
import { ITEM_ID, PROJECT_ID } from '../../../framework/toolText';
import { compactAttributes } from './toolShapes';
import { dataManagementPaths } from '../../../services/dataManagement';

const OPERATION = 'Update attributes';

const properties: INodeProperties[] = [
	...fileFields(),
	...versionChoiceProperties,
	attributesProperty,
	optionsCollection(),
];

export const description = forOperation('item', 'updateAttributes', properties);

/**
 * Sets (or clears) custom attribute values (Docs) of the item's tip version or of a chosen
 * version, by name: the item's folder gives the definitions (read once a run per folder and
 * user), each value is checked against its definition, then one batch-update is sent.
 */
export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, itemId] = readLocators(this, itemIndex, 'project', 'item');
	const docsProject = docsProjectId(projectId);
	const versionId = readVersionChoice(this, itemIndex);
	const entries = readAttributeEntries(this, itemIndex);
	const { userId } = readDataOptions(this, itemIndex);

	const place = await fetchItemPlace(this, { projectId, itemId, userId, operation: OPERATION });
	if (versionId) {
		const itemOfVersion = await fetchItemOfVersion(this, { projectId, versionId, userId });
		if (itemOfVersion !== itemId) {
			throw versionOfOtherItem(this.getNode(), itemIndex, {
				versionId,
				itemOfVersion: String(itemOfVersion),
				itemId,
			});
		}
	}
	const definitions = await folderDefinitions(this, {
		projectId,
		folderId: place.folderId,
		userId,
	});
	const body = attributeChanges(this.getNode(), itemIndex, definitions, entries);
	const target = versionId ?? place.tipVersionId;
	const answer = await apsRequest<{ results?: AttributeValue[] }>(this, {
		method: 'POST',
		url: docsProjectPath(docsProject) + apsPath`/versions/${target}/custom-attributes:batch-update`,
		operation: OPERATION,
		body,
		userId,
	});
	const values = answer.body?.results ?? [];
	return [
		{
			json: {
				itemId,
				versionId: target,
				customAttributes: values,
				attributes: valuesByName(values),
			},
		},
	];
};

const runs = new WeakMap<IExecuteFunctions, Map<string, Promise<AttributeDefinition[]>>>();

/** A folder's definitions, asked once a run for each folder and x-user-id. */
function folderDefinitions(
	context: IExecuteFunctions,
	request: { projectId: string; folderId: string; userId?: string },
): Promise<AttributeDefinition[]> {
	let cache = runs.get(context);
	if (!cache) {
		cache = new Map();
		runs.set(context, cache);
	}
	const key = JSON.stringify([request.projectId, request.folderId, request.userId ?? '']);
	let definitions = cache.get(key);
	if (!definitions) {
		definitions = fetchDefinitions(context, { ...request, operation: OPERATION });
		cache.set(key, definitions);
	}
	return definitions;
}

/** The item a version belongs to, as the service says (its `relationships.item`). */
async function fetchItemOfVersion(
	context: IExecuteFunctions,
	request: { projectId: string; versionId: string; userId?: string },
): Promise<string | undefined> {
	const answer = await apsRequest<{
		data?: { relationships?: { item?: { data?: { id?: string } } } };
	}>(context, {
		method: 'GET',
		url: dataManagementPaths.version(request.projectId, request.versionId),
		operation: OPERATION,
		userId: request.userId,
	});
	return answer.body?.data?.relationships?.item?.data?.id;
}

export const tool: OperationTool = {
	compact: compactAttributes,
	description: `Set or clear custom attribute values (Docs) of a file's version, by attribute name. ${PROJECT_ID}; ${ITEM_ID}; Version: latest or by Version ID; Attributes: name and value pairs (Folder > Get Attribute Definitions lists the names and, for a drop-down, its values; a date in ISO 8601 such as 2024-06-30; an empty value clears it). Returns itemId, versionId and attributes (name: value) after the change.`,
};
