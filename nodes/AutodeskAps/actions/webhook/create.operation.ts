import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { hookRules as rules } from '../../../shared/hookRules';
import { readRegion } from '../../../shared/regions';
import {
	CUSTOM,
	hookCreateFields,
	hookCreateProperties,
	hookSettingProperties,
	itemReader,
	readScope,
	readSystem,
	regionProperty,
	scopeProperties,
	systemProperties,
} from '../../../shared/webhookFields';
import type { HookFields } from '../../../shared/types';
import { createHook, hookUrlOf, withoutSecrets } from '../../../services/webhooks';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';

const properties: INodeProperties[] = [
	...systemProperties,
	{
		displayName: 'Event Name or ID',
		name: 'event',
		type: 'options',
		typeOptions: { loadOptionsMethod: 'getWebhookEvents', loadOptionsDependsOn: ['system'] },
		default: '',
		required: true,
		description:
			'The event to be notified of; * stands for any characters (dm.version.*). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	{
		displayName: 'Event',
		name: 'customEvent',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'opportunity.comment.*',
		description: 'The event name or wildcard pattern; the -1.0 version suffix may be left out',
		displayOptions: { show: { event: [CUSTOM] } },
	},
	{
		displayName: 'Callback URL',
		name: 'callbackUrl',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'https://example.com/webhook/aps',
		description: 'The URL the service posts each event to',
	},
	...scopeProperties,
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [...hookSettingProperties, ...hookCreateProperties, regionProperty].sort((a, b) =>
			a.displayName.localeCompare(b.displayName),
		),
	},
];

export const description = forOperation('webhook', 'create', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const read = itemReader(this, itemIndex);
	const system = readSystem(read);
	const picked = read('event') as string;
	const event = rules.name('Event', picked === CUSTOM ? read('customEvent', '') : picked);
	const additional = read('additionalFields', {}) as IDataObject;

	const fields: HookFields = {
		callbackUrl: rules.callbackUrl(read('callbackUrl')),
		scope: readScope(read),
		...hookCreateFields(additional),
	};
	const hookAttribute = rules.hookAttribute(additional.hookAttribute);
	if (hookAttribute) fields.hookAttribute = hookAttribute;
	const filter = rules.filter(additional.filter);
	if (filter) fields.filter = filter;
	const hookExpiry = rules.hookExpiry(additional.hookExpiry);
	if (hookExpiry) fields.hookExpiry = hookExpiry;
	if (additional.autoReactivateHook !== undefined) {
		fields.autoReactivateHook = additional.autoReactivateHook as boolean;
	}
	const region = readRegion(additional);

	const result = await createHook(this, system, event, fields, region);
	if (result.created) {
		const json: IDataObject = {
			hookId: result.hookId,
			hookUrl: result.hookUrl,
			created: true,
			system,
			event,
			callbackUrl: fields.callbackUrl,
			scope: fields.scope,
		};
		return [{ json }];
	}
	const existing = withoutSecrets(result.existing);
	const address = { system, event: String(existing.event ?? event), hookId: existing.hookId };
	return [
		{
			json: {
				...existing,
				hookUrl: await hookUrlOf(this, address),
				created: false,
				message:
					'A hook for this event, callback URL and scope already exists (the service answered 409); it is returned unchanged',
			},
		},
	];
};

export const tool: OperationTool = {
	description:
		'Register a webhook: APS posts an event (for example dm.version.added, extraction.finished) of a system (data, derivative, adsk.c4r, ...) to a URL. Event: the event id; Callback URL: an https address that answers 200; Additional Fields > scope values (folder id, workflow). Returns hookId, event, system, status, callbackUrl.',
};
