import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { AEC_REGIONS } from '../../services/aecDataModel';
import type { Pacing } from '../../services/aecPacing';
import { BUDGET_WINDOW_MS, POINTS_PER_MINUTE } from '../../services/aecPacing';
import { InputRuleError } from '../../shared/inputRules';
import { show } from '../../shared/jsonField';

/** What the resources of the AEC Data Model node share: hub, project, element group, Region. */

/** The hub, as the AEC Data Model names it (its `hubs` list). */
export const hubProperty: INodeProperties = {
	displayName: 'Hub',
	name: 'aecHubId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	description: 'The hub (account) of the project, from the list, or its AEC Data Model ID',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchAecHubs', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: 'urn:adsk.ace:prod.scope:2f9e8d7c-6b5a-4e3d-8c1b-0a9f8e7d6c51',
		},
	],
};

/** The project, as the AEC Data Model names it (its `projects` list of the hub). */
export const projectProperty: INodeProperties = {
	displayName: 'Project',
	name: 'aecProjectId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description: "The project, from the list of the hub's projects, or its AEC Data Model ID",
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchAecProjects', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: 'urn:adsk.workspace:prod.project:8c7b6a59-4d3e-4f2a-9b1c-0d9e8f7a6b02',
		},
	],
};

/** The element group (a published model), listed from the project's. */
export const elementGroupProperty: INodeProperties = {
	displayName: 'Element Group',
	name: 'elementGroupId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description:
		"The model (element group): from the list of the project's models (pick Hub and Project first), or its ID as Element Group > Get Many gives it",
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchElementGroups', searchable: true },
		},
		{ displayName: 'By ID', name: 'id', type: 'string', placeholder: 'YWVjZH5...' },
	],
};

/** A folder of the project, listed from its folders and their subfolders. */
export const folderProperty: INodeProperties = {
	displayName: 'Folder',
	name: 'aecFolderId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	description:
		"Only the models of this folder of the project, from the list of the project's folders, or its AEC Data Model folder ID; empty: every model of the project",
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchAecFolders', searchable: true },
		},
		{ displayName: 'By ID', name: 'id', type: 'string', placeholder: 'Zm9sZH5iLmU0ZmJk...' },
	],
};

/** What makes a field's value list: the chosen model's categories or property names. */
export const fromModel = (loadOptionsMethod: string) => ({
	loadOptionsMethod,
	loadOptionsDependsOn: ['elementGroupId.value'],
});

/** Hub and Project where they only feed the Element Group list. */
export const pickerFields: INodeProperties[] = [
	{ ...hubProperty, description: 'Only feeds the Project list' },
	{
		...projectProperty,
		required: false,
		description:
			'Only feeds the Element Group list: leave it empty when the element group is given by ID',
	},
];

/** The fields of an operation on one model: Hub and Project (for its list) and the Element Group. */
export const modelFields = (): INodeProperties[] => [...pickerFields, elementGroupProperty];

/** The Region option: the data center of the hub, sent as the `Region` header. */
export const regionOption: INodeProperties = {
	displayName: 'Region',
	name: 'region',
	type: 'options',
	options: AEC_REGIONS.map((code) => ({ name: code, value: code })),
	default: 'US',
	description: 'The data center of the hub (sent as the Region header)',
};

/** The points budget the node paces its queries to (the guide's 6000 a minute by default). */
export const pacingOptions: INodeProperties[] = [
	{
		displayName: 'Points per Minute',
		name: 'pointsPerMinute',
		type: 'number',
		typeOptions: { minValue: 1, numberPrecision: 0 },
		default: 6000,
		description:
			"The points budget of the app a minute (the API's default is 6000; set yours if Autodesk gave your app another). The node paces its queries to stay under it, so a long read meets no rate limit.",
	},
	{
		displayName: 'Budget Window (Seconds)',
		name: 'budgetWindowSeconds',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 60,
		description:
			'The time over which the points budget renews: the API counts a minute (60); change it only if your budget is counted over another window',
	},
];

