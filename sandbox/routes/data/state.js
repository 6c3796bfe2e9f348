'use strict';

const crypto = require('node:crypto');
const seed = require('../../seed/data');

const MINUTE_MS = 60_000;

/**
 * The in-memory data-management model built from the seed. Records are plain objects in maps by
 * id; a hub keeps its projects in order and a folder keeps its children in order, so listings
 * never search the whole store.
 */
function createDataState() {
	const state = {
		users: new Map(seed.USERS.map((user) => [user.id, user])),
		hubs: new Map(),
		projects: new Map(),
		folders: new Map(),
		items: new Map(),
		versions: new Map(),
		refs: [],
		/** Storage locations handed out by POST storage, by object id. */
		storages: new Map(),
		/** How long a cloud model's publish job runs (commands.js). */
		commandSettings: { publishMs: 3000 },
		seedTick: 0,
	};
	for (const hubSeed of seed.HUBS) {
		const hub = {
			id: hubSeed.id,
			name: hubSeed.name,
			kind: hubSeed.kind,
			projectType: hubSeed.projectType,
			projectNamePrefix: hubSeed.projectNamePrefix,
			memberIds: new Set(hubSeed.memberIds),
			projects: [],
		};
		state.hubs.set(hub.id, hub);
		const detail = hubSeed.detailProject;
		const project = addProject(state, hub, {
			id: detail.id,
			name: detail.name,
			members: detail.members,
		});
		addTree(state, project, detail.tree, null);
		generateProjects(state, hub, seed.PROJECTS_PER_HUB - 1);
	}
	return state;
}

/** Adds `count` projects with a minimal folder tree to a hub; linear in `count`. */
function generateProjects(state, hub, count) {
	for (let n = 0; n < count; n++) {
		const index = hub.projects.length;
		const members = { 'user-admin': 'admin' };
		for (const [userId, indexes] of Object.entries(seed.EXTRA_PROJECT_MEMBERS))
			if (indexes.includes(index)) members[userId] = 'member';
		const id =
			hub.kind === 'dm'
				? `b.${guidFrom(`${hub.id}#${index}`)}`
				: `a.${Buffer.from(`business:sandbox-team#${index}`).toString('base64url')}`;
		const name = `${hub.projectNamePrefix} ${String(index + 1).padStart(2, '0')}`;
		const project = addProject(state, hub, { id, name, members });
		const slug = id.slice(2);
		const topFolders =
			hub.kind === 'dm'
				? [
						{ key: `${slug}-project-files`, name: 'Project Files' },
						{ key: `${slug}-plans`, name: 'Plans', folderType: 'plan' },
					]
				: [{ key: `${slug}-designs`, name: 'Designs' }];
		addTree(
			state,
			project,
			{ key: `${slug}-root`, name: 'root', isRoot: true, children: topFolders },
			null,
		);
	}
}

function addProject(state, hub, { id, name, members }) {
	const project = {
		id,
		hubId: hub.id,
		name,
		kind: hub.kind,
		projectType: hub.projectType,
		guid: hub.kind === 'dm' ? id.slice(2) : undefined,
		members: new Map(Object.entries(members)),
		rootFolderId: undefined,
	};
	hub.projects.push(project);
	state.projects.set(id, project);
	return project;
}

function addTree(state, project, node, parent) {
	const time = seedTime(state);
	const folder = {
		id: seed.folderIdOf(node.key),
		projectId: project.id,
		parentId: parent ? parent.id : null,
		name: node.name,
		hidden: Boolean(node.hidden),
		isRoot: Boolean(node.isRoot),
		folderType: node.folderType || 'normal',
		namingStandardIds: node.namingStandardIds || [],
		grants: new Map(Object.entries(node.grants || {})),
		childFolderIds: [],
		itemIds: [],
		createTime: time,
		createUserId: 'user-admin',
		lastModifiedTime: time,
		lastModifiedUserId: 'user-admin',
		rollupTime: time,
	};
	state.folders.set(folder.id, folder);
	if (parent) parent.childFolderIds.push(folder.id);
	else project.rootFolderId = folder.id;
	for (const child of node.children || []) addTree(state, project, child, folder);
	for (const itemSeed of node.items || []) addItem(state, project, folder, itemSeed);
	return folder;
}

function addItem(state, project, folder, itemSeed) {
	const time = seedTime(state);
	const item = {
		id: seed.itemIdOf(itemSeed.key),
		projectId: project.id,
		folderId: folder.id,
		displayName: itemSeed.name,
		hidden: Boolean(itemSeed.hidden),
		reservedUserId: itemSeed.reservedBy || null,
		reservedTime: itemSeed.reservedBy ? time : null,
		createTime: time,
		createUserId: 'user-admin',
		lastModifiedTime: time,
		lastModifiedUserId: 'user-admin',
		versionIds: [],
		cloudModel: Boolean(itemSeed.cloudModel),
		// A file of a Docs Plans folder is a document (items:autodesk.bim360:Document).
		document: project.kind === 'dm' && folder.folderType === 'plan',
		// A cloud model's publishing (commands.js): changes synced from Revit, the last publish job.
		publishing: itemSeed.cloudModel ? { synced: Boolean(itemSeed.synced), job: null } : undefined,
	};
	const count = itemSeed.versions || 1;
	for (let number = 1; number <= count; number++) {
		const versionTime = time + number * MINUTE_MS;
		const version = {
			id: seed.versionIdOf(itemSeed.key, number),
			itemId: item.id,
			projectId: project.id,
			versionNumber: number,
			name: itemSeed.name,
			fileType: itemSeed.name.split('.').pop().toLowerCase(),
			storageSize: 40_960 * number + itemSeed.name.length,
			storageId: `urn:adsk.objects:os.object:wip.dm.prod/${itemSeed.key}-v${number}.${itemSeed.name.split('.').pop()}`,
			conformingStatus: number === count ? itemSeed.conformingStatus || 'NONE' : 'NONE',
			kind: itemSeed.cloudModel ? 'cloudModel' : item.document ? 'document' : 'file',
			createTime: versionTime,
			createUserId: 'user-admin',
			lastModifiedTime: versionTime,
			lastModifiedUserId: 'user-admin',
		};
		state.versions.set(version.id, version);
		item.versionIds.push(version.id);
	}
	item.lastModifiedTime = time + count * MINUTE_MS;
	state.items.set(item.id, item);
	folder.itemIds.push(item.id);
	return item;
}

