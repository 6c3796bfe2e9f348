'use strict';

const { createIssuesState } = require('./issues/state');
const issues = require('./issues/issues');
const comments = require('./issues/comments');
const attachments = require('./issues/attachments');
const settings = require('./issues/settings');
const { registerIssuesAdmin } = require('./issues/generate');

const PROJECT = '/construction/issues/v1/projects/:projectId';

/**
 * ACC / Autodesk Forma Issues (`autodesk-platform-services/aps-sdk-openapi`
 * construction/issues/Issues.yaml): issues, comments, attachments, issue types and subtypes, root
 * causes, custom attribute definitions and mappings, and the caller's permissions, for the
 * document-management projects of the data module (id without `b.`).
 */
module.exports = {
	name: 'issues',
	createState: () => createIssuesState(),
	register(router, ctx) {
		const route = (handler) => (request) => handler(ctx, request);
		router
			.add('GET', `${PROJECT}/users/me`, route(settings.getMyProfile))
			.add('GET', `${PROJECT}/issue-types`, route(settings.listTypes))
			.add(
				'GET',
				`${PROJECT}/issue-attribute-definitions`,
				route(settings.listAttributeDefinitions),
			)
			.add('GET', `${PROJECT}/issue-attribute-mappings`, route(settings.listAttributeMappings))
			.add('GET', `${PROJECT}/issue-root-cause-categories`, route(settings.listRootCauseCategories))
			.add('GET', `${PROJECT}/issues`, route(issues.listIssues))
			.add('POST', `${PROJECT}/issues`, route(issues.createIssue))
			.add('GET', `${PROJECT}/issues/:issueId`, route(issues.getIssue))
			.add('PATCH', `${PROJECT}/issues/:issueId`, route(issues.updateIssue))
			.add('GET', `${PROJECT}/issues/:issueId/comments`, route(comments.listComments))
			.add('POST', `${PROJECT}/issues/:issueId/comments`, route(comments.createComment))
			.add('POST', `${PROJECT}/attachments`, route(attachments.addAttachments))
			.add('GET', `${PROJECT}/attachments/:issueId/items`, route(attachments.listAttachments))
			.add(
				'DELETE',
				`${PROJECT}/attachments/:issueId/items/:attachmentId`,
				route(attachments.deleteAttachment),
			);
	},
	registerAdmin: registerIssuesAdmin,
};
