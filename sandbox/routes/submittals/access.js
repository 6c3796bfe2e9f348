'use strict';

const { HttpError } = require('../../http');
const { json } = require('../../responses');
const seed = require('../../seed/submittals');
const { containerOf } = require('./state');
const { UUID, readRegion, requireAccProject } = require('../construction');

/**
 * An error of the Submittals API as the sandbox answers it: `{ title, detail }` (the reference
 * pages show no error body; docs/service-decisions.md ("Submittals v2") records the choice).
 */
function submittalsError(status, title, detail) {
	const error = new HttpError(status, title, detail);
	error.response = json(status, { title, detail });
	return error;
}

const badRequest = (detail) => submittalsError(400, 'Bad Request', detail);
const forbidden = (detail) => submittalsError(403, 'Forbidden', detail);
const notFound = (detail) => submittalsError(404, 'Not Found', detail);
const conflict = (detail) => submittalsError(409, 'Conflict', detail);

/**
 * Authenticates a call: scopes, region header, user context (three-legged, or two-legged with
 * x-user-id), an ACC project, and the caller's Submittals roles (a member without a role reads).
 * @returns {{ project, container, roles: string[], userId: string }}
 */
function submittalsCall(ctx, request, scopes) {
	const caller = ctx.tokens.authenticate(request, scopes);
	readRegion(request, badRequest);
	if (!caller.userId)
		throw forbidden('This API needs user context: use a three-legged token, or send x-user-id with a two-legged token.');
	const project = requireAccProject(ctx, request.params.projectId, { api: 'the Submittals API', badRequest, notFound });
	const roles = rolesOf(project, caller.userId);
	if (!roles) throw forbidden(`User ${caller.userId} has no access to the submittals of project ${request.params.projectId}.`);
	const container = containerOf(ctx.state.submittals, request.params.projectId.toLowerCase());
	return { project, container, roles, userId: caller.userId };
}

function rolesOf(project, userId) {
	const seeded = seed.ROLES[project.id];
	if (seeded) return seeded[userId];
	const membership = project.members.get(userId);
	return membership ? seed.DEFAULT_ROLES[membership] || [] : undefined;
}

const hasRole = (call, ...roles) => roles.some((role) => call.roles.includes(role));

/** Whether the caller may make `transition` on `item`: a submitter only on its own items. */
function mayTransition(call, item, transition) {
	return transition.roles.some(
		(role) => call.roles.includes(role) && (role !== 'submitter' || item.subcontractor === call.userId),
	);
}

/** The transitions the caller may make from the item's state. */
function permittedTransitions(call, item) {
	return seed.TRANSITIONS.filter((transition) => transition.from === item.stateId && mayTransition(call, item, transition));
}

/** An item the caller can see: drafts only to managers. */
function visibleItem(call, itemId) {
	if (!UUID.test(itemId)) throw badRequest(`itemId must be a UUID; got '${itemId}'.`);
	const item = call.container.itemsById.get(itemId.toLowerCase());
	if (!item || (item.stateId === 'draft' && !hasRole(call, 'manager')))
		throw notFound(`Submittal item ${itemId} does not exist in project ${call.container.projectGuid}.`);
	return item;
}

function readJson(request) {
	let body;
	try {
		body = request.json();
	} catch {
		throw badRequest('The request body is not valid JSON.');
	}
	if (!isPlainObject(body)) throw badRequest('The request body must be a JSON object.');
	return body;
}

const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

module.exports = {
	badRequest,
	forbidden,
	notFound,
	conflict,
	submittalsCall,
	hasRole,
	permittedTransitions,
	visibleItem,
	readJson,
	isPlainObject,
};
