import type {
	IDataObject,
	IExecuteFunctions,
	INodeProperties,
	INodePropertyOptions,
} from 'n8n-workflow';

import type { ScopeName } from './events';
import { BIDDING_SYSTEM, EVENT_SYSTEMS, SCOPE_NAMES } from './events';
import { hookRules } from './hookRules';
import { withAccountPrefix } from './hubIds';
import { readRegion, REGION_OPTIONS } from './regions';
import type { HookAddress, HookFields, HookScope, Region } from './types';

/** The option value that shows a text field for a name typed in. */
export const CUSTOM = '__custom';

export const BIDDING_NOTICE =
	'The Construction Bidding system needs a three-legged credential (Authorization Code or PKCE) and a subscription to the Bid Management product (bid events) or the Bid Board product (opportunity events).';

const systemOptions: INodePropertyOptions[] = [
	...EVENT_SYSTEMS.map((system) => ({
		name: `${system.name} (${system.value})`,
		value: system.value,
		description:
			system.value === BIDDING_SYSTEM
				? `Scope: ${system.scope}. Needs a three-legged credential and a Bid Management or Bid Board subscription.`
				: `Usual scope: ${system.scope}`,
	})),
	{ name: 'Other (Type In)', value: CUSTOM, description: 'Another event system, by its ID' },
];

/** System: a known event system, or one typed in. */
export const systemProperties: INodeProperties[] = [
	{
		displayName: 'System',
		name: 'system',
		type: 'options',
		options: systemOptions,
		default: 'data',
		required: true,
		description: 'The event system that produces the events',
	},
	{
		displayName: 'System ID',
		name: 'customSystem',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'autodesk.construction.issues',
		description: 'The ID of the event system, as in the webhook path',
		displayOptions: { show: { system: [CUSTOM] } },
	},
	{
		displayName: BIDDING_NOTICE,
		name: 'biddingNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { system: [BIDDING_SYSTEM] } },
	},
];

/** What each scope name holds, for the option's label and description. */
const SCOPE_LABELS: Record<ScopeName, { name: string; description: string }> = {
	account: { name: 'Account', description: 'An account ID' },
	companyId: { name: 'Company ID', description: 'Construction Bidding: the company ID' },
	folder: {
		name: 'Folder',
		description: 'Data Management, Revit Cloud Worksharing: a folder URN',
	},
	hub: { name: 'Hub', description: 'A hub ID, under the key "hub"' },
	hubId: { name: 'Hub ID', description: 'A hub ID, under the key "hubId"' },
	modelUrl: { name: 'Model URL', description: 'A model URL' },
	project: {
		name: 'Project',
		description: 'Construction Issues, Construction Cost: a project ID',
	},
	twinUrn: { name: 'Twin URN', description: 'Tandem: a facility (twin) URN' },
	workflow: {
		name: 'Workflow',
		description: "Model Derivative: a translation job's workflow ID (misc.workflow)",
	},
	workspace: { name: 'Workspace', description: 'Fusion Manage: a workspace' },
};

/**
 * The known scope names as options, labelled, in alphabetical order with the API's key in
 * brackets; then Other (Type In) for any other name.
 */
export const scopeOptions: INodePropertyOptions[] = [
	...SCOPE_NAMES.map((value) => ({
		name: `${SCOPE_LABELS[value].name} (${value})`,
		value,
		description: SCOPE_LABELS[value].description,
	})).sort((a, b) => a.name.localeCompare(b.name)),
	{ name: 'Other (Type In)', value: CUSTOM, description: 'Another scope name, typed in' },
];

export const CUSTOM_SCOPE_FIELD = 'Scope Name';

export const scopeProperties: INodeProperties[] = [
	{
		displayName: 'Scope',
		name: 'scopeKey',
		type: 'options',
		options: scopeOptions,
		default: 'folder',
		description:
			'What the hook watches: a folder URN (data), a workflow ID (derivative), a companyId (bidding), a project ID (issues, cost)…',
	},
	{
		displayName: CUSTOM_SCOPE_FIELD,
		name: 'customScopeKey',
		type: 'string',
		default: '',
		placeholder: 'project',
		description: 'The scope name the service takes for this system, as its documentation names it',
		displayOptions: { show: { scopeKey: [CUSTOM] } },
	},
	{
		displayName: 'Scope Value',
		name: 'scopeValue',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'urn:adsk.wipprod:fs.folder:co.abc',
		description: 'The ID of the folder, workflow, company or project the hook watches',
	},
];

export const hookAttributeProperty: INodeProperties = {
	displayName: 'Hook Attribute',
	name: 'hookAttribute',
	type: 'json',
	default: '{}',
	description:
		'A JSON object (under 1 KB) that the service copies into every callback of this hook',
};

export const filterProperty: INodeProperties = {
	displayName: 'Filter',
	name: 'filter',
	type: 'string',
	default: '',
	placeholder: "$[?(@.ext=='txt')]",
	description: 'A JSONPath expression: only callbacks whose payload matches it are delivered',
};

const hookExpiryProperty: INodeProperties = {
	displayName: 'Hook Expiry',
	name: 'hookExpiry',
	type: 'dateTime',
	default: '',
	description: 'When the hook stops delivering events',
};

const autoReactivateProperty: INodeProperties = {
	displayName: 'Auto Reactivate Hook',
	name: 'autoReactivateHook',
	type: 'boolean',
	default: false,
	description:
		'Whether the service turns the hook active again by itself after it was deactivated for failed deliveries',
};

