'use strict';

const crypto = require('node:crypto');
const { HttpError } = require('../../http');
const { apiJson } = require('../../responses');
const { projectRole, requireProject } = require('./access');
const { badInput, isPlainObject, readApiBody, requireString } = require('./body');
const { ACTIONS, allows, permissionLevel } = require('./permissions');
const { JSONAPI } = require('./render');
const { addPublishedVersion } = require('./versionChanges');

/**
 * POST /data/v1/projects/:projectId/commands (CommandPayload in datamanagement.yaml): the
 * CheckPermission, PublishModel and GetPublishModelJob commands. Each needs user context (a
 * three-legged token, or x-user-id with a two-legged one), as their reference pages say. The other
 * commands of the file are not modelled (501).
 */

const COMMANDS = {
	'commands:autodesk.core:CheckPermission': { scopes: [['data:read']], run: checkPermission },
	'commands:autodesk.bim360:C4RModelPublish': { scopes: [['data:create', 'data:write']], run: publishModel },
	'commands:autodesk.bim360:C4RModelGetPublishJob': { scopes: [['data:read']], run: getPublishModelJob },
};
const NOT_MODELLED = ['commands:autodesk.core:ListRefs', 'commands:autodesk.core:ListItems', 'commands:autodesk.bim360:C4RPublishWithoutLinks'];
/** The reference page: "You can check up to 50 resources at a time." */
const MAX_RESOURCES = 50;
const RESOURCE_TYPES = ['folders', 'items', 'versions'];

function registerCommands(router, ctx) {
	router.add('POST', '/data/v1/projects/:projectId/commands', (request) => {
		ctx.tokens.authenticate(request);
		// The scopes depend on the command: asked before the body's other rules.
		const asked = COMMANDS[request.json()?.data?.attributes?.extension?.type];
		if (asked) ctx.tokens.authenticate(request, asked.scopes);
		const payload = readApiBody(request).data;
		if (payload.type !== 'commands')
			throw badInput(`data.type must be "commands"; got ${JSON.stringify(payload.type)}.`);
		const extension = payload.attributes?.extension;
		if (!isPlainObject(extension)) throw badInput('data.attributes.extension must be an object with type and version.');
		if (NOT_MODELLED.includes(extension.type))
			throw new HttpError(501, 'Not Implemented', `The command ${extension.type} is not modelled by the sandbox.`, 'NOT_MODELLED');
		const command = COMMANDS[extension.type];
		if (!command) throw badInput(`data.attributes.extension.type ${JSON.stringify(extension.type)} is not a command.`);
		if (extension.version !== '1.0.0') throw badInput(`data.attributes.extension.version must be "1.0.0"; got ${JSON.stringify(extension.version)}.`);
		const caller = ctx.tokens.authenticate(request, command.scopes);
		if (!caller.userId)
			throw new HttpError(403, 'Forbidden', 'This command needs user context: use a three-legged token, or send x-user-id with a two-legged token.');
		const project = requireProject(ctx.state.data, caller, request.params.projectId);
		const resources = payload.relationships?.resources?.data;
		if (!Array.isArray(resources) || !resources.length)
			throw badInput('data.relationships.resources.data must be a non-empty array of {type, id}.');
		for (const [index, resource] of resources.entries()) {
			if (!isPlainObject(resource)) throw badInput(`data.relationships.resources.data[${index}] must be an object.`);
			requireString(resource.id, `data.relationships.resources.data[${index}].id`);
		}
		const data = command.run(ctx, { caller, project, extension, resources });
		return apiJson(200, { jsonapi: JSONAPI, data });
	});
}

/** The folder a resource of the project is in (a folder is its own). */
function folderOfResource(state, project, { type, id }) {
	const records = { folders: state.folders, items: state.items, versions: state.versions };
	const record = records[type].get(id);
	if (!record || record.projectId !== project.id)
		throw new HttpError(404, 'Not Found', `The ${type.slice(0, -1)} ${id} does not exist in project ${project.id}.`);
	if (type === 'folders') return record;
	const item = type === 'items' ? record : state.items.get(record.itemId);
	return state.folders.get(item.folderId);
}

