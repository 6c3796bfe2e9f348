'use strict';

/** JSON:API objects as the real service shapes them; `base` is the sandbox base URL. */

const JSONAPI = { version: '1.0' };

const CONTAINER_TYPES = {
	issues: ['issueContainerId', '/issues/v1/containers'],
	submittals: ['submittalContainerId', '/submittals/v1/containers'],
	rfis: ['rfisContainerId', '/bim360/rfis/v2/containers'],
	markups: ['markupsContainerId', '/bim360/markups/v1/containers'],
	checklists: ['checklistsContainerId', '/bim360/checklists/v1/containers'],
	cost: ['costContainerId', '/cost/v1/containers'],
	locations: ['locationsContainerId', '/bim360/locations/v2/containers'],
};

const MIME_TYPES = {
	rvt: 'application/vnd.autodesk.revit',
	dwg: 'application/vnd.autodesk.autocad.dwg',
	nwd: 'application/vnd.autodesk.navisworks',
	f3d: 'application/vnd.autodesk.fusion360',
	pdf: 'application/pdf',
	txt: 'text/plain',
};

/** An id as a path segment: encoded, with `:` left readable as the real service does. */
const segment = (id) => encodeURIComponent(id).replace(/%3A/g, ':');
const iso = (time) => new Date(time).toISOString();
const extension = (base, type, data) => ({
	type,
	version: '1.0',
	schema: { href: `${base}/schema/v1/versions/${type}-1.0` },
	data,
});
const userName = (state, userId) => (state.users.get(userId) || {}).name || userId;
const vendor = (project) => (project.kind === 'dm' ? 'autodesk.bim360' : 'autodesk.core');
const dataPath = (base, project) => `${base}/data/v1/projects/${segment(project.id)}`;
/**
 * An item's extension type: a cloud-workshared Revit model (C4R), a document of a Plans folder
 * (copied there, or seeded: copyFrom in datamanagement.yaml), or a file.
 */
function itemType(project, item) {
	if (item.cloudModel) return 'items:autodesk.bim360:C4RModel';
	return item.document ? 'items:autodesk.bim360:Document' : `items:${vendor(project)}:File`;
}
/** A version's extension type: a deleted version is the core type in every project. */
const VERSION_TYPES = {
	cloudModel: 'versions:autodesk.bim360:C4RModel',
	deleted: 'versions:autodesk.core:Deleted',
	document: 'versions:autodesk.bim360:Document',
};
/**
 * The types a Docs folder allows, and those it shows: a Plans folder (and its subfolders) shows
 * documents, any other folder files (the Plans folder of datamanagement.yaml's examples).
 */
const DOCS_ALLOWED_TYPES = ['folders', 'items:autodesk.bim360:File', 'items:autodesk.bim360:Document', 'items:autodesk.bim360:TitleBlock'];
const docsVisibleTypes = (folder) =>
	['folders', folder.folderType === 'plan' ? 'items:autodesk.bim360:Document' : 'items:autodesk.bim360:File'];
const versionType = (project, version) => VERSION_TYPES[version.kind] || `versions:${vendor(project)}:File`;

function renderHub(base, hub) {
	const href = `${base}/project/v1/hubs/${segment(hub.id)}`;
	const type = hub.kind === 'dm' ? 'hubs:autodesk.bim360:Account' : 'hubs:autodesk.core:Hub';
	return {
		type: 'hubs',
		id: hub.id,
		attributes: { name: hub.name, extension: extension(base, type, {}), region: 'US' },
		links: { self: { href } },
		relationships: { projects: { links: { related: { href: `${href}/projects` } } } },
	};
}

