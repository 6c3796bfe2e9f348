'use strict';

const { createDocsState } = require('./docs/state');
const { listDefinitions } = require('./docs/definitions');
const { batchGet } = require('./docs/versions');
const { batchUpdate } = require('./docs/values');
const { getPermissions, batchCreate, batchUpdate: updatePermissions, batchDelete } = require('./docs/permissions');

const PROJECT = '/bim360/docs/v1/projects/:projectId';

/**
 * BIM 360 / Construction Cloud Docs custom attributes (no OpenAPI file in
 * `autodesk-platform-services/aps-sdk-openapi`; the reference pages of the Document Management
 * API): a folder's attribute definitions, many versions' values, and a version's values set, and
 * a folder's permissions (read, and set, updated or deleted in batches), for the
 * document-management projects of the data module (id without `b.`).
 */
module.exports = {
	name: 'docs',
	createState: () => createDocsState(),
	register(router, ctx) {
		const route = (handler) => (request) => handler(ctx, request);
		router
			.add('GET', `${PROJECT}/folders/:folderId/custom-attribute-definitions`, route(listDefinitions))
			.add('POST', `${PROJECT}/versions:batch-get`, route(batchGet))
			.add('POST', `${PROJECT}/versions/:versionId/custom-attributes:batch-update`, route(batchUpdate))
			.add('GET', `${PROJECT}/folders/:folderId/permissions`, route(getPermissions))
			.add('POST', `${PROJECT}/folders/:folderId/permissions:batch-create`, route(batchCreate))
			.add('POST', `${PROJECT}/folders/:folderId/permissions:batch-update`, route(updatePermissions))
			.add('POST', `${PROJECT}/folders/:folderId/permissions:batch-delete`, route(batchDelete));
	},
};
