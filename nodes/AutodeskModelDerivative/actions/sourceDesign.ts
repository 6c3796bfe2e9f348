import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { InputRuleError, NOTHING_SENT, SERVICE_WOULD_REFUSE } from '../../shared/inputRules';
import {
	folderLocator,
	hubLocator,
	locatorValue,
	projectLocator,
} from '../../framework/fields/locators';
import type { SourceUrn } from '../../framework/urn';
import { toSourceUrn } from '../../framework/urn';

/**
 * The source design of every Model Derivative operation (Translation Job and Model): typed in
 * (Source Design, a URN or an ID), or picked from a project (hub, project, folder, then a file:
 * its tip version's URN, or a version ID typed in). The choice defaults to typing, so workflows
 * saved before the picker existed keep their Source Design.
 */

const sourceProperty: INodeProperties = {
	displayName: 'Source Design',
	name: 'source',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. urn:adsk.wipprod:fs.file:vf.abc123?version=2',
	description:
		'The design file: its URN (URL-safe Base64), its object ID ("urn:adsk.objects:os.object:bucket/file.rvt") or the ID of a file version ("urn:adsk.wipprod:fs.file:vf...?version=N", as the item operations return it). IDs are encoded for you. A version ID is used as it is, which is right for Autodesk Construction Cloud and BIM 360 files; for Fusion Team files give the version\'s storage object ID instead.',
};

const PICKED = 'project';
const PICKED_VERSION = 'sourceVersion';

const onlyFeedsLists = (what: string): string =>
	`Only feeds the ${what} list: leave it empty when the file is given by its version ID`;

/** A file of the chosen folder: its tip version is the source. */
const fileVersionLocator: INodeProperties = {
	displayName: 'File',
	name: PICKED_VERSION,
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description:
		"The file to translate: the list shows the folder's files and uses each one's latest (tip) version, with the URN the service gives it for translation (right for every hub type). A version ID entered by ID is used as it is, which is right for Autodesk Construction Cloud and BIM 360 files.",
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchFileVersions', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: 'urn:adsk.wipprod:fs.file:vf.AbCdEf?version=1',
		},
	],
};

export const sourceProperties: INodeProperties[] = [
	{
		displayName: 'Source',
		name: 'sourceFrom',
		type: 'options',
		noDataExpression: true,
		default: 'id',
		description: 'How the design to translate is given',
		options: [
			{
				name: 'File From a Project',
				value: PICKED,
				description: 'Pick a hub, project, folder and file; its latest version is used',
			},
			{
				name: 'URN or ID',
				value: 'id',
				description: 'Type or map a URN, an object ID or a version ID',
			},
		],
	},
	{ ...sourceProperty, displayOptions: { show: { sourceFrom: ['id'] } } },
	...[
		{ ...hubLocator(false), description: onlyFeedsLists('Project and Folder') },
		{ ...projectLocator, required: false, description: onlyFeedsLists('Folder and File') },
		{ ...folderLocator, required: false, description: onlyFeedsLists('File') },
		fileVersionLocator,
	].map((property) => ({ ...property, displayOptions: { show: { sourceFrom: [PICKED] } } })),
];

/** The source as the URN encoder takes it: Source Design's text, or the picked file's URN or ID. */
export function readSource(context: IExecuteFunctions, itemIndex: number): unknown {
	if (context.getNodeParameter('sourceFrom', itemIndex, 'id') !== PICKED) {
		return context.getNodeParameter('source', itemIndex);
	}
	const raw = context.getNodeParameter(PICKED_VERSION, itemIndex, '') as unknown;
	const value = locatorValue(raw);
	const file = typeof value === 'string' ? value.trim() : '';
	if (!file) {
		throw new InputRuleError(
			'File',
			'is required: choose a file from the list or enter its version ID',
			NOTHING_SENT,
		);
	}
	return file;
}

/**
 * The name of the file picked from a project's list (n8n keeps it with the choice), without the
 * list's "(version N)"; undefined for a source typed in or a file given by ID.
 */
export function readSourceName(context: IExecuteFunctions, itemIndex: number): string | undefined {
	if (context.getNodeParameter('sourceFrom', itemIndex, 'id') !== PICKED) return undefined;
	const raw = context.getNodeParameter(PICKED_VERSION, itemIndex, '') as unknown;
	if (!raw || typeof raw !== 'object') return undefined;
	const { mode, cachedResultName } = raw as { mode?: unknown; cachedResultName?: unknown };
	if (mode !== 'list' || typeof cachedResultName !== 'string') return undefined;
	return cachedResultName.replace(/\s+\(version \d+\)$/, '').trim() || undefined;
}

/** The source design as a URN; an InputRuleError names the Source Design field. */
export function sourceOf(value: unknown): SourceUrn {
	const source = toSourceUrn(value);
	if ('problem' in source) {
		throw new InputRuleError(
			'Source Design',
			`is not usable: ${source.problem}`,
			SERVICE_WOULD_REFUSE,
		);
	}
	return source;
}