/** The settings of a hook that both Create and Update take, in alphabetical order. */
export const hookSettingProperties: INodeProperties[] = [
	autoReactivateProperty,
	filterProperty,
	hookAttributeProperty,
	hookExpiryProperty,
];

/**
 * Members of a create body that Update cannot change (ModifyHookPayload in
 * autodesk-platform-services/aps-sdk-openapi, webhooks/webhooks.yaml, has none of them), in
 * alphabetical order.
 */
export const hookCreateProperties: INodeProperties[] = [
	{
		displayName: 'Callback With Event Payload Only',
		name: 'callbackWithEventPayloadOnly',
		type: 'boolean',
		default: false,
		description:
			'Whether each callback carries only the event payload, without the hook (system, event, scope, attributes)',
	},
	{
		displayName: 'Hub ID',
		name: 'hubId',
		type: 'string',
		default: '',
		placeholder: 'b.c8b0c73d-3ae9-4a1b-9c2d-1f0e5a6b7c80',
		description:
			'The hub of what the hook watches; the service asks for it when the user is a member of many projects. A bare account GUID gets its b. prefix.',
	},
	{
		displayName: 'Project ID',
		name: 'projectId',
		type: 'string',
		default: '',
		placeholder: 'b.c8b0c73d-3ae9-4a1b-9c2d-1f0e5a6b7c80',
		description:
			'The project of what the hook watches; the service asks for it when the user is a member of many projects. A bare project GUID gets its b. prefix.',
	},
	{
		displayName: 'Tenant',
		name: 'tenant',
		type: 'string',
		default: '',
		description: "Only events of this tenant are delivered (the event's tenant must match)",
	},
];

/** The create-only members of a collection (Additional Fields, the trigger's Options), checked. */
export function hookCreateFields(
	collection: IDataObject,
): Pick<HookFields, 'hubId' | 'projectId' | 'tenant' | 'callbackWithEventPayloadOnly'> {
	const fields: Pick<
		HookFields,
		'hubId' | 'projectId' | 'tenant' | 'callbackWithEventPayloadOnly'
	> = {};
	const hubId = hookRules.id('Hub ID', collection.hubId);
	if (hubId) fields.hubId = withAccountPrefix(hubId);
	const projectId = hookRules.id('Project ID', collection.projectId);
	if (projectId) fields.projectId = withAccountPrefix(projectId);
	const tenant = String(collection.tenant ?? '').trim();
	if (tenant) fields.tenant = tenant;
	if (collection.callbackWithEventPayloadOnly !== undefined) {
		fields.callbackWithEventPayloadOnly = collection.callbackWithEventPayloadOnly as boolean;
	}
	return fields;
}

export const regionProperty: INodeProperties = {
	displayName: 'Region',
	name: 'region',
	type: 'options',
	options: [...REGION_OPTIONS].sort((a, b) => a.name.localeCompare(b.name)),
	default: 'US',
	description: 'The data center the hook lives in (sent as X-Ads-Region)',
};

/** The Options collection of the operations on one hook. */
export const regionOptions: INodeProperties = {
	displayName: 'Options',
	name: 'options',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [regionProperty],
};

export const statusOptions: INodePropertyOptions[] = [
	{ name: 'Active', value: 'active' },
	{ name: 'Inactive', value: 'inactive' },
];

/** System, Event and Hook ID: what names one existing hook. */
export const hookAddressProperties: INodeProperties[] = [
	...systemProperties.filter((property) => property.type !== 'notice'),
	{
		displayName: 'Event',
		name: 'event',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'dm.version.added',
		description:
			'The event (or wildcard pattern) the hook was created for, as Create or Get Many output it',
	},
	{
		displayName: 'Hook ID',
		name: 'hookId',
		type: 'string',
		default: '',
		required: true,
		description: 'The ID of the hook, as Create or Get Many output it',
	},
];

export type ParameterReader = (name: string, fallback?: unknown) => unknown;

/** What a webhook operation reads one item's fields with. */
export function itemReader(context: IExecuteFunctions, itemIndex: number): ParameterReader {
	return (name, fallback) => context.getNodeParameter(name, itemIndex, fallback);
}

/** The hook an operation on an existing hook names (System, Event, Hook ID) and its Region. */
export function readHookRequest(
	context: IExecuteFunctions,
	itemIndex: number,
): { address: HookAddress; region: Region; read: ParameterReader } {
	const read = itemReader(context, itemIndex);
	return {
		address: readHookAddress(read),
		region: readRegion(read('options', {}) as IDataObject),
		read,
	};
}

/** The system picked, or the one typed in. */
export function readSystem(read: ParameterReader): string {
	const system = read('system') as string;
	return hookRules.name('System', system === CUSTOM ? read('customSystem', '') : system);
}

/** The scope picked, or typed in, with its value, checked. */
export function readScope(read: ParameterReader): HookScope {
	const key = read('scopeKey') as string;
	return key === CUSTOM
		? hookRules.scope(read('customScopeKey', ''), read('scopeValue'), CUSTOM_SCOPE_FIELD)
		: hookRules.scope(key, read('scopeValue'));
}

/** System, Event and Hook ID of an existing hook, checked. */
export function readHookAddress(read: ParameterReader): HookAddress {
	return {
		system: readSystem(read),
		event: hookRules.name('Event', read('event', '')),
		hookId: hookRules.name('Hook ID', read('hookId', '')),
	};
}
