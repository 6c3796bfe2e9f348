import type {
	IExecuteFunctions,
	INodeParameterResourceLocator,
	INodeProperties,
} from 'n8n-workflow';

import { InputRuleError } from '../../shared/inputRules';
import { dataKindOf, kindInWords } from '../../shared/dataKinds';
import { withAccountPrefix } from '../../shared/hubIds';
import { DOT_SEGMENT_RULE, dotSegmentIn } from '../../shared/url';
import { idsFromWebUrl } from './webUrlIds';

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

/** Item > Copy's Target Hub and Target Project, which its own list searches read. */
export const TARGET_HUB = 'targetHubId';
export const TARGET_PROJECT = 'targetProjectId';

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
export function locatorId(raw: unknown, kind: LocatorKind): string {
	const locator = (
		raw && typeof raw === 'object' ? raw : { value: raw }
	) as Partial<INodeParameterResourceLocator>;
	const value = String(locator.value ?? '').trim();
	if (!value) {
		throw new InputRuleError(LABEL[kind], 'is required: choose one from the list or enter its ID');
	}
	if (locator.mode === 'url' || /^https?:\/\//i.test(value)) {
		const found = kind === 'hub' ? undefined : idsFromWebUrl(value)?.[`${kind}Id`];
		if (!found) {
			throw InputRuleError.worded(
				LABEL[kind],
				`${LABEL[kind]}: the URL "${value}" holds no ${kind} ID`,
				`Paste the address of the ${kind === 'item' ? 'file' : kind} page in Construction Cloud or BIM 360 Docs (${ACC_URL_EXAMPLE}), or choose By ID.`,
			);
		}
		return checkedKind(kind, found);
	}
	const id = kind === 'hub' || kind === 'project' ? withAccountPrefix(value) : value;
	return checkedKind(kind, id);
}

const ID_EXAMPLES: Record<LocatorKind, string> = {
	hub: ACCOUNT_ID_EXAMPLE,
	project: ACCOUNT_ID_EXAMPLE,
	folder: 'urn:adsk.wipprod:fs.folder:co.AbCdEf',
	item: 'urn:adsk.wipprod:dm.lineage:AbCdEf',
};

/**
 * The ID, unless its shape shows it names something else: a hub or project ID is never a URN, a
 * folder ID never an item or version URN, an item ID never a folder or version URN.
 */
function checkedKind(kind: LocatorKind, id: string): string {
	if (dotSegmentIn(id)) {
		throw new InputRuleError(
			LABEL[kind],
			`${DOT_SEGMENT_RULE}: "${id}"`,
			`The ID is sent as one segment of the request path; "." and ".." would make it reach another path. ${LABEL[kind]} IDs look like ${ID_EXAMPLES[kind]}.`,
		);
	}
	const found = dataKindOf(id);
	const urnForAccount = (kind === 'hub' || kind === 'project') && /^urn:/i.test(id);
	if (!urnForAccount && (found === undefined || found === kind)) return id;
	const what = found ? kindInWords(found) : 'a URN';
	const article = kind === 'item' ? 'an' : 'a';
	throw new InputRuleError(
		LABEL[kind],
		`must be ${article} ${kind} ID, not ${what}: "${id}"`,
		found === 'version' && kind === 'item'
			? `A version belongs to an item: the version's relationships.item holds the item ID (${ID_EXAMPLES.item}).`
			: `${LABEL[kind]} IDs look like ${ID_EXAMPLES[kind]}. Choose it from the list or check which field the ID belongs in.`,
	);
}

/** The ID the node's locator field of this kind stands for, for one item. */
export function readLocator(
	context: IExecuteFunctions,
	kind: LocatorKind,
	itemIndex: number,
): string {
	const raw = context.getNodeParameter(PARAMETER[kind], itemIndex);
	const id = locatorId(raw, kind);
	if (kind === 'project') {
		refuseHubAsProject(context.getNodeParameter(PARAMETER.hub, itemIndex, '') as unknown, id);
	}
	return id;
}

/** The fields that name one file: Hub (for the pickers), Project and File; `file` changes the File field. */
export function fileFields(file: Partial<INodeProperties> = {}): INodeProperties[] {
	return [hubLocator(false), projectLocator, { ...itemLocator, ...file }];
}

/** The fields that name one folder: Hub (for the pickers), Project and Folder; `folder` changes the Folder field. */
export function folderFields(folder: Partial<INodeProperties> = {}): INodeProperties[] {
	return [hubLocator(false), projectLocator, { ...folderLocator, ...folder }];
}

/** The IDs of the node's locator fields of these kinds, for one item, read in this order. */
export function readLocators<Kinds extends LocatorKind[]>(
	context: IExecuteFunctions,
	itemIndex: number,
	...kinds: Kinds
): { [Index in keyof Kinds]: string } {
	return kinds.map((kind) => readLocator(context, kind, itemIndex)) as {
		[Index in keyof Kinds]: string;
	};
}

/** The value of a locator field (any mode), or the field's own value (an expression, a saved string). */
export function locatorValue(raw: unknown): unknown {
	return raw && typeof raw === 'object' ? (raw as { value?: unknown }).value : raw;
}

/** That value as trimmed text ('' when there is none). */
export function locatorText(raw: unknown): string {
	return String(locatorValue(raw) ?? '').trim();
}

/**
 * A project ID is never the ID of its hub (the Hub field's value, `raw`): that is the hub's ID
 * typed in the wrong field.
 */
export function refuseHubAsProject(raw: unknown, projectId: string): void {
	const hubId = locatorText(raw);
	if (!hubId || withAccountPrefix(hubId) !== projectId) return;
	throw new InputRuleError(
		'Project',
		`must be a project of the hub, not the hub itself: "${projectId}" is the Hub's ID`,
		'Choose the project from the list, or enter the ID of a project (b. and the project GUID); the hub ID is b. and the account GUID.',
	);
}
