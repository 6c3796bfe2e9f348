'use strict';

const { parse } = require('graphql');
const { costOf } = require('../../../sandbox/routes/aecDataModel/cost');
const { schema } = require('../../../sandbox/routes/aecDataModel/schema');
const { ELEMENT_FIELDS } = require('../../../nodes/AutodeskAecDataModel/actions/element/elementShape');
const { pageForBudget, queryPoints } = require('../../../nodes/services/aecPoints');

/** The node's estimate of a query's points against the sandbox's count (the guide's rules). */

const ELEMENTS = `query Elements($id: ID!, $pagination: PaginationInput) {
  elementsByElementGroup(elementGroupId: $id, filter: { query: "property.name.category==Walls" }, pagination: $pagination) {
    pagination { cursor }
    results { ${ELEMENT_FIELDS} }
  }
}`;

const SHAPED = `# comments, aliases, fragments, inline fragments, directives and strings with braces
query Shaped($id: ID!, $pagination: PaginationInput, $withGroup: Boolean = true) {
  walls: elementsByElementGroup(elementGroupId: $id, filter: { query: "name=='{ not a field }'" }, pagination: $pagination) {
    pagination { cursor pageSize }
    results {
      ...ElementParts
      elementGroup @include(if: $withGroup) { id name version { versionNumber } }
      ... on Element { properties { results { name displayValue } } }
    }
  }
  hubs { results { id alternativeIdentifiers { dataManagementAPIHubId } } }
}
fragment ElementParts on Element { id name properties { results { definition { units { name } } } } }`;

const CHANGES = `query ($id: ID!, $pagination: PaginationInput) {
  diffElementGroupByVersionWithLatest(elementGroupId: $id, startVersion: 1, pagination: $pagination) {
    pagination { cursor }
    result { type element { id name } differences(pagination: { limit: 100 }) { pagination { cursor } results { type oldItem { name value } item { name value } } } }
  }
}`;

const DEFINITIONS = `{ propertyDefinitionsByElementGroup(elementGroupId: "x", pagination: { limit: 9 }) { pagination { cursor } results { id name units { name } } } }`;

const sandboxPoints = (query, limit) => costOf(parse(query), schema, { id: 'x', pagination: { limit } }, 50);

describe('the points of a query, as the AEC Data Model counts them', () => {
	test.each([
		['elements with their properties', ELEMENTS],
		['fragments, aliases, inline fragments, directives and two query fields', SHAPED],
		['version differences, whose page is its `result` list (the nested differences counted once)', CHANGES],
	])('%s: the same as the sandbox counts, for any page', (_name, query) => {
		for (const limit of [1, 7, 100, 177, 400]) expect(queryPoints(query, { id: 'x', pagination: { limit } })).toBe(sandboxPoints(query, limit));
	});

	test('a page of 100 elements with their properties costs 511 points; the hubs list sized by the default page', () => {
		expect(queryPoints(ELEMENTS, { pagination: { limit: 100 } })).toBe(511);
		expect(queryPoints('{ hubs { results { id name } } }')).toBe(60);
		expect(queryPoints(DEFINITIONS)).toBe(costOf(parse(DEFINITIONS), schema, {}, 50));
	});

	test('the page keeps 10% under the per-query limit or the budget, and a whole number of pages fills the budget', () => {
		// 6000 points: 7 pages of at most 857 points (5992 a window), not 6 of 896 (5376).
		expect(pageForBudget(ELEMENTS, 6000, 500)).toBe(169);
		expect(7 * queryPoints(ELEMENTS, { pagination: { limit: 169 } })).toBeLessThanOrEqual(6000);
		expect(7 * queryPoints(ELEMENTS, { pagination: { limit: 170 } })).toBeGreaterThan(6000);
		expect(pageForBudget(ELEMENTS, 600, 500)).toBe(57);
		expect(2 * queryPoints(ELEMENTS, { pagination: { limit: 57 } })).toBeLessThanOrEqual(600);
		expect(pageForBudget(ELEMENTS, 20, 500)).toBe(1);
		expect(pageForBudget('{ hubs { results { id } } }', 6000, 500)).toBe(500);
	});
});