/** Adds `count` one-version files to a folder (for paging through folder contents). */
function generateItems(state, folder, count) {
	const project = state.projects.get(folder.projectId);
	const slug = folder.id.split(':').pop();
	for (let n = 0; n < count; n++) {
		const index = folder.itemIds.length + 1;
		addItem(state, project, folder, {
			key: `${slug}-file-${index}`,
			name: `File ${String(index).padStart(4, '0')}.pdf`,
		});
	}
}

/** Adds `count` empty subfolders to a folder (for wide folder trees). */
function generateFolders(state, folder, count) {
	const project = state.projects.get(folder.projectId);
	const slug = folder.id.split(':').pop();
	for (let n = 0; n < count; n++) {
		const index = folder.childFolderIds.length + 1;
		addTree(
			state,
			project,
			{ key: `${slug}-folder-${index}`, name: `Folder ${String(index).padStart(4, '0')}` },
			folder,
		);
	}
}

/** `files` files in the folder and, `depth` levels down, `folders` subfolders in each folder. */
function generateTree(state, folder, { depth, folders, files }) {
	if (files) generateItems(state, folder, files);
	if (!depth) return;
	const first = folder.childFolderIds.length;
	generateFolders(state, folder, folders);
	for (const childId of folder.childFolderIds.slice(first))
		generateTree(state, state.folders.get(childId), { depth: depth - 1, folders, files });
}

/** An item made through the API, with its first version on an uploaded OSS object. */
function addUploadedItem(state, project, folder, { displayName, name, object, userId, time }) {
	const item = {
		id: `urn:adsk.wipprod:dm.lineage:${crypto.randomBytes(16).toString('base64url')}`,
		projectId: project.id,
		folderId: folder.id,
		displayName,
		hidden: false,
		reservedUserId: null,
		reservedTime: null,
		createTime: time,
		createUserId: userId,
		lastModifiedTime: time,
		lastModifiedUserId: userId,
		versionIds: [],
		cloudModel: false,
	};
	state.items.set(item.id, item);
	folder.itemIds.push(item.id);
	addUploadedVersion(state, item, { name, object, userId, time });
	return item;
}

/** A new tip version of an item, on an uploaded OSS object. */
function addUploadedVersion(state, item, { name, object, userId, time }) {
	const lineage = item.id.split(':').pop();
	const versionNumber = item.versionIds.length + 1;
	const version = {
		id: `urn:adsk.wipprod:fs.file:vf.${lineage}?version=${versionNumber}`,
		itemId: item.id,
		projectId: item.projectId,
		versionNumber,
		name,
		fileType: name.includes('.') ? name.split('.').pop().toLowerCase() : '',
		storageSize: object.size,
		storageId: object.objectId,
		conformingStatus: 'NONE',
		kind: 'file',
		createTime: time,
		createUserId: userId,
		lastModifiedTime: time,
		lastModifiedUserId: userId,
	};
	state.versions.set(version.id, version);
	item.versionIds.push(version.id);
	item.displayName = name;
	touchItem(state, item, userId, time);
	return version;
}

/** A new, empty subfolder made through the API. */
function addFolder(state, project, parent, name, userId, time) {
	const folder = addTree(
		state,
		project,
		{ key: crypto.randomBytes(12).toString('base64url'), name, folderType: parent.folderType },
		parent,
	);
	Object.assign(folder, {
		createTime: time,
		createUserId: userId,
		lastModifiedTime: time,
		lastModifiedUserId: userId,
		rollupTime: time,
	});
	for (let above = parent; above; above = state.folders.get(above.parentId)) above.rollupTime = time;
	return folder;
}

function seedTime(state) {
	state.seedTick += 1;
	return seed.SEED_TIME + state.seedTick * MINUTE_MS;
}

function guidFrom(text) {
	const hex = crypto.createHash('sha1').update(text).digest('hex');
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Records a change: the item, and the rollup time of every folder above it. */
function touchItem(state, item, userId, time) {
	item.lastModifiedTime = time;
	item.lastModifiedUserId = userId;
	for (
		let folder = state.folders.get(item.folderId);
		folder;
		folder = state.folders.get(folder.parentId)
	)
		folder.rollupTime = time;
}

/** Takes a user out of every hub, project and folder grant (a deleted service account). */
function removeUser(state, userId) {
	for (const hub of state.hubs.values()) hub.memberIds.delete(userId);
	for (const project of state.projects.values()) project.members.delete(userId);
	for (const folder of state.folders.values()) folder.grants.delete(userId);
}

module.exports = {
	createDataState,
	addProject,
	addTree,
	removeUser,
	generateProjects,
	generateItems,
	generateFolders,
	generateTree,
	touchItem,
	addFolder,
	addUploadedItem,
	addUploadedVersion,
};
