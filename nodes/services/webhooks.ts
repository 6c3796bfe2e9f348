import type { IDataObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { hasApiStatus, settled } from '../shared/errors';
import { withoutVersion } from '../shared/events';
import { linksNext } from '../shared/paging/linksNext';
import { pages } from '../shared/paging/pager';
import { regionHeaders } from '../shared/regions';
import { apsBaseUrl, apsRequest } from '../shared/transport';
import type {
	ApsFunctions,
	ApsRequest,
	HookAddress,
	HookFields,
	HookScope,
	Region,
} from '../shared/types';
import { apsPath, resolveUrl } from '../shared/url';

/**
 * The Webhooks API (`autodesk-platform-services/aps-sdk-openapi` webhooks/webhooks.yaml): hooks by
 * system and event, in the data center the region header names.
 */

/** What PATCH changes; `null` removes a filter, hookAttribute or hookExpiry. */
export interface HookChanges {
	status?: 'active' | 'inactive';
	filter?: string | null;
	hookAttribute?: IDataObject | null;
	hookExpiry?: string | null;
	autoReactivateHook?: boolean;
	token?: string;
}

/** A hook as the service shows it. */
export interface Hook extends IDataObject {
	hookId: string;
	system: string;
	event: string;
	callbackUrl: string;
	scope: HookScope;
	status: string;
}

export type CreateResult =
	| { created: true; hookId: string; hookUrl: string }
	| { created: false; existing: Hook; conflict: NodeApiError };

export function eventHooksPath(system: string, event: string): string {
	return apsPath`/webhooks/v1/systems/${system}/events/${event}/hooks`;
}

export function hookPath({ system, event, hookId }: HookAddress): string {
	return apsPath`/webhooks/v1/systems/${system}/events/${event}/hooks/${hookId}`;
}

/** The absolute URL of a hook (what Location holds). */
export async function hookUrlOf(context: ApsFunctions, address: HookAddress): Promise<string> {
	return resolveUrl(await apsBaseUrl(context), hookPath(address));
}

/** The hook id: the last path segment of the Location header of a 201. */
export function hookIdFromLocation(location: string): string {
	const path = location.split(/[?#]/)[0].replace(/\/+$/, '');
	return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
}

function header(headers: Record<string, string>, name: string): string | undefined {
	const key = Object.keys(headers ?? {}).find((candidate) => candidate.toLowerCase() === name);
	const value = key ? (headers[key] as string | string[]) : undefined;
	return Array.isArray(value) ? value[0] : value;
}

/** The service's copy of a hook without anything secret (a `token`, should it ever show one). */
export function withoutSecrets<T extends IDataObject>(hook: T): T {
	const copy = { ...hook };
	delete copy.token;
	return copy;
}

/**
 * Registers one hook. The 201 has an empty body: the id comes from `Location`. A 409 (a hook for
 * this event, callback URL and scope exists) is answered with that hook, found by listing.
 * Never repeated: creating is not idempotent.
 */
export async function createHook(
	context: ApsFunctions,
	system: string,
	event: string,
	fields: HookFields,
	region?: Region,
): Promise<CreateResult> {
	const outcome = await settled(
		apsRequest(context, {
			method: 'POST',
			url: eventHooksPath(system, event),
			operation: 'Create a webhook',
			body: { ...fields },
			headers: regionHeaders(region),
		}),
	);
	if (!outcome.ok) {
		const { error } = outcome;
		if (!hasApiStatus(error, 409)) throw error;
		const existing = await findHook(context, system, event, fields, region);
		if (!existing) throw error;
		return { created: false, existing, conflict: error };
	}
	const response = outcome.value;
	const location = header(response.headers, 'location');
	if (!location) {
		throw new NodeApiError(
			context.getNode(),
			{ message: 'No Location header' },
			{
				message: 'Create a webhook failed: the service answered without a Location header',
				description: 'The hook may exist: look for it with Get Many before creating it again.',
			},
		);
	}
	return {
		created: true,
		hookId: hookIdFromLocation(location),
		hookUrl: resolveUrl(await apsBaseUrl(context), location),
	};
}

/** Whether two hook scopes name the same thing. */
export function sameScope(a: HookScope | undefined, b: HookScope): boolean {
	const keys = Object.keys(a ?? {});
	return keys.length === Object.keys(b).length && keys.every((key) => a?.[key] === b[key]);
}

/** The caller's hook for this event with this callback URL and scope, found by listing. */
export async function findHook(
	context: ApsFunctions,
	system: string,
	event: string,
	{ callbackUrl, scope }: Pick<HookFields, 'callbackUrl' | 'scope'>,
	region?: Region,
): Promise<Hook | undefined> {
	const request: ApsRequest = {
		method: 'GET',
		url: eventHooksPath(system, event),
		operation: 'Find a webhook',
		query: { scopeName: Object.keys(scope)[0] },
		headers: regionHeaders(region),
	};
	for await (const page of pages<Hook>(context, linksNext, request)) {
		const found = page.data.find(
			(hook) =>
				hook.callbackUrl === callbackUrl &&
				sameScope(hook.scope, scope) &&
				withoutVersion(String(hook.event)) === withoutVersion(event),
		);
		if (found) return found;
	}
	return undefined;
}

export async function getHook(
	context: ApsFunctions,
	address: HookAddress,
	region?: Region,
): Promise<Hook> {
	const response = await apsRequest<Hook>(context, {
		method: 'GET',
		url: hookPath(address),
		operation: 'Get a webhook',
		headers: regionHeaders(region),
	});
	return response.body;
}

/** The hook, or undefined when the service no longer has it (404). */
export async function findHookById(
	context: ApsFunctions,
	address: HookAddress,
	region?: Region,
): Promise<Hook | undefined> {
	const outcome = await settled(getHook(context, address, region));
	if (outcome.ok) return outcome.value;
	if (hasApiStatus(outcome.error, 404)) return undefined;
	throw outcome.error;
}

export async function patchHook(
	context: ApsFunctions,
	address: HookAddress,
	changes: HookChanges,
	region?: Region,
): Promise<Hook | undefined> {
	const response = await apsRequest<Hook | undefined>(context, {
		method: 'PATCH',
		url: hookPath(address),
		operation: 'Update a webhook',
		body: { ...changes } as IDataObject,
		headers: regionHeaders(region),
	});
	return response.body;
}

/**
 * Deletes a hook. With `tolerateMissing`, a hook that is already gone (404) is no failure:
 * the answer is then false.
 */
export async function deleteHook(
	context: ApsFunctions,
	address: HookAddress,
	{ region, tolerateMissing = false }: { region?: Region; tolerateMissing?: boolean } = {},
): Promise<boolean> {
	const outcome = await settled(
		apsRequest(context, {
			method: 'DELETE',
			url: hookPath(address),
			operation: 'Delete a webhook',
			headers: regionHeaders(region),
		}),
	);
	if (outcome.ok) return true;
	if (tolerateMissing && hasApiStatus(outcome.error, 404)) return false;
	throw outcome.error;
}

export interface HookListFilters {
	system?: string;
	event?: string;
	status?: string;
	scopeName?: string;
	region?: Region;
}

/**
 * The first page request of a hook list, paged by `pageState` (the pager follows `links.next`,
 * paging/linksNext.ts): every hook of the caller, of one system, or of one event of a system.
 */
export function hookListRequest({
	system,
	event,
	status,
	scopeName,
	region,
}: HookListFilters): ApsRequest {
	let url = '/webhooks/v1/hooks';
	if (system && event) url = eventHooksPath(system, event);
	else if (system) url = apsPath`/webhooks/v1/systems/${system}/hooks`;
	return {
		method: 'GET',
		url,
		operation: 'Get many webhooks',
		query: { status, scopeName: system && event ? scopeName : undefined },
		headers: regionHeaders(region),
	};
}