function checkPermission(ctx, { caller, project, extension, resources }) {
	const state = ctx.state.data;
	const requiredActions = extension.data?.requiredActions;
	if (!Array.isArray(requiredActions) || !requiredActions.length)
		throw badInput('data.attributes.extension.data.requiredActions must be a non-empty array.');
	const unknown = requiredActions.filter((action) => !ACTIONS.includes(action));
	if (unknown.length) throw badInput(`requiredActions holds unknown actions: ${unknown.join(', ')}. Known: ${ACTIONS.join(', ')}.`);
	if (resources.length > MAX_RESOURCES)
		throw badInput(`At most ${MAX_RESOURCES} resources can be checked at a time; got ${resources.length}.`);
	const role = projectRole(project, caller.userId);
	const permissions = resources.map((resource) => {
		if (!RESOURCE_TYPES.includes(resource.type))
			throw badInput(`A resource's type must be folders, items or versions; got ${JSON.stringify(resource.type)}.`);
		const level = permissionLevel(state, project, folderOfResource(state, project, resource), caller.userId, role);
		const details = Object.fromEntries(requiredActions.map((action) => [action, allows(level, action)]));
		return { type: resource.type, id: resource.id, details, permission: Object.values(details).every(Boolean) };
	});
	return {
		type: 'commands',
		id: crypto.randomUUID(),
		attributes: {
			extension: {
				type: extension.type,
				version: '1.0.0',
				schema: { href: `${ctx.baseUrl}/schema/v1/versions/${extension.type}-1.0.0` },
				data: { permissions, requiredActions },
			},
		},
		relationships: { resources: { data: resources.map(({ type, id }) => ({ type, id })) } },
	};
}

/** The one cloud model a publish command names, readable by the caller. */
function cloudModelOf(ctx, { caller, project, resources }) {
	const state = ctx.state.data;
	if (resources.length !== 1 || resources[0].type !== 'items')
		throw badInput('data.relationships.resources.data must hold one item: {"type": "items", "id": ...}.');
	const folder = folderOfResource(state, project, resources[0]);
	const level = permissionLevel(state, project, folder, caller.userId, projectRole(project, caller.userId));
	if (!allows(level, 'view'))
		throw new HttpError(403, 'Forbidden', `User ${caller.userId} has no permission on folder ${folder.name}.`, 'ERR_FORBIDDEN');
	const item = state.items.get(resources[0].id);
	if (!item.cloudModel)
		throw badInput(`The item ${item.displayName} is not a cloud-workshared Revit model (items:autodesk.bim360:C4RModel): only those can be published.`);
	return item;
}

/** Finishes a publish job that is due: the model gets a new version. */
function settlePublishing(state, item, now) {
	const job = item.publishing.job;
	if (!job || job.status !== 'processing' || now < job.doneAt) return;
	job.status = 'complete';
	addPublishedVersion(state, item, { userId: job.userId, time: job.doneAt });
}

function publishModel(ctx, request) {
	const item = cloudModelOf(ctx, request);
	const state = ctx.state.data;
	const now = ctx.clock.now();
	settlePublishing(state, item, now);
	if (item.publishing.job?.status === 'processing')
		throw new HttpError(409, 'Conflict', `The model ${item.displayName} is being published already.`, 'ERR_CONFLICT');
	const id = crypto.randomUUID();
	const publishMs = ctx.state.data.commandSettings.publishMs;
	item.publishing = { synced: false, job: { id, status: 'processing', doneAt: now + publishMs, userId: request.caller.userId } };
	return { type: 'commands', id, attributes: { status: 'committed', extension: { type: 'commands:autodesk.bim360:C4RModelPublish', version: '1.0.0' } } };
}

/**
 * The tutorial's reading: null while changes synced from Revit wait to be published (the OpenAPI
 * file says null means "already published"; docs/service-decisions.md), else the last job's
 * status, processing or complete.
 */
function getPublishModelJob(ctx, request) {
	const item = cloudModelOf(ctx, request);
	settlePublishing(ctx.state.data, item, ctx.clock.now());
	const { synced, job } = item.publishing;
	if (synced || !job) return null;
	return {
		type: 'commands',
		id: job.id,
		attributes: { status: job.status, extension: { type: 'commands:autodesk.bim360:C4RModelGetPublishJob', version: '1.0.0' } },
	};
}

module.exports = { registerCommands, settlePublishing };
