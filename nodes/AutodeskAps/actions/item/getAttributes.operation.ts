import type { INodeProperties } from 'n8n-workflow';

import { forOperation, optionsCollection, readDataOptions } from '../../../framework/fields/common';
import { defer } from '../../../framework/deferred';
import { docsProjectId } from '../../../services/docs';
import { fileFields, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import { attributeBatches } from './attributeBatches';
import { valuesByName } from './attributeValues';
import { readVersionChoice, versionChoiceProperties, versionOfOtherItem } from './fields';
import type { OperationTool } from '../../../framework/tool';
import { ITEM_ID, PROJECT_ID } from '../../../framework/toolText';
import { compactAttributes } from './toolShapes';

const properties: INodeProperties[] = [
	...fileFields(),
	...versionChoiceProperties,
	optionsCollection(),
];

export const description = forOperation('item', 'getAttributes', properties);

/**
 * The custom attribute values (Docs) of the item's tip version or of a chosen version. The input
 * items' documents go out together, in versions:batch-get requests of up to 50 (attributeBatches).
 */
export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, itemId] = readLocators(this, itemIndex, 'project', 'item');
	const docsProject = docsProjectId(projectId);
	const versionId = readVersionChoice(this, itemIndex);
	const { userId } = readDataOptions(this, itemIndex);
	const batches = attributeBatches(this);
	const entry = batches.add({
		projectId: docsProject,
		userId,
		urn: versionId ?? itemId,
		kind: versionId ? 'version' : 'item',
		itemIndex,
	});
	return defer(async (limit) => {
		const version = await batches.answer(entry, limit);
		if (version.itemUrn !== itemId) {
			throw versionOfOtherItem(this.getNode(), itemIndex, {
				versionId: version.urn,
				itemOfVersion: version.itemUrn,
				itemId,
			});
		}
		return [{ json: { ...version, attributes: valuesByName(version.customAttributes) } }];
	});
};

export const tool: OperationTool = {
	compact: compactAttributes,
	description: `Get the custom attribute values (Docs) of a file's version. ${PROJECT_ID}; ${ITEM_ID}; Version: latest or by Version ID (from Item > Get Versions). Returns urn (the version id), itemUrn, name, title, lastModifiedTime, storageSize and attributes (name: value). Next: Item > Update Attributes by name.`,
};
