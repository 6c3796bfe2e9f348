import type { IDataObject, IHookFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { distinctPatterns, TRANSLATION_FINISHED } from '../shared/events';
import { hookRules as rules } from '../shared/hookRules';
import { InputRuleError, inputRuleFailure } from '../shared/inputRules';
import { listValues } from '../shared/listValues';
import { readRegion } from '../shared/regions';
import {
	filterProperty,
	hookAttributeProperty,
	hookCreateFields,
	hookCreateProperties,
	readScope,
	readSystem,
	regionProperty,
	scopeProperties,
	systemProperties,
} from '../shared/webhookFields';
import type { HookFields, HookScope } from '../shared/types';
import { authenticationProperty } from '../shared/authentication';

const forEvents = { show: { triggerOn: ['events'] } };
const forTranslation = { show: { triggerOn: ['translationFinished'] } };

export const triggerProperties: INodeProperties[] = [
	authenticationProperty,
	{
		displayName: 'Trigger On',
		name: 'triggerOn',
		type: 'options',
		noDataExpression: true,
		options: [
			{
				name: 'Events',
				value: 'events',
				description: 'Events of a system (new versions, issues, bids...) in a scope',
			},
			{
				name: 'Translation Finished',
				value: 'translationFinished',
				description: 'A translation job started with a given workflow ID has finished',
			},
		],
		default: 'translationFinished',
	},
	{
		displayName: 'Translation Job Workflow ID',
		name: 'workflowId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'my-translations',
		description:
			"Not this n8n workflow's ID: a name you choose, 1 to 36 ASCII letters, digits and hyphens. Give the translation jobs the same value in Translation Job > Create > Options > Workflow ID (sent as misc.workflow).",
		displayOptions: forTranslation,
	},
	...systemProperties.map((property) => ({
		...property,
		displayOptions: { show: { ...forEvents.show, ...property.displayOptions?.show } },
	})),
	{
		displayName: 'Event Names or IDs',
		name: 'events',
		type: 'multiOptions',
		typeOptions: { loadOptionsMethod: 'getTriggerEvents', loadOptionsDependsOn: ['system'] },
		default: [],
		description:
			'One hook is registered per event or wildcard pattern. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		displayOptions: forEvents,
	},
	{
		displayName: 'Other Events',
		name: 'customEvents',
		type: 'string',
		default: '',
		placeholder: 'opportunity.comment.*, bid.created',
		description:
			'More event names or wildcard patterns, comma-separated (* stands for any characters)',
		displayOptions: forEvents,
	},
	...scopeProperties.map((property) => ({
		...property,
		displayOptions: { show: { ...forEvents.show, ...property.displayOptions?.show } },
	})),
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [filterProperty, hookAttributeProperty, ...hookCreateProperties, regionProperty].sort(
			(a, b) => a.displayName.localeCompare(b.displayName),
		),
	},
];

/** What the trigger subscribes to: one hook per event, all with the same scope and options. */
export interface Subscription {
	system: string;
	events: string[];
	scope: HookScope;
	hookAttribute?: IDataObject;
	filter?: string;
	region?: string;
	placement: Pick<HookFields, 'hubId' | 'projectId' | 'tenant' | 'callbackWithEventPayloadOnly'>;
}

/** The subscription the node's fields ask for; a broken rule becomes the error n8n shows. */
export function readSubscription(context: IHookFunctions): Subscription {
	try {
		return subscriptionOf(context);
	} catch (error) {
		if (!(error instanceof InputRuleError)) throw error as NodeOperationError;
		throw inputRuleFailure(context.getNode(), error);
	}
}

function subscriptionOf(context: IHookFunctions): Subscription {
	const read = (name: string, fallback?: unknown) => context.getNodeParameter(name, fallback);
	const options = read('options', {}) as IDataObject;
	const common = {
		hookAttribute: rules.hookAttribute(options.hookAttribute),
		filter: rules.filter(options.filter),
		region: readRegion(options),
		placement: hookCreateFields(options),
	};
	if (read('triggerOn') === 'translationFinished') {
		return {
			system: TRANSLATION_FINISHED.system,
			events: [TRANSLATION_FINISHED.event],
			scope: { [TRANSLATION_FINISHED.scope]: rules.workflowId(read('workflowId', '')) },
			...common,
		};
	}
	const system = readSystem(read);
	const picked = [...listValues(read('events', [])), ...listValues(read('customEvents', ''))];
	const events = distinctPatterns(picked.map((event) => rules.name('Event', event)));
	if (!events.length) {
		throw new InputRuleError(
			'Events',
			'is empty: pick at least one event, or type one in Other Events',
		);
	}
	return { system, events, scope: readScope(read), ...common };
}
