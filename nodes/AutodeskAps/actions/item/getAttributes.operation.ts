import type { INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { forOperation, optionsCollection, readDataOptions } from '../common';
import { defer } from '../deferred';
import { docsProjectId } from '../docsAttributes';
import { hubLocator, itemLocator, projectLocator, readLocators } from '../locators';
import type { OperationExecute } from '../operation';
import { attributeBatches } from './attributeBatches';
import { valuesByName } from './attributeValues';
import { readVersionChoice, versionChoiceProperties } from './fields';

const properties: INodeProperties[] = [
	hubLocator(false),
	projectLocator,
	itemLocator,
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
			throw new NodeOperationError(
				this.getNode(),
				`Version ID ${String(versionId)} is a version of item ${version.itemUrn}, not of the Item ${itemId}`,
				{
					itemIndex,
					description: 'Give a version of the Item, or choose the Item the version belongs to.',
				},
			);
		}
		return [{ json: { ...version, attributes: valuesByName(version.customAttributes) } }];
	});
};
