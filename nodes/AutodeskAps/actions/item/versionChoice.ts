import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import type { JsonApiResource } from '../../../shared/jsonapi';
import { show } from '../../../shared/jsonField';
import { linksNext } from '../../../shared/paging/linksNext';
import { collect } from '../../../shared/paging/pager';
import type { StoredObject } from '../../../services/ossTransfer';
import { storedObjectOf } from '../../../services/ossTransfer';
import { apsRequest } from '../../../shared/transport';
import { dataManagementPaths } from '../../../services/dataManagement';

/**
 * Which version of an item a file operation works on (the tip, or one by number), the version
 * looked up, and the OSS object that holds its file.
 */

/** The Version and Version Number fields; `verb` says what is done with the version ("download"). */
export function versionProperties(verb: string): INodeProperties[] {
	return [
		{
			displayName: 'Version',
			name: 'version',
			type: 'options',
			options: [
				{ name: 'Latest (Tip)', value: 'tip', description: 'The newest version of the file' },
				{ name: 'By Number', value: 'number', description: 'The version with a given number' },
			],
			default: 'tip',
		},
		{
			displayName: 'Version Number',
			name: 'versionNumber',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 1,
			description: `The number of the version to ${verb} (1 is the first version)`,
			displayOptions: { show: { version: ['number'] } },
		},
	];
}

/** The chosen version number, or undefined for the tip; refused before anything is sent. */
export function readVersionNumber(
	context: IExecuteFunctions,
	itemIndex: number,
): number | undefined {
	const which = context.getNodeParameter('version', itemIndex, 'tip') as string;
	if (which === 'tip') return undefined;
	if (which !== 'number') {
		throw new InputRuleError('Version', `must be tip or number; got ${show(which)}`);
	}
	const value = context.getNodeParameter('versionNumber', itemIndex) as unknown;
	if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
		throw new InputRuleError(
			'Version Number',
			`must be a whole number of 1 or more; got ${show(value)}`,
		);
	}
	return value;
}

export interface VersionLookup {
	projectId: string;
	itemId: string;
	/** Undefined: the tip version. */
	versionNumber?: number;
	userId?: string;
	/** For messages: "Download file". */
	operation: string;
	itemIndex: number;
}

/** The chosen version of an item: its tip, or the version of that number (an error when it has none). */
export async function fetchVersion(
	context: IExecuteFunctions,
	lookup: VersionLookup,
): Promise<JsonApiResource> {
	const { projectId, itemId, versionNumber, userId } = lookup;
	if (versionNumber === undefined) {
		const tip = await apsRequest<{ data: JsonApiResource }>(context, {
			method: 'GET',
			url: dataManagementPaths.itemTip(projectId, itemId),
			operation: `${lookup.operation}: get the tip version`,
			userId,
		});
		return tip.body.data;
	}
	const [version] = await collect<JsonApiResource>(
		context,
		linksNext,
		{
			method: 'GET',
			url: dataManagementPaths.itemVersions(projectId, itemId),
			operation: `${lookup.operation}: get the version`,
			query: { 'filter[versionNumber]': versionNumber },
			userId,
		},
		{ limit: 1 },
	);
	if (!version) {
		// Known only from the service's answer, so an n8n error, not an input rule (a request was sent).
		throw new NodeOperationError(
			context.getNode(),
			`Version Number ${versionNumber} does not exist for item ${itemId}`,
			{
				itemIndex: lookup.itemIndex,
				description:
					'Item > Get Versions lists the versions of an item; choose Latest (Tip) for the newest.',
			},
		);
	}
	return version;
}

/** The OSS object holding a version's file; an error naming the version when it keeps none. */
export function storedFileOf(
	context: IExecuteFunctions,
	version: JsonApiResource,
	itemIndex: number,
	verb: string,
): StoredObject {
	const storageId = version.relationships?.storage?.data?.id;
	const stored = storageId ? storedObjectOf(storageId) : undefined;
	if (!stored) {
		throw new NodeOperationError(
			context.getNode(),
			`Version ${version.id} has no file stored in OSS to ${verb}${storageId ? ` (storage "${storageId}")` : ''}`,
			{
				itemIndex,
				description: 'Some versions (links, BIM 360 Plans sheets) keep no file of their own.',
			},
		);
	}
	return stored;
}

/** The name of a version's file: its name, else its display name, else the object key. */
export function versionFileName(version: JsonApiResource, stored: StoredObject): string {
	const attributes = version.attributes ?? {};
	return String(attributes.name ?? attributes.displayName ?? stored.objectKey);
}
