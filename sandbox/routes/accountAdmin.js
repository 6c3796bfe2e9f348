'use strict';

const projects = require('./accountAdmin/projects');
const projectUsers = require('./accountAdmin/projectUsers');
const accountUsers = require('./accountAdmin/accountUsers');
const businessUnits = require('./accountAdmin/businessUnits');
const companies = require('./accountAdmin/companies');
const userProjects = require('./accountAdmin/userProjects');
const { createAdminState } = require('./accountAdmin/state');

/**
 * ACC Account Admin (`autodesk-platform-services/aps-sdk-openapi`
 * construction/accountadmin/accountadmin.yaml): an account's projects and a project's users, for
 * the BIM 360 and ACC accounts of the data module (ids without `b.`); the account directory of
 * hq/v1 (account users, companies, a project's companies, business units) and a user's
 * projects and roles.
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
			.add('POST', '/construction/admin/v2/projects/:projectId/users:import', route(projectUsers.importProjectUsers))
			.add('GET', '/hq/v1/accounts/:accountId/users', route(accountUsers.listUsers))
			.add('POST', '/hq/v1/accounts/:accountId/users', route(accountUsers.createUser))
			.add('POST', '/hq/v1/accounts/:accountId/users/import', route(accountUsers.importUsers))
			.add('GET', '/hq/v1/accounts/:accountId/users/search', route(accountUsers.searchUsers))
			.add('GET', '/hq/v1/accounts/:accountId/users/:userId', route(accountUsers.getUser))
			.add('PATCH', '/hq/v1/accounts/:accountId/users/:userId', route(accountUsers.patchUser))
			.add('GET', '/hq/v1/accounts/:accountId/companies', route(companies.listCompanies))
			.add('POST', '/hq/v1/accounts/:accountId/companies', route(companies.createCompany))
			.add('POST', '/hq/v1/accounts/:accountId/companies/import', route(companies.importCompanies))
			.add('GET', '/hq/v1/accounts/:accountId/companies/search', route(companies.searchCompanies))
			.add('GET', '/hq/v1/accounts/:accountId/companies/:companyId', route(companies.getCompany))
			.add('PATCH', '/hq/v1/accounts/:accountId/companies/:companyId', route(companies.patchCompany))
			.add('GET', '/hq/v1/accounts/:accountId/projects/:projectId/companies', route(companies.listProjectCompanies))
			.add('GET', '/hq/v1/accounts/:accountId/business_units_structure', route(businessUnits.getBusinessUnits))
			.add('PUT', '/hq/v1/accounts/:accountId/business_units_structure', route(businessUnits.setBusinessUnits))
			.add('GET', '/construction/admin/v1/accounts/:accountId/users/:userId/projects', route(userProjects.listUserProjects))
			.add('GET', '/construction/admin/v1/accounts/:accountId/users/:userId/roles', route(userProjects.listUserRoles));
	},
};
