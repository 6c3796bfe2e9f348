import type { INodeProperties } from 'n8n-workflow';

import { EVENT_SYSTEMS } from '../../../shared/events';
import { hookRules as rules } from '../../../shared/hookRules';
import { InputRuleError } from '../../../shared/inputRules';
import { linksNext } from '../../../shared/paging/linksNext';
import { collect } from '../../../shared/paging/pager';
import { readRegion } from '../../../shared/regions';
import { CUSTOM, regionProperty, scopeOptions, statusOptions } from '../../../shared/webhookFields';
import type { Hook } from '../../../services/webhooks';
import { hookListRequest, withoutSecrets } from '../../../services/webhooks';
import { forOperation, getManyProperties, readGetMany } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';

const properties: INodeProperties[] = getManyProperties([
	{
		displayName: 'Event',
		name: 'event',
		type: 'string',
		default: '',
		placeholder: 'dm.version.added',
		description: 'Only hooks of this event (needs System)',
	},
	{ ...regionProperty, description: 'Only hooks in this data center (sent as X-Ads-Region)' },
	{
		displayName: 'Scope',
		name: 'scopeName',
		type: 'options',
		options: scopeOptions,
		default: 'folder',
		description: 'Only hooks with this kind of scope (needs System and Event)',
	},
	{
		displayName: 'Scope Name (Typed In)',
		name: 'customScopeName',
		type: 'string',
		default: '',
		placeholder: 'project',
		description: 'The scope name when Scope is Other (Type In)',
	},
	{
		displayName: 'Status',
		name: 'status',
		type: 'options',
		options: statusOptions,
		default: 'active',
		description: 'Only hooks with this status',
	},
	{
		displayName: 'System',
		name: 'system',
		type: 'string',
		default: '',
		placeholder: 'data',
		description: `Only hooks of this event system: ${EVENT_SYSTEMS.map((system) => system.value).join(', ')} or another`,
	},
]);

export const description = forOperation('webhook', 'getAll', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { limit, filters } = readGetMany(this, itemIndex);
	const system = filters.system ? rules.name('System', filters.system) : undefined;
	const event = filters.event ? rules.name('Event', filters.event) : undefined;
	if (event && !system) {
		throw new InputRuleError('The Event filter', 'needs the System filter too');
	}
	const picked = filters.scopeName as string | undefined;
	const scopeName =
		picked === CUSTOM ? rules.scopeName('Scope Name (Typed In)', filters.customScopeName) : picked;
	if (scopeName && !event) {
		throw new InputRuleError('The Scope filter', 'needs the System and Event filters too');
	}
	const request = hookListRequest({
		system,
		event,
		status: filters.status as string | undefined,
		scopeName,
		region: readRegion(filters),
	});
	const hooks = await collect<Hook>(this, linksNext, request, { limit });
	return hooks.map((hook) => ({ json: withoutSecrets(hook) }));
};

export const tool: OperationTool = {
	description: `List the webhooks the credential owns. Filters: Event, Scope, Status (active, inactive), System, Region; ${LIMIT}. Returns per hook: hookId, system, event, status, callbackUrl, scope. Next: Webhook > Get, Update or Delete with the system, event and hookId.`,
};
