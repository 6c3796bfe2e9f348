'use strict';

const { GraphQLError, execute, parse, validate } = require('graphql');
const { HttpError } = require('../http');
const { json } = require('../responses');
const { AEC_REGIONS, seededElementGroup } = require('../seed/aecDataModel');
const { costOf } = require('./aecDataModel/cost');
const { DEFAULT_PAGE, rootValue } = require('./aecDataModel/resolvers');
const { schema } = require('./aecDataModel/schema');

/**
 * The AEC Data Model API (the developer guide and reference): one GraphQL endpoint, POST
 * /aec/graphql, for three-legged tokens only, answering the Region its `Region` header names;
 * each query costs points (cost.js): at most 1000 a query, and 6000 a minute for the app
 * (settable by tests: POST /__sandbox/aec/budget), beyond which it answers 429 with Retry-After.
 */

/** The guide's limits: points a single query may cost, and points an app may spend a minute. */
const QUERY_POINT_LIMIT = 1000;
const POINTS_PER_MINUTE = 6000;

const createState = () => ({ budget: { pointsPerMinute: POINTS_PER_MINUTE, windowMs: 60_000, windowStart: undefined, spent: 0, rejected: 0 }, costs: [], seededGroups: [] });

/** A refusal in the shape of a GraphQL answer: `{ errors: [{ message, extensions: { code } }] }`. */
function graphqlRefusal(status, message, code, headers = {}) {
	const error = new HttpError(status, code, message);
	error.response = json(status, { errors: [{ message, extensions: { code } }] }, headers);
	return error;
}

const answer = (errors) => json(200, { data: null, errors: errors.map((error) => (error instanceof GraphQLError ? error.toJSON() : error)) });

/** Spends `cost` points of the minute's budget, or refuses with the seconds until it renews. */
function spend(ctx, cost) {
	const { budget } = ctx.state.aecDataModel;
	const now = ctx.clock.now();
	if (budget.windowStart === undefined || now - budget.windowStart >= budget.windowMs) {
		budget.windowStart = budget.windowStart === undefined ? now : now - ((now - budget.windowStart) % budget.windowMs);
		budget.spent = 0;
	}
	if (budget.spent + cost > budget.pointsPerMinute) {
		budget.rejected += 1;
		const seconds = Math.max(1, Math.ceil((budget.windowStart + budget.windowMs - now) / 1000));
		throw graphqlRefusal(429, `Rate limit exceeded: this query costs ${cost} points and ${budget.pointsPerMinute - budget.spent} of the ${budget.pointsPerMinute} points a minute are left. Retry after ${seconds} seconds.`, 'RATE_LIMIT_EXCEEDED', { 'Retry-After': String(seconds) });
	}
	budget.spent += cost;
}

async function graphql(ctx, request) {
	const caller = ctx.tokens.authenticate(request, [['data:read']]);
	if (caller.twoLegged) throw graphqlRefusal(403, 'The AEC Data Model API takes three-legged tokens only: a two-legged (client credentials) token is not authorized.', 'FORBIDDEN');
	const region = String(request.headers.region ?? 'US').toUpperCase();
	if (!AEC_REGIONS.includes(region)) throw graphqlRefusal(400, `Region '${request.headers.region}' is not supported: use one of ${AEC_REGIONS.join(', ')}.`, 'BAD_REQUEST');
	let body;
	try {
		body = request.json();
	} catch {
		throw graphqlRefusal(400, 'The request body is not valid JSON.', 'BAD_REQUEST');
	}
	if (!body || typeof body.query !== 'string') throw graphqlRefusal(400, 'The request body must be a JSON object with a "query" string.', 'BAD_REQUEST');
	let document;
	try {
		document = parse(body.query);
	} catch (error) {
		return answer([error]);
	}
	const invalid = validate(schema, document);
	if (invalid.length) return answer(invalid);
	const variables = body.variables ?? {};
	const cost = costOf(document, schema, variables, DEFAULT_PAGE);
	if (cost > QUERY_POINT_LIMIT) return answer([{ message: `The query costs ${cost} points, more than the limit of ${QUERY_POINT_LIMIT} points a query: ask for smaller pages or fewer fields.`, extensions: { code: 'QUERY_TOO_COMPLEX' } }]);
	spend(ctx, cost);
	ctx.state.aecDataModel.costs.push(cost);
	const result = await execute({ schema, document, rootValue, contextValue: { region, userId: caller.userId, seededGroups: ctx.state.aecDataModel.seededGroups }, variableValues: variables, operationName: body.operationName });
	return json(200, result.errors ? { ...result, errors: result.errors.map((error) => ({ ...error.toJSON(), extensions: { code: error.originalError?.extensions?.code ?? 'BAD_USER_INPUT' } })) } : result);
}

module.exports = {
	name: 'aecDataModel',
	createState,
	QUERY_POINT_LIMIT,
	POINTS_PER_MINUTE,
	register(router, ctx) {
		router
			.add('POST', '/aec/graphql', (request) => graphql(ctx, request));
	},
	registerAdmin(router, ctx) {
		router
			.add('GET', '/__sandbox/aec/budget', () => json(200, { ...ctx.state.aecDataModel.budget, costs: ctx.state.aecDataModel.costs }))
			.add('POST', '/__sandbox/aec/seed/elementGroup', (request) => {
				const { key = 'benchModel', name = 'Bench Model.rvt', elements = 1000 } = request.json();
				const state = ctx.state.aecDataModel;
				const group = seededElementGroup(key, name, elements);
				state.seededGroups = [...state.seededGroups.filter((each) => each.key !== key), group];
				return json(201, { id: group.id, name: group.name, elements: group.elements.length });
			})
			.add('POST', '/__sandbox/aec/budget', (request) => {
				const { pointsPerMinute = POINTS_PER_MINUTE, windowMs = 60_000 } = request.json();
				Object.assign(ctx.state.aecDataModel.budget, { pointsPerMinute, windowMs, windowStart: undefined, spent: 0, rejected: 0 });
				return json(200, ctx.state.aecDataModel.budget);
			});
	},
};
