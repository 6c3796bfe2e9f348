'use strict';

const { HttpError } = require('../../http');
const { json } = require('../../responses');
const seed = require('../../seed/rfis');
const { containerOf } = require('./state');
const { UUID, readRegion, requireAccProject } = require('../construction');

/**
 * An error of the RFIs API as the sandbox answers it: a JSON object with `title` and `detail`
 * (the reference pages show no error body; docs/service-decisions.md ("RFIs v3") records the choice).
 */
function rfisError(status, title, detail) {
	const error = new HttpError(status, title, detail);
	error.response = json(status, { title, detail });
	return error;
}

const badRequest = (detail) => rfisError(400, 'Bad Request', detail);
const forbidden = (detail) => rfisError(403, 'Forbidden', detail);

/**
 * Authenticates a call: scopes, region header, user context (three-legged, or two-legged with
 * x-user-id), an ACC project, and the caller's workflow roles (a project member without a role
 * reads only).
 * @returns {{ project, container, roles: string[], userId: string }}
 */
function rfisCall(ctx, request, scopes) {
	const caller = ctx.tokens.authenticate(request, scopes);
	readRegion(request, badRequest);
	if (!caller.userId)
		throw forbidden(
			'This API needs user context: use a three-legged token, or send x-user-id with a two-legged token.',
		);
	const project = requireProject(ctx, request.params.projectId);
	const roles = rolesOf(project, caller.userId);
	if (!roles)
		throw forbidden(
			`User ${caller.userId} has no access to the RFIs of project ${request.params.projectId}.`,
		);
	const container = containerOf(ctx.state.rfis, request.params.projectId.toLowerCase());
	return { project, container, roles, userId: caller.userId };
}

function requireProject(ctx, projectId) {
	return requireAccProject(ctx, projectId, {
		api: 'the RFIs v3 API',
		badRequest,
		notFound: (detail) => rfisError(404, 'Not Found', detail),
	});
}

/** The user's workflow roles in the project, or undefined for a non-member. */
function rolesOf(project, userId) {
	const seeded = seed.ROLES[project.id];
	if (seeded) return seeded[userId];
	const membership = project.members.get(userId);
	return membership ? seed.DEFAULT_ROLES[membership] || [] : undefined;
}

const hasRole = (call, ...roles) => roles.some((role) => call.roles.includes(role));

/** The statuses the caller may move an RFI to from its status. */
function permittedStatuses(call, rfi) {
	return seed.TRANSITIONS.filter(
		(transition) => transition.from === rfi.status && hasRole(call, ...transition.roles),
	).map((transition) => transition.to);
}

/** An RFI the caller can see: drafts only to their creator and the managers. */
function visibleRfi(call, rfiId) {
	if (!UUID.test(rfiId)) throw badRequest(`rfiId must be a UUID; got '${rfiId}'.`);
	const rfi = call.container.rfisById.get(rfiId.toLowerCase());
	const hidden =
		rfi && rfi.status === 'draft' && rfi.createdBy !== call.userId && !hasRole(call, 'manager');
	if (!rfi || hidden)
		throw rfisError(
			404,
			'Not Found',
			`RFI ${rfiId} does not exist in project ${call.container.projectGuid}.`,
		);
	return rfi;
}

function readJson(request) {
	try {
		return request.json();
	} catch {
		throw badRequest('The request body is not valid JSON.');
	}
}

const isPlainObject = (value) =>
	value !== null && typeof value === 'object' && !Array.isArray(value);

module.exports = {
	rfisError,
	badRequest,
	forbidden,
	rfisCall,
	hasRole,
	permittedStatuses,
	visibleRfi,
	readJson,
	isPlainObject,
};
