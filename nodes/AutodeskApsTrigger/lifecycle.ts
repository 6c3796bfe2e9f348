import type { IDataObject, IHookFunctions } from 'n8n-workflow';

import { settled } from '../shared/errors';
import { linksNext } from '../shared/paging/linksNext';
import { pages } from '../shared/paging/pager';
import { newSecretToken } from '../shared/signature';
import type { HookAddress, HookFields, HookScope } from '../shared/types';
import type { Hook } from '../services/webhooks';
import {
	createHook,
	deleteHook,
	findHookById,
	hookListRequest,
	patchHook,
	sameScope,
} from '../services/webhooks';
import type { DeliveryRecord } from './deliveries';
import type { Subscription } from './properties';
import { readSubscription } from './properties';

/** A hook this trigger registered, as kept in the workflow's static data. */
export interface StoredHook extends HookAddress {
	scope: HookScope;
	region?: string;
	callbackUrl: string;
	/** Registered for n8n's test URL ("Listen for test event"), not the production one. */
	test: boolean;
	/** The secret token the service signs this hook's callbacks with. */
	secret: string;
}

export interface TriggerData extends IDataObject, DeliveryRecord {
	hooks?: StoredHook[];
}

export function triggerData(context: IHookFunctions): TriggerData {
	return context.getWorkflowStaticData('node') as TriggerData;
}

/** Where this run registers: n8n's production or test webhook URL. */
interface Place {
	url: string;
	test: boolean;
}

function placeOf(context: IHookFunctions): Place {
	return {
		url: context.getNodeWebhookUrl('default') as string,
		test: context.getActivationMode() === 'manual',
	};
}

/**
 * The stored hooks this run manages, and the others. A test run manages only the hooks at the
 * test URL; a production run also those left at an older production URL (n8n's URL changed).
 */
function partition(data: TriggerData, place: Place): { mine: StoredHook[]; others: StoredHook[] } {
	const mine: StoredHook[] = [];
	const others: StoredHook[] = [];
	for (const stored of data.hooks ?? []) {
		if (stored.callbackUrl === place.url || (!place.test && !stored.test)) mine.push(stored);
		else others.push(stored);
	}
	return { mine, others };
}

function isWanted(hook: StoredHook, subscription: Subscription, place: Place): boolean {
	return (
		hook.callbackUrl === place.url &&
		hook.system === subscription.system &&
		subscription.events.includes(hook.event) &&
		sameScope(hook.scope, subscription.scope) &&
		(hook.region ?? undefined) === subscription.region
	);
}

/**
 * Whether every event of the subscription has a live hook at this node's URL. Hooks the service
 * no longer has are forgotten; one the service turned inactive (after failed deliveries) is
 * turned active again; one left at an older production URL is removed.
 */
export async function hooksExist(this: IHookFunctions): Promise<boolean> {
	const subscription = readSubscription(this);
	const data = triggerData(this);
	const place = placeOf(this);
	const { mine, others } = partition(data, place);
	const alive: StoredHook[] = [];
	for (const stored of mine) {
		if (stored.callbackUrl !== place.url) {
			await deleteHook(this, stored, { region: stored.region, tolerateMissing: true });
			continue;
		}
		const hook = await findHookById(this, stored, stored.region);
		if (!hook) continue;
		if (hook.status === 'inactive')
			await patchHook(this, stored, { status: 'active' }, stored.region);
		alive.push(stored);
	}
	data.hooks = [...others, ...alive];
	return subscription.events.every((event) =>
		alive.some((stored) => stored.event === event && isWanted(stored, subscription, place)),
	);
}

/**
 * Registers one hook per event at this node's URL, each with its own fresh secret token, and keeps
 * them in static data. A hook left at this URL from before (409) is replaced. When one step fails,
 * the hooks made so far are removed again, so no hook without a known secret stays behind.
 */
export async function createHooks(this: IHookFunctions): Promise<boolean> {
	const subscription = readSubscription(this);
	const data = triggerData(this);
	const place = placeOf(this);
	const fields: HookFields = {
		callbackUrl: place.url,
		scope: subscription.scope,
		...subscription.placement,
	};
	if (subscription.hookAttribute) fields.hookAttribute = subscription.hookAttribute;
	if (subscription.filter) fields.filter = subscription.filter;

	const { mine, others } = partition(data, place);
	const kept: StoredHook[] = [];
	for (const stored of mine) {
		if (isWanted(stored, subscription, place)) kept.push(stored);
		else await deleteHook(this, stored, { region: stored.region, tolerateMissing: true });
	}
	data.hooks = [...others, ...kept];

	const made: StoredHook[] = [];
	const outcome = await settled(registerAll(this, subscription, fields, place, kept, made));
	if (!outcome.ok) {
		await removeQuietly(this, made);
		await removeUnknownQuietly(this, subscription, place.url, kept);
		throw outcome.error;
	}
	data.hooks = [...others, ...kept, ...made];
	return true;
}

