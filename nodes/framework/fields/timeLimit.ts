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