function renderProject(base, project) {
	const href = `${base}/project/v1/hubs/${segment(project.hubId)}/projects/${segment(project.id)}`;
	const dm = project.kind === 'dm';
	const relationships = {
		hub: {
			data: { type: 'hubs', id: project.hubId },
			links: { related: { href: `${base}/project/v1/hubs/${segment(project.hubId)}` } },
		},
		rootFolder: {
			data: { type: 'folders', id: project.rootFolderId },
			meta: {
				link: { href: `${dataPath(base, project)}/folders/${segment(project.rootFolderId)}` },
			},
		},
		topFolders: { links: { related: { href: `${href}/topFolders` } } },
	};
	if (dm) {
		for (const [name, [type, path]] of Object.entries(CONTAINER_TYPES)) {
			relationships[name] = {
				data: { type, id: project.guid },
				meta: { link: { href: `${base}${path}/${project.guid}` } },
			};
		}
	}
	return {
		type: 'projects',
		id: project.id,
		attributes: {
			name: project.name,
			scopes: dm
				? [`b360project.${project.guid}`, `O2tenant.${project.hubId.slice(2)}`, 'global']
				: ['global'],
			extension: extension(
				base,
				`projects:${vendor(project)}:Project`,
				dm ? { projectType: project.projectType } : {},
			),
		},
		links: { self: { href }, webView: { href: `${base}/webview/projects/${segment(project.id)}` } },
		relationships,
	};
}

function renderFolder(base, state, folder) {
	const project = state.projects.get(folder.projectId);
	const href = `${dataPath(base, project)}/folders/${segment(folder.id)}`;
	const dm = project.kind === 'dm';
	const types = [`items:${vendor(project)}:File`, `folders:${vendor(project)}:Folder`];
	const data = dm
		? { allowedTypes: DOCS_ALLOWED_TYPES, visibleTypes: docsVisibleTypes(folder) }
		: { allowedTypes: types, visibleTypes: types };
	if (dm) {
		Object.assign(data, {
			isRoot: folder.isRoot,
			folderType: folder.folderType,
			folderParents: folderParents(state, folder),
			namingStandardIds: folder.namingStandardIds,
		});
	}
	const relationships = {
		contents: { links: { related: { href: `${href}/contents` } } },
		refs: {
			links: { self: { href: `${href}/relationships/refs` }, related: { href: `${href}/refs` } },
		},
		links: { links: { self: { href: `${href}/relationships/links` } } },
	};
	if (folder.parentId)
		relationships.parent = {
			data: { type: 'folders', id: folder.parentId },
			links: { related: { href: `${href}/parent` } },
		};
	return {
		type: 'folders',
		id: folder.id,
		attributes: {
			name: folder.name,
			displayName: folder.name,
			objectCount: folder.childFolderIds.length + folder.itemIds.length,
			createTime: iso(folder.createTime),
			createUserId: folder.createUserId,
			createUserName: userName(state, folder.createUserId),
			lastModifiedTime: iso(folder.lastModifiedTime),
			lastModifiedUserId: folder.lastModifiedUserId,
			lastModifiedUserName: userName(state, folder.lastModifiedUserId),
			lastModifiedTimeRollup: iso(folder.rollupTime),
			hidden: folder.hidden,
			extension: extension(base, `folders:${vendor(project)}:Folder`, data),
		},
		links: { self: { href }, webView: { href: `${base}/webview/folders/${segment(folder.id)}` } },
		relationships,
	};
}

function folderParents(state, folder) {
	const parents = [];
	for (
		let parent = state.folders.get(folder.parentId);
		parent;
		parent = state.folders.get(parent.parentId)
	) {
		parents.unshift({
			urn: parent.id,
			parentUrn: parent.parentId || '',
			title: parent.name,
			isRoot: parent.isRoot,
		});
	}
	return parents;
}

function renderItem(base, state, item) {
	const project = state.projects.get(item.projectId);
	const href = `${dataPath(base, project)}/items/${segment(item.id)}`;
	const tipId = item.versionIds[item.versionIds.length - 1];
	const attributes = {
		displayName: item.displayName,
		createTime: iso(item.createTime),
		createUserId: item.createUserId,
		createUserName: userName(state, item.createUserId),
		lastModifiedTime: iso(item.lastModifiedTime),
		lastModifiedUserId: item.lastModifiedUserId,
		lastModifiedUserName: userName(state, item.lastModifiedUserId),
		hidden: item.hidden,
		reserved: Boolean(item.reservedUserId),
		extension: extension(base, itemType(project, item), {
			sourceFileName: state.versions.get(tipId).name,
		}),
	};
	if (item.reservedUserId) {
		Object.assign(attributes, {
			reservedTime: iso(item.reservedTime),
			reservedUserId: item.reservedUserId,
			reservedUserName: userName(state, item.reservedUserId),
		});
	}
	return {
		type: 'items',
		id: item.id,
		attributes,
		links: { self: { href }, webView: { href: `${base}/webview/items/${segment(item.id)}` } },
		relationships: {
			tip: { data: { type: 'versions', id: tipId }, links: { related: { href: `${href}/tip` } } },
			versions: { links: { related: { href: `${href}/versions` } } },
			parent: {
				data: { type: 'folders', id: item.folderId },
				links: { related: { href: `${href}/parent` } },
			},
			refs: {
				links: { self: { href: `${href}/relationships/refs` }, related: { href: `${href}/refs` } },
			},
			links: { links: { self: { href: `${href}/relationships/links` } } },
		},
	};
}

