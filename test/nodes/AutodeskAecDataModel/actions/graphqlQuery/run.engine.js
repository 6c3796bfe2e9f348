'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { AEC_SEED, STRUCTURE, STRUCTURE_ELEMENTS, graphqlRequests, runAec } = require('../aecSandbox');

const PAGED = `query ($id: ID!, $cursor: String) {
  elementsByElementGroup(elementGroupId: $id, pagination: { cursor: $cursor, limit: 100 }) {
    pagination { cursor }
    results { id name }
  }
}`;

const run = (extra) => ({ resource: 'graphqlQuery', operation: 'run', ...extra });

describe('graphqlQuery run through the n8n engine', () => {
	const sandbox = useSandbox();

	test('a query with variables answers its data as one item', async () => {
		const query = 'query ($hubId: ID!) { projects(hubId: $hubId) { results { id name } } }';
		const result = await runAec(sandbox, run({ query, variables: JSON.stringify({ hubId: AEC_SEED.hubId }) }));
		expect(result.error).toBeUndefined();
		expect(result.items).toEqual([{ json: { projects: { results: [{ id: AEC_SEED.projectId, name: 'Sandbox Hospital' }, expect.objectContaining({ name: 'Sandbox Clinic' })] } }, pairedItem: { item: 0 } }]);
		expect(graphqlRequests(sandbox)[0]).toEqual(expect.objectContaining({ query, variables: { hubId: AEC_SEED.hubId } }));
	});

	test("a GraphQL error becomes the node's error with the service's message", async () => {
		const result = await runAec(sandbox, run({ query: '{ hubs { results { nope } } }' }));
		expect(result.error.message).toBe('Run GraphQL query failed: Cannot query field "nope" on type "Hub". Did you mean "name"?');
		expect(result.error.description).toMatch(/refused the query/);
	});

	test('a query over the per-query point limit is refused by the service with its words', async () => {
		const query = `query ($id: ID!) { elementsByElementGroup(elementGroupId: $id, pagination: { limit: 500 }) { results { id properties { results { name value definition { units { name } } } } } } }`;
		const result = await runAec(sandbox, run({ query, variables: JSON.stringify({ id: AEC_SEED.elementGroups.hospitalStructure }) }));
		expect(result.error.message).toMatch(/^Run GraphQL query failed: The query costs \d+ points, more than the limit of 1000 points a query/);
		expect(result.error.description).toMatch(/smaller page/);
	});

	test('a Paged Field Path: every page by $cursor, one item per record, none lost or repeated; Limit stops early', async () => {
		const paged = { query: PAGED, variables: JSON.stringify({ id: STRUCTURE }), pagedField: 'elementsByElementGroup' };
		const all = await runAec(sandbox, run({ ...paged, returnAll: true }));
		expect(all.error).toBeUndefined();
		expect(all.items.map((item) => item.json)).toEqual(STRUCTURE_ELEMENTS.map((element) => ({ id: element.id, name: element.name })));
		const sent = graphqlRequests(sandbox);
		expect(sent.map((each) => each.variables.cursor)).toEqual([undefined, expect.any(String), expect.any(String)]);
		expect(sent.every((each) => each.variables.id === STRUCTURE)).toBe(true);
		const limited = await runAec(sandbox, run({ ...paged, returnAll: false, limit: 150 }));
		expect(limited.items.map((item) => item.json.id)).toEqual(STRUCTURE_ELEMENTS.slice(0, 150).map((element) => element.id));
		expect(graphqlRequests(sandbox)).toHaveLength(5);
	});

	test('a nested paged field by its dotted path; a path with no results list stops with what was found', async () => {
		const query = `query ($id: ID!, $cursor: String) {
  elementGroupAtTip(elementGroupId: $id) { versionHistory { versions(pagination: { cursor: $cursor, limit: 1 }) { pagination { cursor } results { versionNumber } } } }
}`;
		const nested = await runAec(sandbox, run({ query, variables: JSON.stringify({ id: AEC_SEED.elementGroups.hospitalCentral }), pagedField: 'elementGroupAtTip.versionHistory.versions', returnAll: true }));
		expect(nested.error).toBeUndefined();
		expect(nested.items.map((item) => item.json)).toEqual([{ versionNumber: 2 }, { versionNumber: 1 }]);
		const wrong = await runAec(sandbox, run({ query, variables: JSON.stringify({ id: AEC_SEED.elementGroups.hospitalCentral }), pagedField: 'elementGroupAtTip.versionHistory', returnAll: true }));
		expect(wrong.error.message).toMatch(/^The answer has no list of results at elementGroupAtTip\.versionHistory: got /);
	});

	test('a Paged Field Path without a $cursor in the query, or not a path, is refused before sending', async () => {
		const noCursor = await runAec(sandbox, run({ query: '{ hubs { results { id } } }', pagedField: 'hubs', returnAll: true }));
		expect(noCursor.error.message).toBe('A query paged by the Paged Field Path must declare a $cursor: String variable and pass it to the field (pagination: { cursor: $cursor })');
		const notPath = await runAec(sandbox, run({ query: PAGED, pagedField: 'elements By Group', returnAll: true }));
		expect(notPath.error.message).toBe('Paged Field Path must be field names joined by dots (such as elementGroupAtTip.elements); got "elements By Group"');
		expect(graphqlRequests(sandbox)).toEqual([]);
	});

	test('Variables that are not a JSON object and an empty Query are refused before sending', async () => {
		const array = await runAec(sandbox, run({ query: '{ hubs { results { id } } }', variables: '[1]' }));
		expect(array.error.message).toBe('Variables must be a JSON object; got an array');
		const empty = await runAec(sandbox, run({ query: ' ' }));
		expect(empty.error.message).toBe('Query must be a GraphQL query; got an empty query');
		expect(graphqlRequests(sandbox)).toEqual([]);
	});
});
