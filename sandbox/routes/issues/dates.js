'use strict';

const { badRequest } = require('./access');
const { listFilter } = require('./paging');

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;
const DAY_MS = 24 * 3600 * 1000;

/**
 * A date filter value as an inclusive time span: `YYYY-MM-DD` is that whole day (UTC), a date and
 * time is that instant, and `from..to` (either side may be left out) spans both.
 * `autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml describes single
 * values separated by commas; the `..` range is the sandbox's reading of the reference pages'
 * ranges and is not confirmed by the file.
 */
function dateSpan(name, text) {
	const range = text.split('..');
	if (range.length === 2) {
		const from = range[0] ? pointSpan(name, range[0]).from : -Infinity;
		const to = range[1] ? pointSpan(name, range[1]).to : Infinity;
		return { from, to };
	}
	return pointSpan(name, text);
}

function pointSpan(name, text) {
	if (DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))) {
		const from = Date.parse(`${text}T00:00:00Z`);
		return { from, to: from + DAY_MS - 1 };
	}
	if (DATE_TIME.test(text) && !Number.isNaN(Date.parse(text))) {
		const at = Date.parse(text);
		return { from: at, to: at };
	}
	throw badRequest(
		`${name} must be YYYY-MM-DD, YYYY-MM-DDThh:mm:ss.sssZ or a range from..to; got '${text}'.`,
	);
}

/** The time of an issue's date or date-time attribute (a date is its day's start, UTC). */
function timeOf(value) {
	if (!value) return undefined;
	return DATE.test(value) ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value);
}

/** An issue's `dueDate` or `startDate`: ISO 8601, kept as its date (YYYY-MM-DD). */
function readIssueDate(field, value) {
	if (value === null) return null;
	if (
		typeof value === 'string' &&
		DATE.test(value) &&
		!Number.isNaN(Date.parse(`${value}T00:00:00Z`))
	)
		return value;
	if (typeof value === 'string' && DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)))
		return value.slice(0, 10);
	throw badRequest(`${field} must be an ISO 8601 date (YYYY-MM-DD); got ${JSON.stringify(value)}.`);
}

/** The date filters given, as one predicate over a record's attributes of the same names. */
function dateFilters(query, names) {
	const tests = [];
	for (const name of names) {
		const values = listFilter(query, `filter[${name}]`);
		if (!values) continue;
		const spans = values.map((value) => dateSpan(`filter[${name}]`, value));
		tests.push((record) => {
			const time = timeOf(record[name]);
			return time !== undefined && spans.some((span) => span.from <= time && time <= span.to);
		});
	}
	return (record) => tests.every((test) => test(record));
}

module.exports = { dateSpan, timeOf, dateFilters, readIssueDate };