/** The Options collection with the Region, the points budget and the operation's own options. */
export function aecOptions(extra: INodeProperties[] = []): INodeProperties {
	return {
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [regionOption, ...extra, ...pacingOptions],
	};
}

/** A positive number option, or its default when unset. */
function positiveOption(
	options: IDataObject,
	name: string,
	label: string,
	fallback: number,
): number {
	const value = options[name];
	if (value === undefined || value === null || value === '') return fallback;
	if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
		throw new InputRuleError(`Options › ${label}`, `must be a positive number; got ${show(value)}`);
	}
	return value;
}

/** The Options collection as set, and its Region. */
export function readAecOptions(
	context: IExecuteFunctions,
	itemIndex: number,
): IDataObject & { region?: string; pacing: Pacing } {
	const options = context.getNodeParameter('options', itemIndex, {}) as IDataObject;
	const region = options.region as string | undefined;
	if (region !== undefined && !(AEC_REGIONS as readonly string[]).includes(region)) {
		throw new InputRuleError(
			'Options › Region',
			`must be one of ${AEC_REGIONS.join(', ')}; got ${show(region)}`,
		);
	}
	const pacing: Pacing = {
		pointsPerMinute: positiveOption(
			options,
			'pointsPerMinute',
			'Points per Minute',
			POINTS_PER_MINUTE,
		),
		windowMs:
			positiveOption(
				options,
				'budgetWindowSeconds',
				'Budget Window (Seconds)',
				BUDGET_WINDOW_MS / 1000,
			) * 1000,
	};
	return { ...options, region: region ?? 'US', pacing };
}

/** The value of a locator field (or a plain string), trimmed; required unless said otherwise. */
export function readLocatorValue(
	context: IExecuteFunctions,
	name: string,
	label: string,
	itemIndex: number,
	rule: string,
): string {
	const raw = context.getNodeParameter(name, itemIndex, '', { extractValue: true }) as unknown;
	const text = typeof raw === 'string' ? raw.trim() : '';
	if (!text || /\s/.test(text)) {
		throw new InputRuleError(label, `must be ${rule}; got ${show(raw)}`, {
			then: 'Pick it from the list, or enter the ID the AEC Data Model gives.',
		});
	}
	return text;
}

/** The value of an optional locator field: undefined when empty, else checked as readLocatorValue does. */
export function readOptionalLocatorValue(
	context: IExecuteFunctions,
	name: string,
	label: string,
	itemIndex: number,
	rule: string,
): string | undefined {
	const raw = context.getNodeParameter(name, itemIndex, '', { extractValue: true }) as unknown;
	if (raw === undefined || raw === null || (typeof raw === 'string' && !raw.trim()))
		return undefined;
	return readLocatorValue(context, name, label, itemIndex, rule);
}

/** A version number field: a whole number from `min` (0 standing for the tip version). */
export function readVersionNumber(field: string, raw: unknown, min: 0 | 1): number {
	if (min === 0 && (raw === undefined || raw === null || raw === '')) return 0;
	if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min) {
		const rule = min === 0 ? 'a whole number, 0 for the tip version' : 'a whole number from 1';
		throw new InputRuleError(field, `must be ${rule}; got ${show(raw)}`);
	}
	return raw;
}

/** The Element Group field's ID. */
export const readElementGroupId = (context: IExecuteFunctions, itemIndex: number): string =>
	readLocatorValue(
		context,
		'elementGroupId',
		'Element Group',
		itemIndex,
		'an element group ID (Element Group > Get Many lists them)',
	);

/** The Project field's ID. */
export const readProjectId = (context: IExecuteFunctions, itemIndex: number): string =>
	readLocatorValue(
		context,
		'aecProjectId',
		'Project',
		itemIndex,
		'an AEC Data Model project ID (urn:adsk.workspace:...)',
	);
