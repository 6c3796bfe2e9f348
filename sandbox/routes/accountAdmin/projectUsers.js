'use strict';

const crypto = require('node:crypto');
const { json, empty } = require('../../responses');
const { MAX_IMPORT_USERS, PRODUCT_ACCESS, PRODUCT_KEYS } = require('../../seed/accountAdmin');
const { membership, projectSubjects } = require('../../seed/projectDirectory');

/** The companies and roles a project user may be given (the project directory's). */
const { companies: COMPANIES, roles: ROLES } = projectSubjects();
const { accountOf, adminCaller, adminError, badRequest, notFound, readJson, requireAccountAdmin, requireUuid } = require('./access');
const { adminPage, listOf, refuseUnknown, sorter, textMatcher } = require('./paging');
const { adminProjects } = require('./state');

/**
 * A project's users (accountadmin.yaml: GET and POST projects/{projectId}/users, GET, PATCH and
 * DELETE projects/{projectId}/users/{userId}, POST v2 projects/{projectId}/users:import). The
 * members of the data module's project are its users; each one's company, roles and products are
 * kept here. Reading: a member, an account admin or the app; changing: an account admin.
 */

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const STATUS_FILTER = ['active', 'pending', 'deleted'];
/** The fields GET project users sorts by (accountadmin.yaml `userSortBy`). */
const USER_SORTS = ['name', 'email', 'firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'companyName', 'stateOrProvince', 'status', 'phone', 'postalCode', 'country', 'addedOn'];

/** The project (data module) and its users' details, by the project GUID of the path. */
function projectOf(ctx, projectId) {
	const guid = requireUuid('projectId', projectId);
	const project = ctx.state.data.projects.get(`b.${guid}`);
	if (!project || project.kind !== 'dm') throw notFound(`Project ${projectId} does not exist.`);
	const state = ctx.state.accountAdmin;
	state.projectUsers = state.projectUsers || new Map();
	if (!state.projectUsers.has(guid)) state.projectUsers.set(guid, new Map());
	// The Docs folder permissions of a COMPANY or ROLE reach a user by the company and roles given here.
	project.userDetails = state.projectUsers.get(guid);
	const record = adminProjects(ctx).get(guid);
	return { guid, project, details: state.projectUsers.get(guid), account: accountOf(ctx, record.accountId), platform: record.platform };
}

function readCaller(ctx, request, projectId) {
	const caller = adminCaller(ctx, request, { write: false });
	const target = projectOf(ctx, projectId);
	const isAdmin = target.account.admins.includes(caller.userId);
	if (caller.userId && !isAdmin && !target.project.members.has(caller.userId))
		throw adminError(403, 'ERR_FORBIDDEN', `User ${caller.userId} is not a member of project ${projectId}.`);
	return target;
}

function writeCaller(ctx, request, projectId) {
	const caller = adminCaller(ctx, request, { write: true });
	const target = projectOf(ctx, projectId);
	requireAccountAdmin(caller, target.account);
	return target;
}

function userRecord(ctx, userId) {
	return ctx.state.data.users.get(userId) || { id: userId, name: userId, email: `${userId}@sandbox.example` };
}

/** A project user as the Admin API answers it (`ProjectUser`). */
function renderUser(ctx, target, userId) {
	const user = userRecord(ctx, userId);
	const role = target.project.members.get(userId);
	const details = target.details.get(userId) || membership(target.project.id, userId);
	const [firstName, ...rest] = (user.firstName ? [user.firstName, user.lastName] : user.name.split(' '));
	const company = COMPANIES.find((each) => each.id === details.companyId);
	const roleIds = details.roleIds || [];
	return {
		id: user.id,
		...(user.invited ? {} : { autodeskId: user.id }),
		email: user.email,
		name: user.name,
		firstName,
		lastName: rest.join(' '),
		status: user.invited ? 'pending' : 'active',
		companyId: details.companyId || null,
		companyName: company ? company.name : null,
		roleIds,
		roles: roleIds.map((id) => ROLES.find((each) => each.id === id)),
		products: details.products || [{ key: 'docs', access: role === 'admin' ? 'administrator' : 'member' }],
		accessLevels: { accountAdmin: target.account.admins.includes(userId), projectAdmin: role === 'admin', executive: false },
		addedOn: details.addedOn || '2024-03-01T08:00:00.000Z',
		updatedAt: details.updatedAt || '2024-03-01T08:00:00.000Z',
	};
}


function listProjectUsers(ctx, request) {
	const target = readCaller(ctx, request, request.params.projectId);
	const { query } = request;
	refuseUnknown(query, ['limit', 'offset', 'sort', 'filter[name]', 'filter[email]', 'filter[status]', 'filter[companyId]', 'filter[roleId]', 'filterTextMatch']);
	const tests = ['name', 'email']
		.filter((field) => query.get(`filter[${field}]`))
		.map((field) => ({ field, test: textMatcher(query, query.get(`filter[${field}]`)) }));
	const statuses = listOf(query, 'filter[status]');
	const wrong = statuses.find((status) => !STATUS_FILTER.includes(status));
	if (wrong) throw badRequest(`filter[status] must be among ${STATUS_FILTER.join(', ')}; got '${wrong}'.`);
	const wanted = statuses.length ? statuses : ['active', 'pending'];
	const users = [...target.project.members.keys()]
		.map((userId) => renderUser(ctx, target, userId))
		.filter((user) => tests.every(({ field, test }) => test(user[field])) && wanted.includes(user.status))
		.filter((user) => (!query.get('filter[companyId]') || user.companyId === query.get('filter[companyId]')) && (!query.get('filter[roleId]') || user.roleIds.includes(query.get('filter[roleId]'))))
		.sort(sorter(query, USER_SORTS));
	return json(200, adminPage(ctx, request, users));
}

/** The member of the path: by ACC ID or Autodesk ID. */
function memberOf(ctx, target, userId) {
	if (target.project.members.has(userId)) return userId;
	throw notFound(`User ${userId} is not a user of project ${target.guid}.`);
}

function getProjectUser(ctx, request) {
	const target = readCaller(ctx, request, request.params.projectId);
	refuseUnknown(request.query, ['fields']);
	return json(200, renderUser(ctx, target, memberOf(ctx, target, request.params.userId)));
}

/** companyId, roleIds and products of a payload, as `ProjectUserPayload` allows them. */
function checkedAccess(body, where, { productsRequired }) {
	const access = {};
	if (body.companyId !== undefined) {
		if (!COMPANIES.some((company) => company.id === body.companyId)) throw badRequest(`${where}companyId '${body.companyId}' is not a company of the account.`);
		access.companyId = body.companyId;
	}
	if (body.roleIds !== undefined) {
		if (!Array.isArray(body.roleIds)) throw badRequest(`${where}roleIds must be an array.`);
		const unknown = body.roleIds.find((id) => !ROLES.some((role) => role.id === id));
		if (unknown !== undefined) throw badRequest(`${where}roleIds: '${unknown}' is not a role of the account.`);
		access.roleIds = body.roleIds;
	}
	if (body.products === undefined) {
		if (productsRequired) throw badRequest(`${where}products is required.`);
		return access;
	}
	if (!Array.isArray(body.products) || (productsRequired && !body.products.length)) throw badRequest(`${where}products must be a non-empty array.`);
	for (const product of body.products) {
		if (!product || !PRODUCT_KEYS.includes(product.key)) throw badRequest(`${where}products: key must be one of ${PRODUCT_KEYS.join(', ')}.`);
		if (!PRODUCT_ACCESS.includes(product.access)) throw badRequest(`${where}products: access must be one of ${PRODUCT_ACCESS.join(', ')}.`);
	}
	access.products = body.products.map(({ key, access: level }) => ({ key, access: level }));
	return access;
}

function refuseUnknownFields(body, known, where = '') {
	if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(`${where || 'The body '}must be a JSON object.`);
	const unknown = Object.keys(body).find((key) => !known.includes(key));
	if (unknown) throw badRequest(`Unknown field '${where}${unknown}'.`);
}

/** The user of an email: a known Autodesk user, or one invited now (pending until they accept). */
function userByEmail(ctx, email, names = {}) {
	const found = [...ctx.state.data.users.values()].find((user) => user.email.toLowerCase() === email.toLowerCase());
	if (found) return found;
	const name = [names.firstName, names.lastName].filter(Boolean).join(' ') || email;
	const user = { id: crypto.randomUUID(), name, firstName: names.firstName, lastName: names.lastName, email, invited: true };
	ctx.state.data.users.set(user.id, user);
	return user;
}

function addMember(ctx, target, user, access) {
	const admin = (access.products || []).some((product) => product.key === 'projectAdministration' && product.access === 'administrator');
	target.project.members.set(user.id, admin ? 'admin' : 'member');
	// A project's user is a member of its account: the hub lists it in Data Management.
	ctx.state.data.hubs.get(target.project.hubId).memberIds.add(user.id);
	const now = new Date(ctx.clock.now()).toISOString();
	target.details.set(user.id, { ...access, addedOn: now, updatedAt: now });
}

function addProjectUser(ctx, request) {
	const target = writeCaller(ctx, request, request.params.projectId);
	const body = readJson(request);
	refuseUnknownFields(body, ['email', 'companyId', 'roleIds', 'products']);
	if (typeof body.email !== 'string' || !EMAIL.test(body.email) || body.email.length > 255) throw badRequest('email must be an email address of at most 255 characters.');
	const access = checkedAccess(body, '', { productsRequired: true });
	const user = userByEmail(ctx, body.email);
	if (target.project.members.has(user.id)) throw badRequest(`User ${body.email} is already a user of the project.`);
	addMember(ctx, target, user, access);
	return json(201, renderUser(ctx, target, user.id));
}

function updateProjectUser(ctx, request) {
	const target = writeCaller(ctx, request, request.params.projectId);
	const userId = memberOf(ctx, target, request.params.userId);
	const body = readJson(request);
	refuseUnknownFields(body, ['companyId', 'roleIds', 'products']);
	const access = checkedAccess(body, '', { productsRequired: false });
	if (!Object.keys(access).length) throw badRequest('Nothing to update: give companyId, roleIds or products.');
	const details = target.details.get(userId) || membership(target.project.id, userId);
	target.details.set(userId, { ...details, ...access, updatedAt: new Date(ctx.clock.now()).toISOString() });
	return json(201, { id: userId, ...access });
}

function removeProjectUser(ctx, request) {
	const target = writeCaller(ctx, request, request.params.projectId);
	const userId = memberOf(ctx, target, request.params.userId);
	target.project.members.delete(userId);
	target.details.delete(userId);
	return empty(204);
}

/**
 * v2 users:import: up to 200 users a request, 202 with a job id. The job adds each user it can
 * at once; a user it cannot add (already a user, an unknown company or role) is left out, as the
 * job's own result, which the API does not serve (its `jobId` is "not currently supported").
 */
function importProjectUsers(ctx, request) {
	const target = writeCaller(ctx, request, request.params.projectId);
	if (target.platform !== 'acc') throw badRequest('This endpoint is not compatible with BIM 360 projects.');
	const body = readJson(request);
	refuseUnknownFields(body, ['users']);
	if (!Array.isArray(body.users) || !body.users.length) throw badRequest('users must be a non-empty array.');
	if (body.users.length > MAX_IMPORT_USERS) throw badRequest(`users: at most ${MAX_IMPORT_USERS} users per request; got ${body.users.length}.`);
	body.users.forEach((user, index) => {
		refuseUnknownFields(user, ['firstName', 'lastName', 'email', 'companyId', 'roleIds', 'products'], `users[${index}].`);
		if (typeof user.email !== 'string' || !EMAIL.test(user.email)) throw badRequest(`users[${index}].email must be an email address.`);
		if (!Array.isArray(user.products) || !user.products.length) throw badRequest(`users[${index}].products must be a non-empty array.`);
	});
	const jobId = crypto.randomUUID();
	const results = body.users.map((entry) => {
		let access;
		try {
			access = checkedAccess(entry, '', { productsRequired: true });
		} catch (error) {
			return { email: entry.email, added: false, reason: error.message };
		}
		const user = userByEmail(ctx, entry.email, entry);
		if (target.project.members.has(user.id)) return { email: entry.email, added: false, reason: 'already a user' };
		addMember(ctx, target, user, access);
		return { email: entry.email, added: true };
	});
	const state = ctx.state.accountAdmin;
	state.importJobs = state.importJobs || new Map();
	state.importJobs.set(jobId, results);
	return json(202, { jobId });
}

module.exports = { listProjectUsers, getProjectUser, addProjectUser, updateProjectUser, removeProjectUser, importProjectUsers };
