'use strict';

const { apiJson } = require('../../responses');
const { requireProject, requireVersion, requireFolderAccess } = require('./access');
const { JSONAPI } = require('./render');

const READ = [['data:read']];
/** Formats offered besides the file's own; a DWG also as PDF, the pair datamanagement.yaml's example shows. */
const ALSO_AS = { dwg: ['pdf'] };

/** GET .../versions/{version_id}/downloadFormats (datamanagement/datamanagement.yaml, aps-sdk-openapi). */
function registerDownloadFormats(router, ctx) {
	const data = () => ctx.state.data;
	router.add(
		'GET',
		'/data/v1/projects/:projectId/versions/:versionId/downloadFormats',
		(request) => {
			const caller = ctx.tokens.authenticate(request, READ);
			const project = requireProject(data(), caller, request.params.projectId);
			const version = requireVersion(data(), project, request.params.versionId);
			const item = data().items.get(version.itemId);
			requireFolderAccess(data(), project, data().folders.get(item.folderId), caller, 'read');
			const fileTypes = [version.fileType, ...(ALSO_AS[version.fileType] || [])];
			return apiJson(200, {
				jsonapi: JSONAPI,
				links: { self: { href: `${ctx.baseUrl}${request.path}` } },
				data: {
					type: 'downloadFormats',
					id: version.id,
					attributes: { formats: fileTypes.map((fileType) => ({ fileType })) },
				},
			});
		},
	);
}

module.exports = { registerDownloadFormats };
