import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { knownEvents, wildcardGroups } from './events';
import { CUSTOM } from './webhookFields';

/** The known events of the selected system, its wildcard groups and `*`. */
function eventsOfSelectedSystem(context: ILoadOptionsFunctions): INodePropertyOptions[] {
	const system = String(context.getCurrentNodeParameter('system') ?? '');
	return [
		...knownEvents(system).map((event) => ({ name: event, value: event })),
		...wildcardGroups(system).map((pattern) => ({
			name: pattern,
			value: pattern,
			description: `Every ${pattern.slice(0, -2)} event`,
		})),
		{ name: 'All Events (*)', value: '*', description: 'Every event of the system' },
	];
}

/** Events for one hook: the system's events, wildcards, or one typed in. */
export async function getWebhookEvents(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return [
		...eventsOfSelectedSystem(this),
		{
			name: 'Other (Type In)',
			value: CUSTOM,
			description: 'Another event name or wildcard pattern',
		},
	];
}

/** Events for the trigger's multi-select (names typed in go to a field of their own). */
export async function getTriggerEvents(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	return eventsOfSelectedSystem(this);
}
