'use strict';

const { HttpError } = require('../http');
const { json } = require('../responses');
const { createDataState, generateItems, generateFolders, generateTree } = require('./data/state');
const { registerProjects, registerProjectsAdmin } = require('./data/projects');
const { registerFolders } = require('./data/folders');
const { registerItems } = require('./data/items');
const { registerRefs } = require('./data/refs');
const { registerNavigation } = require('./data/navigation');
const { registerDownloadFormats } = require('./data/downloadFormats');
const { registerFolderSearch } = require('./data/folderSearch');
const { registerFolderCreate } = require('./data/folderCreate');
const { registerUploads } = require('./data/uploads');
const { registerFolderModify } = require('./data/folderModify');
const { registerCommands } = require('./data/commands');

const MAX_GENERATED = 10_000;

/** Data management: hubs, projects, top folders, folder contents, items, versions and refs. */
module.exports = {
	name: 'data',
	createState: () => createDataState(),
	register(router, ctx) {
		registerProjects(router, ctx);
		registerFolders(router, ctx);
		registerItems(router, ctx);
		registerRefs(router, ctx);
		registerNavigation(router, ctx);
		registerDownloadFormats(router, ctx);
		registerFolderSearch(router, ctx);
		registerFolderCreate(router, ctx);
		registerUploads(router, ctx);
		registerFolderModify(router, ctx);
		registerCommands(router, ctx);
	},
	registerAdmin(router, ctx) {
		registerProjectsAdmin(router, ctx);
		// Adds `count` files (or subfolders) to a folder: contents that span pages, wide trees.
		const seedInto = (generate, what) => (request) => {
			const { folderId, count } = request.json() || {};
			const folder = ctx.state.data.folders.get(folderId);
			if (!folder) throw new HttpError(404, 'Not Found', `Folder ${folderId} does not exist.`);
			if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATED)
				throw new HttpError(400, 'Bad Request', `count must be an integer between 1 and ${MAX_GENERATED}.`);
			generate(ctx.state.data, folder, count);
			return json(201, { folderId, added: count, total: folder[what].length });
		};
		router.add('POST', '/__sandbox/seed/items', seedInto(generateItems, 'itemIds'));
		router.add('POST', '/__sandbox/seed/folders', seedInto(generateFolders, 'childFolderIds'));
		// A generated tree below a folder: `depth` levels of `folders` subfolders, each folder
		// (the given one included) holding `files` files. For walks over large trees.
		router.add('POST', '/__sandbox/seed/tree', (request) => {
			const { folderId, depth, folders, files } = request.json() || {};
			const folder = ctx.state.data.folders.get(folderId);
			if (!folder) throw new HttpError(404, 'Not Found', `Folder ${folderId} does not exist.`);
			const counts = [depth, folders, files];
			if (!counts.every((count) => Number.isInteger(count) && count >= 0) || depth > 25)
				throw new HttpError(400, 'Bad Request', 'depth (0-25), folders and files must be non-negative integers.');
			let folderCount = 0;
			for (let level = 1, width = 1; level <= depth; level++) folderCount += width *= folders;
			const fileCount = (folderCount + 1) * files;
			if (folderCount + fileCount > MAX_GENERATED)
				throw new HttpError(400, 'Bad Request', `The tree would hold more than ${MAX_GENERATED} folders and files.`);
			generateTree(ctx.state.data, folder, { depth, folders, files });
			return json(201, { folderId, folders: folderCount, files: fileCount });
		});
		// How long a cloud model's publish job runs (PublishModel), in milliseconds.
		router.add('POST', '/__sandbox/data/publish-settings', (request) => {
			const { publishMs } = request.json() || {};
			if (!Number.isInteger(publishMs) || publishMs < 0)
				throw new HttpError(400, 'Bad Request', 'publishMs must be a non-negative integer.');
			ctx.state.data.commandSettings.publishMs = publishMs;
			return json(200, { publishMs });
		});
		// Changes synced to a cloud model from Revit: the model needs publishing again.
		router.add('POST', '/__sandbox/items/sync', (request) => {
			const { itemId } = request.json() || {};
			const item = ctx.state.data.items.get(itemId);
			if (!item || !item.cloudModel) throw new HttpError(404, 'Not Found', `Cloud model ${itemId} does not exist.`);
			item.publishing.synced = true;
			return json(200, { itemId, synced: true });
		});
		// Locks (userId) or unlocks (userId null) an item.
		router.add('POST', '/__sandbox/items/reserve', (request) => {
			const { itemId, userId = null } = request.json() || {};
			const item = ctx.state.data.items.get(itemId);
			if (!item) throw new HttpError(404, 'Not Found', `Item ${itemId} does not exist.`);
			if (userId !== null && !ctx.state.data.users.has(userId))
				throw new HttpError(400, 'Bad Request', `Unknown user ${userId}.`);
			item.reservedUserId = userId;
			item.reservedTime = userId ? ctx.clock.now() : null;
			return json(200, { itemId, reservedUserId: userId });
		});
	},
};
