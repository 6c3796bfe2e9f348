'use strict';

/** Medians, ratios and the rounding the reports use. */

function median(values) {
	const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
	if (!sorted.length) return undefined;
	const middle = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each numeric field over the samples. */
function medians(samples, fields) {
	return Object.fromEntries(fields.map((field) => [field, median(samples.map((s) => s[field]))]));
}

function ratio(a, b) {
	return Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? a / b : undefined;
}

const round = (value, digits = 0) =>
	Number.isFinite(value) ? Number(value.toFixed(digits)) : undefined;

/** Each run gets the contenders in a different order (rotated), so drift hits all of them. */
function rotated(list, run) {
	const shift = run % list.length;
	return [...list.slice(shift), ...list.slice(0, shift)];
}

module.exports = { median, medians, ratio, round, rotated };