/** One hook per event not kept yet, each pushed to `made` as soon as it exists, then given its secret. */
async function registerAll(
	context: IHookFunctions,
	subscription: Subscription,
	fields: HookFields,
	place: Place,
	kept: StoredHook[],
	made: StoredHook[],
): Promise<void> {
	for (const event of subscription.events) {
		if (kept.some((stored) => stored.event === event)) continue;
		const hookId = await registerReplacing(context, subscription, event, fields);
		const stored: StoredHook = {
			system: subscription.system,
			event,
			hookId,
			scope: subscription.scope,
			region: subscription.region,
			callbackUrl: place.url,
			test: place.test,
			secret: newSecretToken(),
		};
		made.push(stored);
		await patchHook(context, stored, { token: stored.secret }, stored.region);
	}
}

async function registerReplacing(
	context: IHookFunctions,
	subscription: Subscription,
	event: string,
	fields: HookFields,
): Promise<string> {
	const { system, region } = subscription;
	const first = await createHook(context, system, event, fields, region);
	if (first.created) return first.hookId;
	const existing = first.existing;
	await deleteHook(
		context,
		{ system, event: String(existing.event ?? event), hookId: existing.hookId },
		{ region, tolerateMissing: true },
	);
	const second = await createHook(context, system, event, fields, region);
	if (!second.created) throw second.conflict;
	return second.hookId;
}

async function removeQuietly(
	context: IHookFunctions,
	hooks: Array<HookAddress & { region?: string }>,
): Promise<void> {
	for (const hook of hooks) {
		try {
			await deleteHook(context, hook, { region: hook.region, tolerateMissing: true });
		} catch (error) {
			context.logger.warn(
				`Autodesk APS Trigger: could not remove hook ${hook.hookId}: ${(error as Error).message}`,
			);
		}
	}
}

/**
 * After a failed activation: removes hooks at this node's URL that it does not keep, such as one a
 * create made at the service whose answer was lost (its id, and so its secret, never known).
 */
async function removeUnknownQuietly(
	context: IHookFunctions,
	subscription: Subscription,
	url: string,
	kept: StoredHook[],
): Promise<void> {
	const { system, region } = subscription;
	try {
		const unknown: Hook[] = [];
		for await (const page of pages<Hook>(context, linksNext, hookListRequest({ system, region }))) {
			unknown.push(
				...page.data.filter(
					(hook) =>
						hook.callbackUrl === url && !kept.some((stored) => stored.hookId === hook.hookId),
				),
			);
		}
		await removeQuietly(
			context,
			unknown.map(({ system: hookSystem, event, hookId }) => ({
				system: hookSystem,
				event,
				hookId,
				region,
			})),
		);
	} catch (error) {
		context.logger.warn(
			`Autodesk APS Trigger: could not check for hooks left in ${system}: ${(error as Error).message}`,
		);
	}
}

/**
 * Removes every hook this run manages (one already gone is no failure), then any other hook of
 * the same systems still pointing at this node's URL. Answers false when one could not be removed;
 * those stay in static data for the next attempt.
 */
export async function deleteHooks(this: IHookFunctions): Promise<boolean> {
	const data = triggerData(this);
	const place = placeOf(this);
	const { mine, others } = partition(data, place);
	const failed: StoredHook[] = [];
	for (const stored of mine) {
		try {
			await deleteHook(this, stored, { region: stored.region, tolerateMissing: true });
		} catch (error) {
			this.logger.warn(
				`Autodesk APS Trigger: could not delete hook ${stored.hookId}: ${(error as Error).message}`,
			);
			failed.push(stored);
		}
	}
	const sweep = await sweepLeftovers(this, place.url, mine);
	const left = failed.filter((stored) => !sweep.deleted.includes(stored.hookId));
	data.hooks = [...others, ...left];
	return left.length === 0 && sweep.clean;
}

/**
 * Deletes the hooks still at this node's URL in the systems in use: ones static data does not
 * know (a lost record, an interrupted create) or could not delete a moment ago.
 */
async function sweepLeftovers(
	context: IHookFunctions,
	url: string,
	known: StoredHook[],
): Promise<{ clean: boolean; deleted: string[] }> {
	const places = new Map<string, { system: string; region?: string }>();
	for (const stored of known) places.set(`${stored.system}|${stored.region}`, stored);
	try {
		const subscription = readSubscription(context);
		places.set(`${subscription.system}|${subscription.region}`, subscription);
	} catch (error) {
		context.logger.warn(
			`Autodesk APS Trigger: parameters unreadable, sweep limited: ${(error as Error).message}`,
		);
	}
	let clean = true;
	const deleted: string[] = [];
	for (const { system, region } of places.values()) {
		try {
			const leftovers: Hook[] = [];
			for await (const page of pages<Hook>(
				context,
				linksNext,
				hookListRequest({ system, region }),
			)) {
				leftovers.push(...page.data.filter((hook) => hook.callbackUrl === url));
			}
			for (const hook of leftovers) {
				await deleteHook(context, hook, { region, tolerateMissing: true });
				deleted.push(hook.hookId);
			}
		} catch (error) {
			context.logger.warn(
				`Autodesk APS Trigger: could not check for hooks left in ${system}: ${(error as Error).message}`,
			);
			clean = false;
		}
	}
	return { clean, deleted };
}
