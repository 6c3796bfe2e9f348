import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { InputRuleError, NOTHING_SENT } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import { checkedTimeLimit, timeLimitProperty } from '../../../framework/fields/timeLimit';

/** Fields of the model operations beyond the source design and region. */

export const viewGuidProperty: INodeProperties = {
	displayName: 'Model View GUID',
	name: 'viewGuid',
	type: 'string',
	default: '',
	placeholder: 'e.g. 4f981e94-8241-4eaf-b08c-ac3fd8a3c8c8',
	description:
		"The model view to read, as Get Views gives its guid. Leave empty for the design's first 3D view (or its first view when it has no 3D view).",
};

/** How long to ask for the data of a design the service is still preparing. */
export const preparingTimeLimitProperty: INodeProperties = timeLimitProperty(
	60,
	'The service answers "not ready" (202) while it prepares the data of a freshly translated design: how long to keep asking at most (1 s, then growing intervals up to 30 s)',
);

/** The Time Limit field's value, checked before any request: 1 to MAX_WAIT_SECONDS seconds. */
export function readTimeLimit(context: IExecuteFunctions, itemIndex: number): number {
	return checkedTimeLimit(context.getNodeParameter('timeLimit', itemIndex, 60), NOTHING_SENT);
}

/** The Model View GUID field, trimmed (empty: the default view). */
export function readViewGuid(context: IExecuteFunctions, itemIndex: number): string {
	const value = context.getNodeParameter('viewGuid', itemIndex, '') as unknown;
	if (typeof value !== 'string') {
		throw new InputRuleError('Model View GUID', `must be text; got ${show(value)}`, {
			then: 'Get Views lists the guids of a design.',
		});
	}
	return value.trim();
}
