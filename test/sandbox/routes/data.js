'use strict';

const { HttpError } = require('../http');
const { json } = require('../responses');
const { createDataState } = require('./data/state');
const { registerProjects, registerProjectsAdmin } = require('./data/projects');
const { registerFolders } = require('./data/folders');
const { registerItems } = require('./data/items');
const { registerRefs } = require('./data/refs');

/** Data management: hubs, projects, top folders, folder contents, items, versions and refs. */
module.exports = {
	name: 'data',
	createState: () => createDataState(),
	register(router, ctx) {
		registerProjects(router, ctx);
		registerFolders(router, ctx);
		registerItems(router, ctx);
		registerRefs(router, ctx);
	},
	registerAdmin(router, ctx) {
		registerProjectsAdmin(router, ctx);
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
