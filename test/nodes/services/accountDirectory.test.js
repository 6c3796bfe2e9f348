'use strict';

const {
	DIRECTORY_PAGE,
	MAX_DIRECTORY_IMPORT,
	accountUsersImportPath,
	accountUsersPath,
	accountUsersSearchPath,
	businessUnitsPath,
	companiesImportPath,
	companiesPath,
	companiesSearchPath,
	projectCompaniesPath,
} = require('../../../nodes/services/accountDirectory');
const { userProjectsPath, userRolesPath } = require('../../../nodes/services/accountAdmin');

describe('the Account Admin directory client (hq/v1)', () => {
	test("the directory's paths below /hq/v1/accounts/{account_id}, each id one encoded segment", () => {
		expect(accountUsersPath('a')).toBe('/hq/v1/accounts/a/users');
		expect(accountUsersPath('a', 'u/1')).toBe('/hq/v1/accounts/a/users/u%2F1');
		expect(accountUsersSearchPath('a')).toBe('/hq/v1/accounts/a/users/search');
		expect(accountUsersImportPath('a')).toBe('/hq/v1/accounts/a/users/import');
		expect(companiesPath('a', 'c')).toBe('/hq/v1/accounts/a/companies/c');
		expect(companiesSearchPath('a')).toBe('/hq/v1/accounts/a/companies/search');
		expect(companiesImportPath('a')).toBe('/hq/v1/accounts/a/companies/import');
		expect(projectCompaniesPath('a', 'p')).toBe('/hq/v1/accounts/a/projects/p/companies');
		expect(businessUnitsPath('a')).toBe('/hq/v1/accounts/a/business_units_structure');
	});

	test("a user's projects and roles are v1 Admin paths; the file's limits: 100 a page, 50 an import", () => {
		expect(userProjectsPath('a', 'user 1')).toBe('/construction/admin/v1/accounts/a/users/user%201/projects');
		expect(userRolesPath('a', 'u')).toBe('/construction/admin/v1/accounts/a/users/u/roles');
		expect(DIRECTORY_PAGE).toBe(100);
		expect(MAX_DIRECTORY_IMPORT).toBe(50);
	});
});
