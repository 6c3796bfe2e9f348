'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { AEC_SEED, graphqlRequests, runAec } = require('../aecSandbox');

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

	test('Variables that are not a JSON object and an empty Query are refused before sending', async () => {
		const array = await runAec(sandbox, run({ query: '{ hubs { results { id } } }', variables: '[1]' }));
		expect(array.error.message).toBe('Variables must be a JSON object; got an array');
		const empty = await runAec(sandbox, run({ query: ' ' }));
		expect(empty.error.message).toBe('Query must be a GraphQL query; got an empty query');
		expect(graphqlRequests(sandbox)).toEqual([]);
	});
});
