'use strict';

const { json, empty } = require('../../responses');
const { USERS } = require('../../seed/data');
const { projectSubjects } = require('../../seed/projectDirectory');
const { projectRole, requireFolder, requireFolderAccess } = require('../data/access');
const { LEVEL_PERMISSION_ACTIONS, grantActions, permissionLevel, subjectPermissionsOf } = require('../data/permissions');
const { badInput, checked, docsCall, docsError } = require('./access');
const { READ } = require('./definitions');

/**
 * Folder permissions of the Docs API (bim360/docs/v1; the reference pages, no OpenAPI file):
 * GET .../folders/:folderId/permissions and POST .../permissions:batch-create, :batch-update and
 * :batch-delete. A batch is applied whole or not at all. The permissions set here take effect in
 * the Data Management reads (`permissionLevel`, data/permissions.js).
 */

const WRITE = [['data:write']];
const SUBJECT_TYPES = ['USER', 'COMPANY', 'ROLE'];
/** The actions the reference pages list, in the order their levels name them. */
const ACTIONS = ['PUBLISH', 'VIEW', 'DOWNLOAD', 'COLLABORATE', 'PUBLISH_MARKUP', 'EDIT', 'CONTROL'];
const FULL_CONTROL = LEVEL_PERMISSION_ACTIONS.control;

const unprocessable = (detail) => docsError(422, 'ERR_UNPROCESSABLE_ENTITY', 'Unprocessable Entity', detail);

/** The folder of a call and its caller, checked: a change needs Full control (project admins have it). */
function folderCall(ctx, request, scopes) {
	const call = docsCall(ctx, request, scopes);
	const folder = checked(() => requireFolder(call.data, call.project, request.params.folderId));
	checked(() => requireFolderAccess(call.data, call.project, folder, call.caller, 'read'));
	return { ...call, folder };
}

function requireControl({ data, project, folder, caller }) {
	const level = permissionLevel(data, project, folder, caller.userId, projectRole(project, caller.userId));
	if (level !== 'control')
		throw docsError(403, 'ERR_FORBIDDEN', 'Forbidden', `User ${caller.userId} has no CONTROL permission on folder ${folder.name}: only project admins and users with Full control may change its permissions.`);
}

/** GET .../permissions: every subject with permissions on the folder, its own (`actions`) and those from the folders above (`inheritActions`). */
function getPermissions(ctx, request) {
	const call = folderCall(ctx, request, READ);
	return json(200, folderPermissions(call));
}

function folderPermissions({ data, project, folder }) {
	const subjects = new Map();
	const entry = (key) => {
		if (!subjects.has(key)) subjects.set(key, { actions: new Set(), inheritActions: new Set(), autodeskId: undefined });
		return subjects.get(key);
	};
	const admins = [...project.members].filter(([, role]) => role === 'admin').map(([userId]) => userId);
	for (let current = folder; current; current = data.folders.get(current.parentId)) {
		const field = current === folder ? 'actions' : 'inheritActions';
		const own = new Map([...current.grants].map(([userId, grant]) => [`USER:${userId}`, { actions: grantActions(grant) }]));
		for (const [key, permission] of subjectPermissionsOf(current)) own.set(key, permission);
		if (!current.parentId) for (const userId of admins) own.set(`USER:${userId}`, { actions: FULL_CONTROL });
		for (const [key, permission] of own) {
			const target = entry(key);
			for (const action of permission.actions) target[field].add(action);
			target.autodeskId ??= permission.autodeskId;
		}
	}
	return [...subjects].map(([key, { actions, inheritActions, autodeskId }]) => ({
		...subjectRecord(project, key, autodeskId),
		actions: ordered(actions),
		inheritActions: ordered(inheritActions),
	}));
}

const ordered = (actions) => ACTIONS.filter((action) => actions.has(action));

/** A subject as the GET answer describes it: its name, status and, for a user, email and project user type. */
function subjectRecord(project, key, autodeskId) {
	const [subjectType, subjectId] = splitKey(key);
	if (subjectType === 'USER') {
		const user = USERS.find((each) => each.id === subjectId);
		return {
			subjectId,
			autodeskId: autodeskId ?? subjectId,
			name: user?.name ?? subjectId,
			email: user?.email ?? `${subjectId}@sandbox.example`,
			userType: project.members.get(subjectId) === 'admin' ? 'PROJECT_ADMIN' : 'PROJECT_MEMBER',
			subjectType,
			subjectStatus: 'ACTIVE',
		};
	}
	const { companies, roles } = projectSubjects();
	const known = (subjectType === 'COMPANY' ? companies : roles).find((each) => each.id === subjectId);
	return { subjectId, autodeskId: autodeskId ?? subjectId, name: known?.name ?? subjectId, subjectType, subjectStatus: 'ACTIVE' };
}

const splitKey = (key) => [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];

/** POST .../permissions:batch-create: sets each subject's actions on the folder (replacing those it had). */
function batchCreate(ctx, request) {
	const call = folderCall(ctx, request, WRITE);
	requireControl(call);
	const subjects = readSubjects(request.json(), { actions: true }).map((subject) => known(call, subject));
	for (const subject of subjects) setActions(call.folder, subject);
	return json(200, { results: subjects.map(result) });
}

