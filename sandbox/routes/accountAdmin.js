'use strict';

const { HttpError } = require('../http');
const { json } = require('../responses');
const { USERS } = require('../seed/data');
const { readPaging, page, refuseUnknown } = require('./issues/paging');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * GET projects/{projectId}/users (`autodesk-platform-services/aps-sdk-openapi`
 * construction/accountadmin/accountadmin.yaml): limit 1-200, default 20; the reference pages ask
 * for `account:read`.
 */
const PAGING = { defaultLimit: 20, maxLimit: 200 };
const SCOPES = [['account:read']];
const TEXT_MATCHES = ['contains', 'startsWith', 'endsWith', 'equals'];

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

function matcher(mode, wanted) {
	const text = wanted.toLowerCase();
	const tests = {
		contains: (value) => value.includes(text),
		startsWith: (value) => value.startsWith(text),
		endsWith: (value) => value.endsWith(text),
		equals: (value) => value === text,
	};
	return (value) => tests[mode](String(value).toLowerCase());
}

/**
 * The users of an ACC project (its ID without `b.`), for the Issues assignee picker: members see
 * the members; a two-legged token (the app) sees them too.
 */
function listProjectUsers(ctx, request) {
	const caller = ctx.tokens.authenticate(request, SCOPES);
	refuseUnknown(request.query, ['limit', 'offset', 'filter[name]', 'filter[email]', 'filterTextMatch']);
	const { projectId } = request.params;
	if (!UUID.test(projectId))
		throw new HttpError(400, 'Bad Request', `projectId must be a UUID; got '${projectId}'.${projectId.startsWith('b.') ? " Remove the 'b.' prefix." : ''}`);
	const project = ctx.state.data.projects.get(`b.${projectId.toLowerCase()}`);
	if (!project || project.kind !== 'dm') throw new HttpError(404, 'Not Found', `Project ${projectId} does not exist.`);
	if (caller.userId && !project.members.has(caller.userId))
		throw new HttpError(403, 'Forbidden', `User ${caller.userId} is not a member of project ${projectId}.`);
	const mode = request.query.get('filterTextMatch') || 'contains';
	if (!TEXT_MATCHES.includes(mode)) throw new HttpError(400, 'Bad Request', `filterTextMatch must be one of ${TEXT_MATCHES.join(', ')}; got '${mode}'.`);
	const tests = ['name', 'email']
		.filter((field) => request.query.get(`filter[${field}]`))
		.map((field) => ({ field, test: matcher(mode, request.query.get(`filter[${field}]`)) }));
	const users = [...project.members.entries()]
		.map(([userId, role]) => projectUser(userId, role))
		.filter((user) => tests.every(({ field, test }) => test(user[field])));
	return json(200, page(users, readPaging(request.query, PAGING)));
}

module.exports = {
	name: 'accountAdmin',
	register(router, ctx) {
		router.add('GET', '/construction/admin/v1/projects/:projectId/users', (request) => listProjectUsers(ctx, request));
	},
};
