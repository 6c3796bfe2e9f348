import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { withoutAccountPrefix } from '../shared/hubIds';
import { InputRuleError } from '../shared/inputRules';
import { simplifyResource } from '../shared/jsonapi';
import type { JsonApiResource } from '../shared/jsonapi';
import { allowAccessChangesProperty } from './toolAccess';

/**
 * What an operation tells a model when the node runs as a tool (an AI Agent's tool, or one behind
 * the MCP Server Trigger): `description`, the tool's text (what it does, the ids it takes and in
 * which format, what it returns, what to call next); `compact`, its small result (the generic
 * `compactJson` when not given).
 */
export interface OperationTool {
	description: string;
	compact?: (json: IDataObject) => IDataObject;
	/**
	 * It grants or takes away access (users, permissions, projects, service accounts): a model may
	 * call it only when the workflow's builder turned on Allow Access Changes (toolAccess.ts).
	 */
	changesAccess?: boolean;
}

/** The compact shape of an operation whose results are the content a model asked for. */
export const wholeJson = (json: IDataObject): IDataObject => json;

/** How long a link a tool call returns instead of a file works, when the operation has no Minutes Valid of its own. */
export const TOOL_LINK_MINUTES = 60;

/** At most this many results reach a model in the compact shape; the rest are counted. */
export const TOOL_MAX_RESULTS = 100;

/**
 * Whether this run is a tool call: n8n runs a node as a tool under its type name with "Tool"
 * appended (autodeskApsTool), and shows fields for that variant with the `@tool` display rule.
 */
export function isToolRun(context: Pick<IExecuteFunctions, 'getNode'>): boolean {
	return context.getNode().type.endsWith('Tool');
}

/** Whether a tool call returns the compact shape (the default) or the node's full output. */
export function readToolOutput(context: IExecuteFunctions, itemIndex: number): 'compact' | 'full' {
	const value = context.getNodeParameter('toolOutput', itemIndex, 'compact') as unknown;
	if (value !== 'compact' && value !== 'full') {
		throw new InputRuleError('Tool Output', `must be compact or full; got ${String(value)}`);
	}
	return value;
}

/**
 * The tool-only fields of each operation: its Description (n8n gives the model this text
 * instead of "<action> in Autodesk Platform Services"; the workflow author may edit it) and the
 * Tool Output of every operation. Shown only in the node's tool variant.
 */
export function toolProperties(
	operations: Array<{ resource: string; operation: string; tool?: OperationTool }>,
): INodeProperties[] {
	const descriptions = operations.flatMap(({ resource, operation, tool }) =>
		tool?.description ? [toolDescriptionProperty(resource, operation, tool.description)] : [],
	);
	const accessSwitch = operations.some(({ tool }) => tool?.changesAccess)
		? [allowAccessChangesProperty]
		: [];
	return [
		...descriptions,
		...accessSwitch,
		{
			displayName: 'Tool Output',
			name: 'toolOutput',
			type: 'options',
			options: [
				{
					name: 'Compact',
					value: 'compact',
					description: `IDs, names, types, dates and status, at most ${TOOL_MAX_RESULTS} results: few tokens`,
				},
				{
					name: 'Full',
					value: 'full',
					description: 'Everything the operation returns outside tool mode',
				},
			],
			default: 'compact',
			description: 'What the model receives from a call',
			displayOptions: { show: { '@tool': [true] } },
		},
	];
}

function toolDescriptionProperty(
	resource: string,
	operation: string,
	text: string,
): INodeProperties {
	return {
		displayName: 'Description',
		name: 'toolDescription',
		type: 'string',
		typeOptions: { rows: 6 },
		default: text,
		description: 'What the model is told about this tool: what it does, takes and returns',
		displayOptions: { show: { '@tool': [true], resource: [resource], operation: [operation] } },
	};
}

