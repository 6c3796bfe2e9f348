'use strict';

const { HttpError } = require('../../http');
const { apiJson, json } = require('../../responses');
const { requireHub, requirePathProject, isProjectAdmin, folderAccess } = require('./access');
const { listParam, booleanParam, paginate } = require('./paging');
const { JSONAPI, renderHub, renderProject, renderFolder } = require('./render');
const { generateProjects } = require('./state');

const READ = [['data:read']];
const MAX_GENERATED_PROJECTS = 100_000;

/** Hubs, projects of a hub and top folders of a project. */
function registerProjects(router, ctx) {
	const data = () => ctx.state.data;
	const selfLink = (request) => ({
		self: { href: `${ctx.baseUrl}${request.path}${request.url.search}` },
	});

	router
		.add('GET', '/project/v1/hubs', (request) => {
			const caller = ctx.tokens.authenticate(request, READ);
			const ids = listParam(request.query, 'filter[id]');
			const names = listParam(request.query, 'filter[name]');
			const types = listParam(request.query, 'filter[extension.type]');
			const hubs = [...data().hubs.values()]
				.filter((hub) => !caller.userId || hub.memberIds.has(caller.userId))
				.map((hub) => renderHub(ctx.baseUrl, hub))
				.filter(
					(hub) =>
						(!ids || ids.includes(hub.id)) && (!names || names.includes(hub.attributes.name)),
				)
				.filter((hub) => !types || types.includes(hub.attributes.extension.type));
			return apiJson(200, { jsonapi: JSONAPI, links: selfLink(request), data: hubs });
		})
		.add('GET', '/project/v1/hubs/:hubId', (request) => {
			const caller = ctx.tokens.authenticate(request, READ);
			const hub = requireHub(data(), caller, request.params.hubId);
			return apiJson(200, {
				jsonapi: JSONAPI,
				links: selfLink(request),
				data: renderHub(ctx.baseUrl, hub),
			});
		})
		.add('GET', '/project/v1/hubs/:hubId/projects', (request) => {
			const caller = ctx.tokens.authenticate(request, READ);
			const hub = requireHub(data(), caller, request.params.hubId);
			const ids = listParam(request.query, 'filter[id]');
			const types = listParam(request.query, 'filter[extension.type]');
			const idSet = ids && new Set(ids);
			const visible = hub.projects.filter(
				(project) =>
					(!caller.userId || project.members.has(caller.userId)) &&
					(!idSet || idSet.has(project.id)) &&
					(!types || types.includes(projectExtensionType(project))),
			);
			const { page, links } = paginate(visible, {
				query: request.query,
				path: request.path,
				baseUrl: ctx.baseUrl,
			});
			return apiJson(200, {
				jsonapi: JSONAPI,
				links,
				data: page.map((project) => renderProject(ctx.baseUrl, project)),
			});
		})
		.add('GET', '/project/v1/hubs/:hubId/projects/:projectId', (request) => {
			const caller = ctx.tokens.authenticate(request, READ);
			const project = requirePathProject(data(), caller, request);
			return apiJson(200, {
				jsonapi: JSONAPI,
				links: selfLink(request),
				data: renderProject(ctx.baseUrl, project),
			});
		})
		.add('GET', '/project/v1/hubs/:hubId/projects/:projectId/topFolders', (request) => {
			const caller = ctx.tokens.authenticate(request, READ);
			const project = requirePathProject(data(), caller, request);
			const options = {
				excludeDeleted: booleanParam(request.query, 'excludeDeleted'),
				projectFilesOnly: booleanParam(request.query, 'projectFilesOnly'),
			};
			const folders = topFolders(data(), project, caller, options);
			return apiJson(200, {
				jsonapi: JSONAPI,
				links: selfLink(request),
				data: folders.map((folder) => renderFolder(ctx.baseUrl, data(), folder)),
			});
		});
}

function registerProjectsAdmin(router, ctx) {
	router.add('POST', '/__sandbox/seed/projects', (request) => {
		const { hubId, count } = request.json() || {};
		const hub = ctx.state.data.hubs.get(hubId);
		if (!hub) throw new HttpError(404, 'Not Found', `Hub ${hubId} does not exist.`);
		if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATED_PROJECTS) {
			throw new HttpError(
				400,
				'Bad Request',
				`count must be an integer between 1 and ${MAX_GENERATED_PROJECTS}.`,
			);
		}
		generateProjects(ctx.state.data, hub, count);
		return json(201, { hubId, added: count, total: hub.projects.length });
	});
}

function projectExtensionType(project) {
	return project.kind === 'dm'
		? 'projects:autodesk.bim360:Project'
		: 'projects:autodesk.core:Project';
}

/**
 * Admins (and the app) get every top-level folder; other users get the highest folders they can
 * read. The two options apply to document-management projects with a user context only.
 */
function topFolders(state, project, caller, { excludeDeleted, projectFilesOnly }) {
	const userContext = Boolean(caller.userId) && project.kind === 'dm';
	const skipHidden = userContext && excludeDeleted;
	const root = state.folders.get(project.rootFolderId);
	let starts = root.childFolderIds.map((id) => state.folders.get(id));
	if (userContext && projectFilesOnly)
		starts = starts.filter((folder) => folder.name === 'Project Files');
	if (skipHidden) starts = starts.filter((folder) => !folder.hidden);
	if (isProjectAdmin(project, caller.userId)) return starts;

	const found = [];
	const visit = (folder) => {
		if (skipHidden && folder.hidden) return;
		if (folderAccess(state, project, folder, caller.userId)) {
			found.push(folder);
			return;
		}
		for (const childId of folder.childFolderIds) visit(state.folders.get(childId));
	};
	starts.forEach(visit);
	return found;
}

module.exports = { registerProjects, registerProjectsAdmin };
