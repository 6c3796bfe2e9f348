import type { IDataObject } from 'n8n-workflow';

import { InputRuleError } from '../../shared/inputRules';
import { show } from '../../shared/jsonField';

const DATE = /^\d{4}-\d{2}-\d{2}/;

/** A date field's value as a time, or undefined when it is empty; anything else is refused. */
function timeOf(field: string, value: unknown): number | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	const text = String(value).trim();
	const time = DATE.test(text) ? Date.parse(text) : NaN;
	if (Number.isNaN(time)) {
		throw new InputRuleError(
			field,
			`must be a date (YYYY-MM-DD, or a date and time); got ${show(value)}`,
		);
	}
	return time;
}

/** A date (an issue's due or start date, an RFI's due date) as the ACC APIs keep it: YYYY-MM-DD. */
export function readDay(field: string, value: unknown): string | undefined {
	const time = timeOf(field, value);
	return time === undefined ? undefined : String(value).trim().slice(0, 10);
}

/** Two date fields of a collection as bounds (either may be empty); undefined when both are. */
export interface DateRangeFields {
	from: string;
	to: string;
	label: [string, string];
	/** Keep the dates (due dates), else the instants (UTC). */
	dateOnly: boolean;
}

export function readDateBounds(
	collection: IDataObject,
	{ from, to, label, dateOnly }: DateRangeFields,
): { from?: string; to?: string } | undefined {
	const fromTime = timeOf(label[0], collection[from]);
	const toTime = timeOf(label[1], collection[to]);
	if (fromTime === undefined && toTime === undefined) return undefined;
	if (fromTime !== undefined && toTime !== undefined && fromTime > toTime) {
		throw new InputRuleError(
			label[1],
			`must not be before ${label[0].split(' › ').pop()}; got ${show(collection[to])}`,
		);
	}
	const format = (field: string, time: number | undefined) =>
		time === undefined
			? undefined
			: dateOnly
				? String(collection[field]).trim().slice(0, 10)
				: new Date(time).toISOString();
	return { from: format(from, fromTime), to: format(to, toTime) };
}

/** A `from..to` range of two date fields, as the Issues API's date filters take it. */
export function readDateRange(
	collection: IDataObject,
	fields: DateRangeFields,
): string | undefined {
	const bounds = readDateBounds(collection, fields);
	return bounds && `${bounds.from ?? ''}..${bounds.to ?? ''}`;
}
