import type { INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { dataKindOf } from '../../../shared/dataKinds';
import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import { forOperation, optionsCollection, readDataOptions } from '../common';
import { defer } from '../deferred';
import { docsProjectId } from '../docsAttributes';
import { hubLocator, itemLocator, projectLocator, readLocators } from '../locators';
import type { OperationExecute } from '../operation';
import { attributeBatches } from './attributeBatches';
import { valuesByName } from './attributeValues';

const VERSION_EXAMPLE = 'urn:adsk.wipprod:fs.file:vf.AbCdEf?version=2';

const properties: INodeProperties[] = [
	hubLocator(false),
	projectLocator,
	itemLocator,
	{
		displayName: 'Version',
		name: 'version',
		type: 'options',
		options: [
			{ name: 'Latest (Tip)', value: 'tip', description: 'The newest version of the file' },
			{ name: 'By Version ID', value: 'id', description: 'A version of the file, by its ID' },
		],
		default: 'tip',
	},
	{
		displayName: 'Version ID',
		name: 'versionId',
		type: 'string',
		default: '',
		placeholder: VERSION_EXAMPLE,
		description: 'The ID of a version of the item (Item > Get Versions lists them)',
		displayOptions: { show: { version: ['id'] } },
	},
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
	const versionId = readVersionId(this.getNodeParameter('version', itemIndex, 'tip'), () =>
		this.getNodeParameter('versionId', itemIndex, ''),
	);
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

/** The version asked for: undefined for the tip, else the Version ID, which must be a version URN. */
function readVersionId(which: unknown, versionField: () => unknown): string | undefined {
	if (which === 'tip') return undefined;
	if (which !== 'id') throw new InputRuleError('Version', `must be tip or id; got ${show(which)}`);
	const raw = versionField();
	const id = typeof raw === 'string' ? raw.trim() : '';
	if (!id) {
		throw new InputRuleError(
			'Version ID',
			'is required when Version is By Version ID',
			`Version IDs look like ${VERSION_EXAMPLE}; choose Latest (Tip) for the newest.`,
		);
	}
	if (dataKindOf(id) !== 'version') {
		throw new InputRuleError(
			'Version ID',
			`must be a version ID (${VERSION_EXAMPLE}); got ${show(raw)}`,
			'Item > Get Versions lists the versions of an item with their IDs.',
		);
	}
	return id;
}
