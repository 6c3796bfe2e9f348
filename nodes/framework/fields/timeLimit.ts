import type { IDisplayOptions, INodeProperties } from 'n8n-workflow';

import type { NothingSent } from '../../shared/inputRules';
import { InputRuleError } from '../../shared/inputRules';
import { show } from '../../shared/jsonField';

/**
 * Waiting on the Model Derivative service (a translation, the data of a freshly translated
 * design): the Time Limit fields' bound and the intervals between polls.
 */

export const FIRST_POLL_INTERVAL_MS = 1000;
export const POLL_INTERVAL_GROWTH = 1.5;
export const MAX_POLL_INTERVAL_MS = 30_000;
export const MAX_WAIT_SECONDS = 3600;

/** The Time Limit (Seconds) field: how long a wait lasts at most, 1 to MAX_WAIT_SECONDS seconds. */
export function timeLimitProperty(
	defaultSeconds: number,
	description: string,
	displayOptions?: IDisplayOptions,
): INodeProperties {
	return {
		displayName: 'Time Limit (Seconds)',
		name: 'timeLimit',
		type: 'number',
		default: defaultSeconds,
		typeOptions: { minValue: 1, maxValue: MAX_WAIT_SECONDS },
		description,
		...(displayOptions ? { displayOptions } : {}),
	};
}

/**
 * The Time Limit of a Wait for Completion: shown when it is on, 300 seconds unless changed; `read`
 * names what is read while waiting (the job, the manifest).
 */
export function completionTimeLimitProperty(read: string): INodeProperties {
	return timeLimitProperty(
		300,
		`How long to wait at most. ${read} is read at growing intervals (1 s, then up to 30 s). When the limit passes the job keeps running in the service and the node reports an error saying so.`,
		{ show: { waitForCompletion: [true] } },
	);
}

/** A Time Limit field's value, checked before anything is sent: 1 to MAX_WAIT_SECONDS seconds. */
export function checkedTimeLimit(value: unknown, advice: NothingSent): number {
	if (
		typeof value !== 'number' ||
		!Number.isFinite(value) ||
		value < 1 ||
		value > MAX_WAIT_SECONDS
	) {
		throw new InputRuleError(
			'Time Limit (Seconds)',
			`must be a number from 1 to ${MAX_WAIT_SECONDS}; got ${show(value)}`,
			advice,
		);
	}
	return value;
}
