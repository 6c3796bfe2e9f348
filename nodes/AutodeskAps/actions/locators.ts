import type {
	IExecuteFunctions,
	INode,
	INodeParameterResourceLocator,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { idsFromWebUrl, withAccountPrefix } from './ids';

/** Hub -> project -> folder pickers and the file field: resource locators and their values. */

export type LocatorKind = 'hub' | 'project' | 'folder' | 'item';

const PARAMETER: Record<LocatorKind, string> = {
	hub: 'hubId',
	project: 'projectId',
	folder: 'folderId',
	item: 'itemId',
};

const LABEL: Record<LocatorKind, string> = {
	hub: 'Hub',
	project: 'Project',
	folder: 'Folder',
	item: 'Item',
};

export function locatorParameter(kind: LocatorKind): string {
	return PARAMETER[kind];
}

const ACC_URL_EXAMPLE = 'https://acc.autodesk.com/docs/files/projects/...';
const ACCOUNT_ID_EXAMPLE = 'b.1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const URL_MODE_RULES: Record<
	'project' | 'folder' | 'item',
	{ regex: string; errorMessage: string }
> = {
	project: {
		regex: 'https?://.+/projects/[^/?#]+.*',
		errorMessage: 'Not a project URL: it must contain /projects/<project ID>',
	},
	folder: {
		regex: 'https?://.+(folderUrn=|/folders/).+',
		errorMessage: 'Not a folder URL: it must contain folderUrn=<folder ID> or /folders/<folder ID>',
	},
	item: {
		regex: 'https?://.+(entityId=|/items/).+',
		errorMessage: 'Not a file URL: it must contain entityId=<item ID> or /items/<item ID>',
	},
};

/** The hub; `required` false where the request itself does not need it (it only feeds the project list). */
export function hubLocator(required = true): INodeProperties {
	return {
		displayName: 'Hub',
		name: PARAMETER.hub,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required,
		description: required
			? 'The hub (Construction Cloud / BIM 360 account, team hub or personal hub). A bare account GUID gets its "b." prefix.'
			: 'Only feeds the Project and Folder lists: leave it empty when the project and folder are given by ID or URL',
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				typeOptions: { searchListMethod: 'searchHubs', searchable: true },
			},
			{ displayName: 'By ID', name: 'id', type: 'string', placeholder: ACCOUNT_ID_EXAMPLE },
		],
	};
}

export const projectLocator: INodeProperties = {
	displayName: 'Project',
	name: PARAMETER.project,
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description:
		'The project. A bare Construction Cloud / BIM 360 project GUID gets its "b." prefix; a project URL from the web apps works too.',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchProjects', searchable: true },
		},
		{
			displayName: 'By URL',
			name: 'url',
			type: 'string',
			placeholder: ACC_URL_EXAMPLE,
			validation: [{ type: 'regex', properties: URL_MODE_RULES.project }],
		},
		{ displayName: 'By ID', name: 'id', type: 'string', placeholder: ACCOUNT_ID_EXAMPLE },
	],
};

export const folderLocator: INodeProperties = {
	displayName: 'Folder',
	name: PARAMETER.folder,
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description: 'The folder. The list searches the folder tree of the project by path.',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchFolders', searchable: true },
		},
		{
			displayName: 'By URL',
			name: 'url',
			type: 'string',
			placeholder: ACC_URL_EXAMPLE,
			validation: [{ type: 'regex', properties: URL_MODE_RULES.folder }],
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: 'urn:adsk.wipprod:fs.folder:co.AbCdEf',
		},
	],
};

export const itemLocator: INodeProperties = {
	displayName: 'Item',
	name: PARAMETER.item,
	type: 'resourceLocator',
	default: { mode: 'id', value: '' },
	required: true,
	description: 'The item (file lineage), by its ID or the URL of the file in the web apps',
	modes: [
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: 'urn:adsk.wipprod:dm.lineage:AbCdEf',
		},
		{
			displayName: 'By URL',
			name: 'url',
			type: 'string',
			placeholder: ACC_URL_EXAMPLE,
			validation: [{ type: 'regex', properties: URL_MODE_RULES.item }],
		},
	],
};

/**
 * The ID a locator value stands for: the value of a list or ID mode, or the ID found in a web URL
 * (also when a URL is pasted into the ID mode). Hub and project IDs get their `b.` prefix.
 */
export function locatorId(
	node: INode,
	raw: unknown,
	kind: LocatorKind,
	itemIndex?: number,
): string {
	const locator = (
		raw && typeof raw === 'object' ? raw : { value: raw }
	) as Partial<INodeParameterResourceLocator>;
	const value = String(locator.value ?? '').trim();
	if (!value) {
		throw new NodeOperationError(
			node,
			`${LABEL[kind]} is required: choose one from the list or enter its ID`,
			{ itemIndex },
		);
	}
	if (locator.mode === 'url' || /^https?:\/\//i.test(value)) {
		const found = kind === 'hub' ? undefined : idsFromWebUrl(value)?.[`${kind}Id`];
		if (!found) {
			throw new NodeOperationError(node, `${LABEL[kind]}: the URL "${value}" holds no ${kind} ID`, {
				itemIndex,
				description: `Paste the address of the ${kind === 'item' ? 'file' : kind} page in Construction Cloud or BIM 360 Docs (${ACC_URL_EXAMPLE}), or choose By ID.`,
			});
		}
		return found;
	}
	return kind === 'hub' || kind === 'project' ? withAccountPrefix(value) : value;
}

/** The ID the node's locator field of this kind stands for, for one item. */
export function readLocator(
	context: IExecuteFunctions,
	kind: LocatorKind,
	itemIndex: number,
): string {
	const raw = context.getNodeParameter(PARAMETER[kind], itemIndex);
	return locatorId(context.getNode(), raw, kind, itemIndex);
}
