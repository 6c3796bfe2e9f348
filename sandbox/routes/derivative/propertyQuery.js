'use strict';

const { HttpError } = require('../../http');

/**
 * The `query` of POST .../metadata/{guid}/properties:query: the seven forms of
 * `modelderivative/modelderivative.yaml` (SpecificPropertiesPayload: MatchId `$in`, BeginsWith
 * `$prefix`, EqualsTo `$eq`, Contains `$contains`, Between `$between`, GreaterThan `$ge`,
 * LessThan `$le`), each read into a predicate on an object of the view. A numeric property is
 * compared in metric base units, as the service converts it: `2500 millimeter^3` is 2.5e-6.
 */

const MAX_WORDS = 50;
/** Length units to metres; a unit with `^n` is raised to that power. */
const METRES = {
	millimeter: 0.001,
	centimeter: 0.01,
	meter: 1,
	kilometer: 1000,
	inch: 0.0254,
	foot: 0.3048,
	mm: 0.001,
	cm: 0.01,
	m: 1,
	in: 0.0254,
	ft: 0.3048,
};

const refuse = (message) => new HttpError(400, 'Bad Request', message);

/** `name`, `objectid`, `externalId`, or `properties.<category>.<name>` (a flat property: `properties.<name>`). */
function valueAt(object, attribute) {
	if (!attribute.startsWith('properties.')) return object[attribute];
	let value = object.properties;
	for (const part of attribute.slice('properties.'.length).split('.')) {
		if (value === null || typeof value !== 'object') return undefined;
		value = value[part];
	}
	return value;
}

/** A property's number in metric base units, or undefined when it is not numeric. */
function metricNumber(value) {
	if (typeof value === 'number') return value;
	if (typeof value !== 'string') return undefined;
	const match = /^\s*(-?\d+(?:\.\d+)?(?:e-?\d+)?)\s*(?:([a-z]+)(?:\^(\d))?)?\s*$/i.exec(value);
	if (!match) return undefined;
	const [, number, unit, power = '1'] = match;
	if (!unit) return Number(number);
	const factor = METRES[unit.toLowerCase()];
	if (factor === undefined) return Number(number);
	// Twelve significant digits: 1007 mm² is 0.001007 m², not 0.0010069999999999999.
	return Number((Number(number) * factor ** Number(power)).toPrecision(12));
}

const isPropertyName = (value) =>
	typeof value === 'string' && value.startsWith('properties.') && value.length > 11;
const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);

const FORMS = {
	$in(list) {
		const [attribute, ...values] = list;
		const valid =
			values.length > 0 &&
			(attribute === 'objectid'
				? values.every(Number.isInteger)
				: attribute === 'externalId' && values.every((value) => typeof value === 'string'));
		if (!valid)
			throw refuse('query.$in must be ["objectid", <id>, ...] or ["externalId", "<id>", ...].');
		const wanted = new Set(values);
		return (object) => wanted.has(object[attribute]);
	},
	$prefix(list) {
		if (list.length !== 2 || list[0] !== 'name' || typeof list[1] !== 'string')
			throw refuse('query.$prefix must be ["name", "<the start of a name>"].');
		return (object) => String(object.name).startsWith(list[1]);
	},
	$eq(list) {
		const [attribute, value] = list;
		if (list.length === 2 && attribute === 'name' && typeof value === 'string')
			return (object) => object.name === value;
		if (list.length !== 2 || !isPropertyName(attribute) || !isNumber(value))
			throw refuse(
				'query.$eq must be ["name", "<a name>"] or ["properties.<property>", <a number>].',
			);
		return (object) => metricNumber(valueAt(object, attribute)) === value;
	},
	$contains(list) {
		const [attribute, text] = list;
		const words = typeof text === 'string' ? text.toLowerCase().split(/\s+/).filter(Boolean) : [];
		if (list.length !== 2 || !isPropertyName(attribute) || !words.length)
			throw refuse('query.$contains must be ["properties.<property>", "<words>"].');
		if (words.length > MAX_WORDS) throw refuse(`query.$contains takes at most ${MAX_WORDS} words.`);
		return (object) => {
			const value = valueAt(object, attribute);
			if (typeof value !== 'string') return false;
			const present = new Set(value.toLowerCase().split(/\s+/));
			return words.every((word) => present.has(word));
		};
	},
	$between(list) {
		const [attribute, low, high] = list;
		if (list.length !== 3 || !isPropertyName(attribute) || !isNumber(low) || !isNumber(high))
			throw refuse('query.$between must be ["properties.<property>", <low>, <high>].');
		return (object) => {
			const value = metricNumber(valueAt(object, attribute));
			return value !== undefined && value >= low && value <= high;
		};
	},
	$ge: bound('$ge', (value, limit) => value >= limit),
	$le: bound('$le', (value, limit) => value <= limit),
};

function bound(form, holds) {
	return (list) => {
		const [attribute, limit] = list;
		if (list.length !== 2 || !isPropertyName(attribute) || !isNumber(limit))
			throw refuse(`query.${form} must be ["properties.<property>", <a number>].`);
		return (object) => {
			const value = metricNumber(valueAt(object, attribute));
			return value !== undefined && holds(value, limit);
		};
	};
}

/** The predicate of a properties:query `query`; a 400 naming the rule when it is none of the forms. */
function queryPredicate(query) {
	const keys =
		query && typeof query === 'object' && !Array.isArray(query) ? Object.keys(query) : [];
	if (keys.length !== 1 || !Object.hasOwn(FORMS, keys[0]) || !Array.isArray(query[keys[0]]))
		throw refuse(
			`query must be an object with one of ${Object.keys(FORMS).join(', ')}, whose value is an array.`,
		);
	return FORMS[keys[0]](query[keys[0]]);
}

module.exports = { queryPredicate, metricNumber };
