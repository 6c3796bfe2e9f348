'use strict';

const { getNamedType, isCompositeType, Kind } = require('graphql');

/**
 * A query's point value as the rate-limit page of the developer guide computes it: 10 for each
 * query field, 1 for each object, 0 for a scalar or enum, and a list of `results` sized by the page
 * it asks for (its field's `pagination.limit`, or the default page). The sandbox counts a nested
 * list without pagination (an element's properties) once: the guide gives no rule for it.
 */
const QUERY_POINTS = 10;

/** The names of a page's list: `results`, and `result` where the version differences name it so. */
const PAGED_LISTS = ['results', 'result'];

function costOf(document, schema, variables, defaultPage) {
	const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
	const fragments = Object.fromEntries(document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]));
	const argument = (field, name) => {
		const node = (field.arguments || []).find((each) => each.name.value === name);
		if (!node) return undefined;
		return valueOf(node.value, variables);
	};
	const selectionCost = (selectionSet, parentType, pageSize) => {
		let total = 0;
		for (const selection of selectionSet.selections) {
			if (selection.kind === Kind.FRAGMENT_SPREAD) {
				const fragment = fragments[selection.name.value];
				if (fragment) total += selectionCost(fragment.selectionSet, parentType, pageSize);
				continue;
			}
			if (selection.kind === Kind.INLINE_FRAGMENT) {
				total += selectionCost(selection.selectionSet, parentType, pageSize);
				continue;
			}
			const definition = parentType.getFields()[selection.name.value];
			if (!definition) continue;
			const type = getNamedType(definition.type);
			if (!isCompositeType(type) || !selection.selectionSet) continue;
			const paged = PAGED_LISTS.includes(selection.name.value) && pageSize;
			const inner = selectionCost(selection.selectionSet, type, paged ? undefined : pageSize);
			total += paged ? pageSize * (1 + inner) : 1 + inner;
		}
		return total;
	};
	if (!operation || operation.operation !== 'query') return QUERY_POINTS;
	let total = 0;
	for (const selection of operation.selectionSet.selections) {
		if (selection.kind !== Kind.FIELD) continue;
		const definition = schema.getQueryType().getFields()[selection.name.value];
		if (!definition || !selection.selectionSet) {
			total += QUERY_POINTS;
			continue;
		}
		const pagination = argument(selection, 'pagination');
		const pageSize = Number((pagination && pagination.limit) || argument(selection, 'limit') || defaultPage);
		total += QUERY_POINTS + selectionCost(selection.selectionSet, getNamedType(definition.type), pageSize);
	}
	return total;
}

function valueOf(node, variables) {
	switch (node.kind) {
		case Kind.VARIABLE:
			return variables ? variables[node.name.value] : undefined;
		case Kind.INT:
		case Kind.FLOAT:
			return Number(node.value);
		case Kind.OBJECT:
			return Object.fromEntries(node.fields.map((field) => [field.name.value, valueOf(field.value, variables)]));
		case Kind.LIST:
			return node.values.map((value) => valueOf(value, variables));
		case Kind.NULL:
			return null;
		default:
			return node.value;
	}
}

module.exports = { QUERY_POINTS, costOf };