function renderVersion(base, state, version) {
	const project = state.projects.get(version.projectId);
	const href = `${dataPath(base, project)}/versions/${segment(version.id)}`;
	// What Model Derivative translates: the version itself in ACC / BIM 360 (document management),
	// the stored file in Fusion Team and personal hubs.
	const urn = Buffer.from(project.kind === 'dm' ? version.id : version.storageId || '').toString('base64url');
	const data = versionData(project, version);
	const rendered = {
		type: 'versions',
		id: version.id,
		attributes: {
			name: version.name,
			displayName: version.name,
			versionNumber: version.versionNumber,
			mimeType: version.kind === 'cloudModel' ? CLOUD_MODEL_MIME : MIME_TYPES[version.fileType] || 'application/octet-stream',
			fileType: version.fileType,
			storageSize: version.storageSize,
			createTime: iso(version.createTime),
			createUserId: version.createUserId,
			createUserName: userName(state, version.createUserId),
			lastModifiedTime: iso(version.lastModifiedTime),
			lastModifiedUserId: version.lastModifiedUserId,
			lastModifiedUserName: userName(state, version.lastModifiedUserId),
			extension: extension(base, versionType(project, version), data),
		},
		links: { self: { href }, webView: { href: `${base}/webview/versions/${segment(version.id)}` } },
		relationships: {
			item: {
				data: { type: 'items', id: version.itemId },
				links: { related: { href: `${href}/item` } },
			},
			refs: {
				links: { self: { href: `${href}/relationships/refs` }, related: { href: `${href}/refs` } },
			},
			links: { links: { self: { href: `${href}/relationships/links` } } },
			storage: {
				data: { type: 'objects', id: version.storageId },
				meta: {
					link: {
						href: `${base}/oss/v2/buckets/wip.dm.prod/objects/${encodeURIComponent(String(version.storageId).split('/').pop())}`,
					},
				},
			},
			derivatives: {
				data: { type: 'derivatives', id: urn },
				meta: { link: { href: `${base}/modelderivative/v2/designdata/${urn}/manifest` } },
			},
			thumbnails: {
				data: { type: 'thumbnails', id: urn },
				meta: { link: { href: `${base}/modelderivative/v2/designdata/${urn}/thumbnail` } },
			},
			downloadFormats: { links: { related: { href: `${href}/downloadFormats` } } },
		},
	};
	// A deleted version holds no file: no storage, nothing to translate.
	if (version.kind === 'deleted') {
		for (const name of ['storage', 'derivatives', 'thumbnails']) delete rendered.relationships[name];
		for (const name of ['mimeType', 'fileType', 'storageSize']) delete rendered.attributes[name];
	}
	return rendered;
}

const CLOUD_MODEL_MIME = 'application/vnd.autodesk.r360';

/** The extension data of a version, as the OpenAPI file's examples show each type's. */
function versionData(project, version) {
	if (version.kind === 'deleted') return { originalName: version.name };
	if (project.kind !== 'dm') return {};
	const data = { conformingStatus: version.conformingStatus, processState: 'PROCESSING_COMPLETE' };
	if (version.kind !== 'cloudModel') return data;
	return {
		...data,
		modelVersion: version.versionNumber,
		projectGuid: project.guid,
		originalItemUrn: version.itemId,
		isCompositeDesign: false,
		modelType: 'multiuser',
		mimeType: CLOUD_MODEL_MIME,
		extractionState: 'SUCCESS',
		sourceFileName: version.name,
	};
}

module.exports = {
	JSONAPI,
	segment,
	renderHub,
	renderProject,
	renderFolder,
	renderItem,
	renderVersion,
	itemType,
	versionType,
};
