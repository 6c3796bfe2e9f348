'use strict';

const { HttpError } = require('../../http');
const { json } = require('../../responses');
const seed = require('../../seed/issues');
const { containerOf } = require('./state');
const { UUID, readRegion, requireAccProject } = require('../construction');

/**
 * What each issue permission level allows (users/me `permissionLevels`): view reads; create also
 * opens issues, comments, and edits the issues the user created; manage (write) edits any issue.
 */
const LEVELS = {
	view: ['read'],
	create: ['read', 'create'],
	manage: ['read', 'write', 'create'],
};

/**
 * An error as the sandbox answers it for this API: a JSON object with `title` and `detail`.
 * `autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml describes no error
 * body; this shape is the sandbox's choice.
 */
function issuesError(status, title, detail) {
	const error = new HttpError(status, title, detail);
	error.response = json(status, { title, detail });
	return error;
}

const badRequest = (detail) => issuesError(400, 'Bad Request', detail);

/**
 * Authenticates a call: scopes, region header, user context, project and the caller's level.
 * The reference pages say "user context required": a two-legged token must name the user in
 * `x-user-id`.
 * @returns {{ caller, project, container, level: string[], userId: string }}
 */
function issuesCall(ctx, request, scopes) {
	const caller = ctx.tokens.authenticate(request, scopes);
	readRegion(request, badRequest);
	if (!caller.userId)
		throw issuesError(
			403,
			'Forbidden',
			'This API needs user context: use a three-legged token, or send x-user-id with a two-legged token.',
		);
	const project = requireProject(ctx, request.params.projectId);
	const level = levelOf(project, caller.userId);
	if (!level)
		throw issuesError(
			403,
			'Forbidden',
			`User ${caller.userId} has no access to the issues of project ${request.params.projectId}.`,
		);
	const container = containerOf(ctx.state.issues, request.params.projectId);
	return { caller, project, container, level, userId: caller.userId };
}

/** The project: an ACC project by its id without `b.` (the ACC Issues API is not compatible with BIM 360 projects). */
function requireProject(ctx, projectId) {
	return requireAccProject(ctx, projectId, {
		api: 'the ACC Issues API',
		badRequest,
		notFound: (detail) => issuesError(404, 'Not Found', detail),
	});
}

/** The user's permission levels in the project's issues, or undefined for a non-member. */
function levelOf(project, userId) {
	const seeded = seed.PERMISSIONS[project.id];
	const name = seeded ? seeded[userId] : seed.DEFAULT_LEVEL[project.members.get(userId)];
	return name ? LEVELS[name] : undefined;
}

const can = (level, what) => level.includes(what);

function requireLevel(call, what, action) {
	if (!can(call.level, what))
		throw issuesError(403, 'Forbidden', `User ${call.userId} may not ${action} in this project.`);
}

/** An issue of the container by its UUID: 400 for a malformed id, 404 for an unknown one. */
function requireIssue(container, issueId) {
	if (!UUID.test(issueId)) throw badRequest(`issueId must be a UUID; got '${issueId}'.`);
	const issue = container.issuesById.get(issueId.toLowerCase());
	if (!issue)
		throw issuesError(
			404,
			'Not Found',
			`Issue ${issueId} does not exist in project ${container.projectGuid}.`,
		);
	return issue;
}

module.exports = {
	issuesError,
	badRequest,
	issuesCall,
	requireLevel,
	requireIssue,
	can,
};
