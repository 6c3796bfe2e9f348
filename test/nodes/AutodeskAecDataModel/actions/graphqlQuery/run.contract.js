'use strict';

const { FIRST_REQUEST } = require('../aecContract');

const run = (extra = {}) => ({ resource: 'graphqlQuery', operation: 'run', query: '{ hubs { results { id name } } }', variables: '{}', ...extra });

/** Query > Run, as the suites that cover every operation see it. */
module.exports = {
	label: 'Run GraphQL query',
	parameters: run(),
	firstRequest: FIRST_REQUEST,
	badInputs: [
		{ field: 'Variables', input: 'a JSON array', parameters: run({ variables: '[1]' }) },
		{ field: 'Query', input: 'spaces only (GraphQL)', parameters: run({ query: '  ' }) },
		{ field: 'Paged Field Path', input: 'words with spaces', parameters: run({ query: 'query ($cursor: String) { hubs(pagination: { cursor: $cursor }) { results { id } } }', pagedField: 'all hubs', returnAll: true }) },
	],
};