const KEPT_KEYS =
	/^(id|type|name|displayName|title|urn|status|progress|role|region|mimeType|contentType|fileType|fileName|size|storageSize|fileSize|versionNumber|hasThumbnail|path|sha1|location|scope|event|system|callbackUrl|policyKey|permissions|outputType|extensionType|deleted|hadManifest|result|message|signedUrl|expiration|singleUse|guid|objectid|externalId|width|height|access|hookId|moreResults|advice)$/;
const KEPT_ENDINGS = /(Id|Key|Urn|Time|Date|At|Status)$/;
/** Who made or changed it, links for a browser, what the caller already knows. */
const DROPPED_KEYS = /^(createUser|lastModifiedUser|webView|parentId$|tipId$)/;
/** Strings longer than this are cut: a model needs ids and names, not documents. */
const MAX_STRING = 300;

function keptValue(value: unknown): unknown {
	if (typeof value === 'string') {
		return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
	}
	if (typeof value === 'number' || typeof value === 'boolean') return value;
	return undefined;
}

/** The plain values of `keys` in `json`, in that order, long text cut; keys without one are left out. */
export function pickValues(json: IDataObject, keys: readonly string[]): IDataObject {
	const picked: IDataObject = {};
	for (const key of keys) {
		const kept = keptValue(json[key]);
		if (kept !== undefined && kept !== '') picked[key] = kept;
	}
	return picked;
}

/**
 * A result that is a link out (a signed URL, for a derivative with the cookie header to send): the
 * generic shape with the link whole (never cut) and how long it works.
 */
export function compactLink(json: IDataObject): IDataObject {
	const compact = { ...compactJson(json), ...pickValues(json, ['minutesValid']) };
	for (const key of ['url', 'cookieHeader']) {
		if (typeof json[key] === 'string' && json[key]) compact[key] = json[key];
	}
	return compact;
}

function isJsonApiResource(json: IDataObject): json is JsonApiResource {
	return typeof json.id === 'string' && typeof json.type === 'string' && 'attributes' in json;
}

/** The plain values of the kept keys; of the two dates, the last change when there is one. */
function pickedValues(flat: IDataObject): IDataObject {
	const compact: IDataObject = {};
	for (const [key, value] of Object.entries(flat)) {
		if (DROPPED_KEYS.test(key) || (!KEPT_KEYS.test(key) && !KEPT_ENDINGS.test(key))) continue;
		const kept = keptValue(value);
		if (kept !== undefined && kept !== '') compact[key] = kept;
	}
	if (compact.lastModifiedTime !== undefined) delete compact.createTime;
	// A project names its Issues, RFIs, Cost... containers by its own id without the "b.": no news.
	const ownIds = typeof flat.id === 'string' ? [flat.id, withoutAccountPrefix(flat.id)] : [];
	for (const [key, value] of Object.entries(compact)) {
		if (key !== 'id' && key.endsWith('Id') && ownIds.includes(value as string)) {
			delete compact[key];
		}
	}
	return compact;
}

/**
 * The generic compact shape of one result: a JSON:API resource flattened first; then its
 * identifiers (id, type, every `…Id`, `…Key`, `…Urn` but those repeating its own id), names, the
 * last date (`…Time`, `…Date`, `…At`), status, size and type fields, kept when they are plain
 * values; an item's tip version as `tipVersionId`, its number, file type and size. Who changed it,
 * browser links, nested data and long text are left out.
 */
export function compactJson(json: IDataObject): IDataObject {
	const flat = isJsonApiResource(json) ? simplifyResource(json) : json;
	const compact = pickedValues(flat);
	const versions = (flat.versions ?? json.included) as IDataObject[] | undefined;
	const tip = Array.isArray(versions) ? versions[0] : undefined;
	if (tip && typeof tip.id === 'string') {
		const version = pickedValues(isJsonApiResource(tip) ? simplifyResource(tip) : tip);
		compact.tipVersionId = version.id;
		for (const key of ['versionNumber', 'fileType', 'storageSize']) {
			if (version[key] !== undefined) compact[key] = version[key];
		}
	}
	return compact;
}
