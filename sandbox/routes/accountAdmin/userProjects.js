'use strict';

const { json } = require('../../responses');
const { membership, projectSubjects } = require('../../seed/projectDirectory');
const { SEED_TIME } = require('../../seed/data');
const { accountOf, adminCaller, badRequest, notFound, requireAccountAdmin } = require('./access');
const { adminPage, refuseUnknown, textMatcher } = require('./paging');
const { adminProjects, renderProject } = require('./state');
const { directoryOf } = require('./directory');

/**
 * A user's projects and roles (accountadmin.yaml: GET construction/admin/v1 accounts/{accountId}/
 * users/{userId}/projects and /roles): only an account admin may ask; the user is named by their
 * ACC ID (`id`) or Autodesk ID (`autodeskId`, the directory's `uid`). The projects are those the
 * user is a member of; the roles those the user holds in them, each with its projects.
 */

const listOf = (query, name) => (query.get(name) || '').split(',').map((value) => value.trim()).filter(Boolean);

function enumList(query, name, allowed) {
	const values = listOf(query, name);
	const wrong = values.find((value) => !allowed.includes(value));
	if (wrong) throw badRequest(`${name} must be among ${allowed.join(', ')}; got '${wrong}'.`);
	return values;
}

/** The account, and the user of the path as the data module knows them (their Autodesk ID). */
function target(ctx, request) {
	const caller = adminCaller(ctx, request, { write: false });
	const account = accountOf(ctx, request.params.accountId);
	requireAccountAdmin(caller, account);
	const { userId } = request.params;
	const user = [...directoryOf(ctx, account).users.values()].find((each) => each.id === userId.toLowerCase() || each.uid === userId);
	if (!user) throw notFound(`User ${userId} does not exist in account ${account.id}.`);
	return { account, autodeskId: user.uid };
}

/** The account's projects the user is a member of, with their access level. */
function memberships(ctx, account, autodeskId) {
	return [...account.hub.projects]
		.filter((project) => autodeskId && project.members.has(autodeskId))
		.map((project) => ({ project, role: project.members.get(autodeskId), record: adminProjects(ctx).get(project.guid) }))
		.filter(({ record }) => record);
}

const PROJECT_PARAMETERS = ['filter[id]', 'fields', 'filter[classification]', 'filter[name]', 'filter[platform]', 'filter[status]', 'filter[type]', 'filter[jobNumber]', 'filter[updatedAt]', 'filter[accessLevels]', 'filterTextMatch', 'sort', 'limit', 'offset'];

function listUserProjects(ctx, request) {
	const { account, autodeskId } = target(ctx, request);
	const { query } = request;
	refuseUnknown(query, PROJECT_PARAMETERS);
	const name = query.get('filter[name]');
	const nameTest = name ? textMatcher(query, name) : () => true;
	const statuses = enumList(query, 'filter[status]', ['active', 'pending', 'archived', 'suspended']);
	const levels = enumList(query, 'filter[accessLevels]', ['projectAdmin', 'projectMember']);
	const ids = listOf(query, 'filter[id]');
	const projects = memberships(ctx, account, autodeskId)
		.map(({ role, record }) => {
			const { products, companyCount, memberCount, ...project } = renderProject(ctx, record);
			return { ...project, accessLevels: { projectAdmin: role === 'admin', projectMember: role !== 'admin' } };
		})
		.filter((project) => nameTest(project.name) && (!statuses.length || statuses.includes(project.status)) && (!ids.length || ids.includes(project.id)))
		.filter((project) => !levels.length || levels.some((level) => project.accessLevels[level]))
		.sort((a, b) => a.name.localeCompare(b.name));
	return json(200, adminPage(ctx, request, projects));
}

const ROLE_PARAMETERS = ['filter[projectId]', 'filter[status]', 'filter[name]', 'filterTextMatch', 'fields', 'sort', 'limit', 'offset'];

function listUserRoles(ctx, request) {
	const { account, autodeskId } = target(ctx, request);
	const { query } = request;
	refuseUnknown(query, ROLE_PARAMETERS);
	const statuses = enumList(query, 'filter[status]', ['active', 'inactive']);
	const name = query.get('filter[name]');
	const nameTest = name ? textMatcher(query, name) : () => true;
	const wantedProjects = listOf(query, 'filter[projectId]');
	const details = ctx.state.accountAdmin.projectUsers || new Map();
	const byRole = new Map();
	for (const { project } of memberships(ctx, account, autodeskId)) {
		if (wantedProjects.length && !wantedProjects.includes(project.guid)) continue;
		const held = details.get(project.guid)?.get(autodeskId) || membership(project.id, autodeskId);
		for (const roleId of held.roleIds || []) {
			if (!byRole.has(roleId)) byRole.set(roleId, []);
			byRole.get(roleId).push(project.guid);
		}
	}
	const at = new Date(SEED_TIME).toISOString();
	const roles = projectSubjects()
		.roles.filter((role) => byRole.has(role.id))
		.map((role) => ({ id: role.id, status: 'active', name: role.name, key: role.name.toLowerCase(), createdAt: at, updatedAt: at, projectIds: byRole.get(role.id) }))
		.filter((role) => nameTest(role.name) && (!statuses.length || statuses.includes(role.status)))
		.sort((a, b) => a.name.localeCompare(b.name));
	return json(200, adminPage(ctx, request, roles));
}

module.exports = { listUserProjects, listUserRoles };
