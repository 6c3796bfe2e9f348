'use strict';

const projects = require('./accountAdmin/projects');
const projectUsers = require('./accountAdmin/projectUsers');
const { createAdminState } = require('./accountAdmin/state');

/**
 * ACC Account Admin (`autodesk-platform-services/aps-sdk-openapi`
 * construction/accountadmin/accountadmin.yaml): an account's projects and a project's users, for
 * the BIM 360 and ACC accounts of the data module (ids without `b.`).
 */
module.exports = {
	name: 'accountAdmin',
	createState: () => createAdminState(),
	register(router, ctx) {
		const route = (handler) => (request) => handler(ctx, request);
		router
			.add('GET', '/construction/admin/v1/accounts/:accountId/projects', route(projects.listProjects))
			.add('POST', '/construction/admin/v1/accounts/:accountId/projects', route(projects.createProject))
			.add('GET', '/construction/admin/v1/projects/:projectId', route(projects.getProject))
			.add('GET', '/construction/admin/v1/projects/:projectId/users', route(projectUsers.listProjectUsers))
			.add('POST', '/construction/admin/v1/projects/:projectId/users', route(projectUsers.addProjectUser))
			.add('GET', '/construction/admin/v1/projects/:projectId/users/:userId', route(projectUsers.getProjectUser))
			.add('PATCH', '/construction/admin/v1/projects/:projectId/users/:userId', route(projectUsers.updateProjectUser))
			.add('DELETE', '/construction/admin/v1/projects/:projectId/users/:userId', route(projectUsers.removeProjectUser))
			.add('POST', '/construction/admin/v2/projects/:projectId/users:import', route(projectUsers.importProjectUsers));
	},
};
