'use strict';

const { createRfisState } = require('./rfis/state');
const search = require('./rfis/search');
const rfis = require('./rfis/rfis');
const comments = require('./rfis/comments');
const settings = require('./rfis/settings');
const { registerRfisAdmin } = require('./rfis/generate');

const PROJECT = '/construction/rfis/v3/projects/:projectId';

/**
 * ACC / Autodesk Forma RFIs v3 (reference pages, no OpenAPI file; docs/service-decisions.md ("RFIs v3")): the
 * search, one RFI, create, update with the workflow's transitions, responses, comments, RFI types,
 * custom attributes, the caller and the workflow, for ACC projects only (id without `b.`).
 */
module.exports = {
	name: 'rfis',
	createState: () => createRfisState(),
	register(router, ctx) {
		const route = (handler) => (request) => handler(ctx, request);
		router
			.add('GET', `${PROJECT}/users/me`, route(settings.getMe))
			.add('GET', `${PROJECT}/workflow`, route(settings.getWorkflow))
			.add('GET', `${PROJECT}/rfi-types`, route(settings.listTypes))
			.add('GET', `${PROJECT}/attributes`, route(settings.listAttributes))
			.add('POST', `${PROJECT}/search:rfis`, route(search.searchRfis))
			.add('POST', `${PROJECT}/rfis`, route(rfis.createRfi))
			.add('GET', `${PROJECT}/rfis/:rfiId`, route(rfis.getRfi))
			.add('PATCH', `${PROJECT}/rfis/:rfiId`, route(rfis.updateRfi))
			.add('POST', `${PROJECT}/rfis/:rfiId/responses`, route(rfis.addResponse))
			.add('GET', `${PROJECT}/rfis/:rfiId/comments`, route(comments.listComments))
			.add('POST', `${PROJECT}/rfis/:rfiId/comments`, route(comments.createComment));
	},
	registerAdmin: registerRfisAdmin,
};
