import type { IExecuteFunctions, INode, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { dataKindOf } from '../../../shared/dataKinds';
import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';

import { simplifyProperty } from '../../../framework/fields/common';

export const itemSimplifyProperty: INodeProperties = {
	...simplifyProperty,
	description:
		'Whether to return a flattened item with its versions under "versions" instead of the raw JSON:API item with its versions under "included"',
};

const VERSION_EXAMPLE = 'urn:adsk.wipprod:fs.file:vf.AbCdEf?version=2';

/**
 * Version (Latest (Tip) or By Version ID) and Version ID, of the custom attribute operations; named
 * apart from Item > Download's Version (tip or number), whose value n8n would carry over.
 */
export const versionChoiceProperties: INodeProperties[] = [
	{
		displayName: 'Version',
		name: 'versionChoice',
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
		displayOptions: { show: { versionChoice: ['id'] } },
	},
];

/** The version asked for: undefined for the tip, else the Version ID, which must be a version URN. */
export function readVersionChoice(
	context: IExecuteFunctions,
	itemIndex: number,
): string | undefined {
	const which = context.getNodeParameter('versionChoice', itemIndex, 'tip') as unknown;
	if (which === 'tip') return undefined;
	if (which !== 'id') throw new InputRuleError('Version', `must be tip or id; got ${show(which)}`);
	const raw = context.getNodeParameter('versionId', itemIndex, '') as unknown;
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

/** A chosen Version ID that the service says belongs to another item than the Item field's. */
export function versionOfOtherItem(
	node: INode,
	itemIndex: number,
	found: { versionId: string; itemOfVersion: string; itemId: string },
): NodeOperationError {
	return new NodeOperationError(
		node,
		`Version ID ${found.versionId} is a version of item ${found.itemOfVersion}, not of the Item ${found.itemId}`,
		{
			itemIndex,
			description: 'Give a version of the Item, or choose the Item the version belongs to.',
		},
	);
}

const IF_EXISTS = ['addVersion', 'fail'];

/** If the File Exists: what Upload and Copy do with a name the folder already has; `said` words each choice. */
export function ifExistsProperty(said: { addVersion: string; fail: string }): INodeProperties {
	return {
		displayName: 'If the File Exists',
		name: 'ifExists',
		type: 'options',
		options: [
			{ name: 'Add a New Version', value: 'addVersion', description: said.addVersion },
			{ name: 'Fail', value: 'fail', description: said.fail },
		],
		default: 'addVersion',
		description:
			'What to do when the folder already has a file of this name (names are compared without regard to case)',
	};
}

/** The If the File Exists choice, checked before anything is sent. */
export function readIfExists(context: IExecuteFunctions, itemIndex: number): 'addVersion' | 'fail' {
	const ifExists = context.getNodeParameter('ifExists', itemIndex, 'addVersion') as string;
	if (!IF_EXISTS.includes(ifExists)) {
		throw new InputRuleError(
			'If the File Exists',
			`must be addVersion or fail; got ${JSON.stringify(ifExists)}`,
		);
	}
	return ifExists as 'addVersion' | 'fail';
}