/** POST .../permissions:batch-update: replaces the actions of subjects that have permissions on the folder. */
function batchUpdate(ctx, request) {
	const call = folderCall(ctx, request, WRITE);
	requireControl(call);
	const subjects = readSubjects(request.json(), { actions: true }).map((subject) => known(call, subject));
	for (const subject of subjects) {
		if (!hasOwnPermissions(call.folder, subject))
			throw unprocessable(`${subject.subjectType} ${subject.subjectId} has no permissions assigned on folder ${call.folder.name}: assign them with permissions:batch-create.`);
	}
	for (const subject of subjects) setActions(call.folder, subject);
	return json(200, { results: subjects.map(result) });
}

/** POST .../permissions:batch-delete: removes every permission of each subject on the folder (not those inherited). */
function batchDelete(ctx, request) {
	const call = folderCall(ctx, request, WRITE);
	requireControl(call);
	const subjects = readSubjects(request.json(), { actions: false }).map((subject) => known(call, subject));
	for (const subject of subjects) {
		if (subject.subjectType === 'USER' && call.project.members.get(subject.subjectId) === 'admin')
			throw unprocessable(`User ${subject.subjectId} is a project admin, who always has full permissions: they cannot be deleted.`);
	}
	for (const subject of subjects) {
		subjectPermissionsOf(call.folder).delete(keyOf(subject));
		if (subject.subjectType === 'USER') call.folder.grants.delete(subject.subjectId);
	}
	return empty(204);
}

const keyOf = ({ subjectType, subjectId }) => `${subjectType}:${subjectId}`;
const result = ({ subjectId, subjectType, actions }) => ({ subjectId, subjectType, actions: [...actions] });

function hasOwnPermissions(folder, subject) {
	return subjectPermissionsOf(folder).has(keyOf(subject)) || (subject.subjectType === 'USER' && folder.grants.has(subject.subjectId));
}

function setActions(folder, subject) {
	if (subject.subjectType === 'USER') folder.grants.delete(subject.subjectId);
	const { subjectType, subjectId, autodeskId, actions } = subject;
	subjectPermissionsOf(folder).set(keyOf(subject), { subjectType, subjectId, autodeskId, actions: [...actions] });
}

/** The subject as the project knows it: a member (by id or Autodesk ID), or one of its companies or roles. */
function known({ project }, subject) {
	if (subject.subjectType === 'USER') {
		if (project.members.has(subject.subjectId)) return subject;
		throw unprocessable(`User ${subject.subjectId} is not a member of project ${project.id.slice(2)}.`);
	}
	const { companies, roles } = projectSubjects();
	const list = subject.subjectType === 'COMPANY' ? companies : roles;
	if (list.some((each) => each.id === subject.subjectId)) return subject;
	throw unprocessable(`${subject.subjectType === 'COMPANY' ? 'Company' : 'Role'} ${subject.subjectId} does not exist in project ${project.id.slice(2)}.`);
}

/**
 * The body of a batch call: an array of subjects, each `subjectId`, `subjectType` (USER, COMPANY,
 * ROLE), an optional `autodeskId` and, to create or update, `actions` (the reference pages' action
 * names). Anything else is refused.
 */
function readSubjects(body, { actions: withActions }) {
	if (!Array.isArray(body) || body.length === 0)
		throw badInput('The body must be a non-empty array of subjects ({ subjectId, subjectType' + (withActions ? ', actions' : '') + ' }).');
	const fields = ['subjectId', 'subjectType', 'autodeskId', ...(withActions ? ['actions'] : [])];
	const seen = new Set();
	return body.map((entry, index) => {
		const at = `[${index}]`;
		if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw badInput(`${at} must be an object.`);
		const unknown = Object.keys(entry).filter((field) => !fields.includes(field));
		if (unknown.length) throw badInput(`${at} has unknown field(s) ${unknown.join(', ')}; a subject has ${fields.join(', ')}.`);
		const { subjectId, subjectType, autodeskId } = entry;
		if (typeof subjectId !== 'string' || !subjectId.trim()) throw badInput(`${at}.subjectId is required: the id of the user, role or company.`);
		if (!SUBJECT_TYPES.includes(subjectType)) throw badInput(`${at}.subjectType must be one of ${SUBJECT_TYPES.join(', ')}; got ${JSON.stringify(subjectType)}.`);
		if (autodeskId !== undefined && typeof autodeskId !== 'string') throw badInput(`${at}.autodeskId must be a string.`);
		const key = `${subjectType}:${subjectId}`;
		if (seen.has(key)) throw badInput(`${at} names ${subjectType} ${subjectId} a second time.`);
		seen.add(key);
		const subject = { subjectId, subjectType, autodeskId };
		if (withActions) subject.actions = readActions(entry.actions, at);
		return subject;
	});
}

function readActions(actions, at) {
	if (!Array.isArray(actions) || actions.length === 0) throw badInput(`${at}.actions is required: a non-empty array of ${ACTIONS.join(', ')}.`);
	const unknown = actions.filter((action) => !ACTIONS.includes(action));
	if (unknown.length) throw badInput(`${at}.actions has unknown action(s) ${unknown.map((each) => JSON.stringify(each)).join(', ')}; the actions are ${ACTIONS.join(', ')}.`);
	if (new Set(actions).size !== actions.length) throw badInput(`${at}.actions names an action twice.`);
	return actions;
}

module.exports = { getPermissions, batchCreate, batchUpdate, batchDelete, ACTIONS };
