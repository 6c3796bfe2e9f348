'use strict';

const { json } = require('../../responses');
const { USERS } = require('../../seed/data');
const { adminError, adminCaller, notFound, requireUuid } = require('./access');
const { adminPage, refuseUnknown, textMatcher } = require('./paging');

/** A project member as the Account Admin API answers it (a subset of its `ProjectUser`). */
function projectUser(userId, role) {
	const user = USERS.find((candidate) => candidate.id === userId) || { id: userId, name: userId, email: `${userId}@sandbox.example` };
	const [firstName, ...rest] = user.name.split(' ');
	return {
		id: user.id,
		autodeskId: user.id,
		email: user.email,
		name: user.name,
		firstName,
		lastName: rest.join(' '),
		status: 'active',
		accessLevels: { accountAdmin: false, projectAdmin: role === 'admin', executive: false },
	};
}

/**
 * The users of a project (GET projects/{projectId}/users, limit 1-200, default 20), for the
 * Issues assignee picker too: members see the members; a two-legged token (the app) sees them.
 */
function listProjectUsers(ctx, request) {
	const caller = adminCaller(ctx, request, { write: false });
	refuseUnknown(request.query, ['limit', 'offset', 'filter[name]', 'filter[email]', 'filterTextMatch']);
	const projectId = requireUuid('projectId', request.params.projectId);
	const project = ctx.state.data.projects.get(`b.${projectId}`);
	if (!project || project.kind !== 'dm') throw notFound(`Project ${request.params.projectId} does not exist.`);
	if (caller.userId && !project.members.has(caller.userId))
		throw adminError(403, 'ERR_FORBIDDEN', `User ${caller.userId} is not a member of project ${request.params.projectId}.`);
	const tests = ['name', 'email']
		.filter((field) => request.query.get(`filter[${field}]`))
		.map((field) => ({ field, test: textMatcher(request.query, request.query.get(`filter[${field}]`)) }));
	const users = [...project.members.entries()]
		.map(([userId, role]) => projectUser(userId, role))
		.filter((user) => tests.every(({ field, test }) => test(user[field])));
	return json(200, adminPage(ctx, request, users));
}

module.exports = { listProjectUsers };
