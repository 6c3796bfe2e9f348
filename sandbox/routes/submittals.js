'use strict';

const { createSubmittalsState } = require('./submittals/state');
const items = require('./submittals/items');
const lookups = require('./submittals/lookups');

const PROJECT = '/construction/submittals/v2/projects/:projectId';

/**
 * ACC / Autodesk Forma Submittals v2 (reference pages, no OpenAPI file; docs/service-decisions.md
 * ("Submittals v2")): items (list with filters, one, create, update, transition, revisions,
 * attachments), specs, item types, packages and review responses, for ACC projects only (id
 * without `b.`).
 */
module.exports = {
	name: 'submittals',
	createState: () => createSubmittalsState(),
	register(router, ctx) {
		const route = (handler) => (request) => handler(ctx, request);
		router
			.add('GET', `${PROJECT}/items`, route(items.listItems))
			.add('POST', `${PROJECT}/items`, route(items.createItem))
			.add('GET', `${PROJECT}/items/:itemId`, route(items.getItem))
			.add('PATCH', `${PROJECT}/items/:itemId`, route(items.updateItem))
			.add('POST', `${PROJECT}/items/:itemAction`, route(items.postItemAction))
			.add('GET', `${PROJECT}/items/:itemId/revisions`, route(items.listRevisions))
			.add('GET', `${PROJECT}/items/:itemId/attachments`, route(items.listAttachments))
			.add('GET', `${PROJECT}/specs`, route(lookups.listSpecs))
			.add('POST', `${PROJECT}/specs`, route(lookups.createSpec))
			.add('GET', `${PROJECT}/item-types`, route(lookups.listItemTypes))
			.add('GET', `${PROJECT}/packages`, route(lookups.listPackages))
			.add('GET', `${PROJECT}/packages/:packageId`, route(lookups.getPackage))
			.add('GET', `${PROJECT}/responses`, route(lookups.listResponses));
	},
};
