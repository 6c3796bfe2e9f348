'use strict';

/**
 * A small JSON Schema (draft 7 subset: type, properties, items) for the node's output schemas
 * (nodes/<Node>/__schema__/): inferred from sample values, and a check that a value fits one.
 */

function typeOf(value) {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'array';
	return typeof value === 'number' ? 'number' : typeof value;
}

function types(schema) {
	return schema.type === undefined ? [] : [].concat(schema.type);
}

/** Objects whose keys are data, not a shape: a model's properties, a schema extension's data. */
const FREE_FORM = new Set(['properties', 'extensionData', 'serviceHeaders']);
/** Below this depth an object is only said to be an object: its keys vary with the data. */
const MAX_DEPTH = 3;

/**
 * The schema of every value in `values` (objects merged key by key, array elements together, to
 * MAX_DEPTH levels; FREE_FORM objects by their type only).
 */
function inferSchema(values, depth = 0) {
	const schema = {};
	const kinds = [...new Set(values.map(typeOf))].sort();
	if (kinds.length) schema.type = kinds.length === 1 ? kinds[0] : kinds;
	if (depth >= MAX_DEPTH) return schema;
	const objects = values.filter((value) => typeOf(value) === 'object');
	if (objects.length) {
		const keys = [...new Set(objects.flatMap((value) => Object.keys(value)))];
		schema.properties = Object.fromEntries(
			keys.map((key) => {
				const inner = objects.filter((value) => key in value).map((value) => value[key]);
				return [key, FREE_FORM.has(key) ? { type: inferSchema(inner, MAX_DEPTH).type } : inferSchema(inner, depth + 1)];
			}),
		);
	}
	const elements = values.filter(Array.isArray).flat();
	if (elements.length) schema.items = inferSchema(elements, depth + 1);
	return schema;
}

/** Where `value` does not fit `schema`, as `path: what`; empty when it fits. */
function misfits(value, schema, where = '$') {
	const kind = typeOf(value);
	const allowed = types(schema);
	if (allowed.length && !allowed.includes(kind)) return [`${where}: ${kind}, the schema says ${allowed.join(' or ')}`];
	if (kind === 'object' && schema.properties) {
		return Object.entries(value).flatMap(([key, inner]) =>
			key in schema.properties ? misfits(inner, schema.properties[key], `${where}.${key}`) : [`${where}.${key}: not in the schema`],
		);
	}
	if (kind === 'array' && schema.items) return value.flatMap((inner, index) => misfits(inner, schema.items, `${where}[${index}]`));
	return [];
}

module.exports = { inferSchema, misfits };
