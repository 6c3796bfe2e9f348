'use strict';

const { AdminClient } = require('@aps_sdk/construction-account-admin');
const { useSandbox } = require('../../support/sandbox');
const { SEED } = require('../../../sandbox/seed/data');
const { expectModel, sdkManagerFor, threeLeggedToken, twoLeggedToken } = require('../../support/sdk');

const ADMIN = '@aps_sdk/construction-account-admin';
/** The seeded ACC account and project, as the Account Admin API names them (without `b.`). */
const ACCOUNT = SEED.hubs.acc.slice(2);
const PROJECT = SEED.projects.hospital.slice(2);

/** Autodesk's @aps_sdk/construction-account-admin against the sandbox, as an account admin. */
describe('Autodesk SDK: ACC Account Admin', () => {
	const sandbox = useSandbox();
	let admin;
	let auth;
	beforeEach(async () => {
		admin = new AdminClient({ sdkManager: sdkManagerFor(sandbox) });
		auth = { accessToken: (await threeLeggedToken(sandbox, ['account:read', 'account:write'])).access_token };
	});

	test("the account's projects page by page, filtered as the SDK sends its filters", async () => {
		const names = [];
		for (let offset = 0; ; offset += 10) {
			const page = await admin.getProjects(ACCOUNT, { ...auth, limit: 10, offset });
			expectModel(ADMIN, 'Projects', page);
			names.push(...page.results.map((project) => project.name));
			if (!page.pagination.nextUrl) break;
		}
		expect(names).toHaveLength(SEED.projectsPerHub);
		const templates = await admin.getProjects(ACCOUNT, { ...auth, filterClassification: ['template'], filterStatus: ['active'], filterName: 'acc', filterTextMatch: 'startsWith', sort: ['name'] });
		expect(templates.results.map((project) => project.name)).toEqual(['ACC Project 25']);
		const project = await admin.getProject(PROJECT, auth);
		expectModel(ADMIN, 'Project', project);
		expect(project).toMatchObject({ id: PROJECT, name: 'Sandbox Hospital', status: 'active' });
	});

	test('a project created from the template is pending, then active; its name is then taken (409)', async () => {
		sandbox.ctx.state.accountAdmin.activationMs = 60_000;
		const template = (await admin.getProjects(ACCOUNT, { ...auth, filterClassification: ['template'] })).results[0];
		const created = await admin.createProject(ACCOUNT, { name: 'SDK Plant', type: 'Office', timezone: 'America/New_York', template: { projectId: template.id, options: { field: { includeCompanies: true } } } }, auth);
		expectModel(ADMIN, 'Project', created);
		expect(created).toMatchObject({ name: 'SDK Plant', status: 'pending' });
		sandbox.ctx.clock.advance(60_000);
		expect(await admin.getProject(created.id, auth)).toMatchObject({ status: 'active' });
		await expect(admin.createProject(ACCOUNT, { name: 'sdk plant', type: 'Office' }, auth)).rejects.toMatchObject({ axiosError: { response: { status: 409 } } });
	});

	test('a two-legged token acts for the admin named by the SDK as User-Id; a member is refused', async () => {
		const app = { accessToken: (await twoLeggedToken(sandbox, ['account:read', 'account:write'])).access_token };
		expect((await admin.getProjects(ACCOUNT, { ...app, limit: 1 })).results).toHaveLength(1);
		const created = await admin.createProject(ACCOUNT, { name: 'SDK Depot', type: 'Office' }, { ...app, adminUserId: SEED.users.admin });
		expect(created.name).toBe('SDK Depot');
		const member = { accessToken: (await threeLeggedToken(sandbox, ['account:read'], { user: SEED.users.member })).access_token };
		await expect(admin.getProjects(ACCOUNT, member)).rejects.toMatchObject({ axiosError: { response: { status: 403 } } });
	});

	test("a project's users: listed, added by email, read, updated, imported (202 with a job id) and removed", async () => {
		const users = await admin.getProjectUsers(PROJECT, { ...auth, filterName: 'mel', filterStatus: ['active'] });
		expectModel(ADMIN, 'ProjectUsers', users);
		expect(users.results.map((user) => user.email)).toEqual(['mel.member@sandbox.example']);
		const docs = [{ key: 'docs', access: 'member' }];
		const added = await admin.assignProjectUser(PROJECT, { email: 'sdk.user@harbor.example', products: docs }, auth);
		expectModel(ADMIN, 'ProjectUserResponse', added);
		expect(added).toMatchObject({ email: 'sdk.user@harbor.example', status: 'pending' });
		expectModel(ADMIN, 'ProjectUser', await admin.getProjectUser(PROJECT, added.id, auth));
		const updated = await admin.updateProjectUser(PROJECT, added.id, { products: [{ key: 'docs', access: 'administrator' }] }, auth);
		expect(updated).toMatchObject({ id: added.id, products: [{ key: 'docs', access: 'administrator' }] });
		const imported = await admin.importProjectUsers(PROJECT, { users: [{ email: 'sdk.bulk@harbor.example', firstName: 'Bulk', lastName: 'User', products: docs }] }, auth);
		expectModel(ADMIN, 'ProjectUsersImportResponse', imported);
		expect(imported.jobId).toMatch(/^[0-9a-f-]{36}$/);
		await admin.removeProjectUser(PROJECT, added.id, auth);
		const after = await admin.getProjectUsers(PROJECT, { ...auth, filterEmail: 'harbor.example' });
		expect(after.results.map((user) => user.email)).toEqual(['sdk.bulk@harbor.example']);
	});

	test("the account's users: listed, searched, created, imported (at most 50 a call), read and updated", async () => {
		const page = await admin.getUsers(ACCOUNT, { ...auth, limit: 2, offset: 1, sort: 'email' });
		page.forEach((user) => expectModel(ADMIN, 'User', user));
		expect(page.map((user) => user.email)).toEqual(['ina.inspector@sandbox.example', 'mel.member@sandbox.example']);
		const found = await admin.searchUsers(ACCOUNT, { ...auth, name: 'mel', companyName: 'builders', operator: 'AND' });
		expect(found.map((user) => user.uid)).toEqual([SEED.users.member]);
		const created = await admin.createUser(ACCOUNT, { email: 'sdk.person@harbor.example', first_name: 'Sdk', last_name: 'Person' }, auth);
		expectModel(ADMIN, 'User', created);
		expect(created).toMatchObject({ email: 'sdk.person@harbor.example', name: 'Sdk Person', status: 'pending' });
		await expect(admin.createUser(ACCOUNT, { email: 'SDK.person@harbor.example' }, auth)).rejects.toMatchObject({ axiosError: { response: { status: 409 } } });
		const imported = await admin.importUsers(ACCOUNT, [{ email: 'sdk.bulk@harbor.example' }, { email: 'sdk.person@harbor.example' }], auth);
		expectModel(ADMIN, 'UserImportResponse', imported);
		expect(imported).toMatchObject({ success: 1, failure: 1, failure_items: [{ email: 'sdk.person@harbor.example' }] });
		const many = Array.from({ length: 51 }, (_, index) => ({ email: `sdk${index}@harbor.example` }));
		await expect(admin.importUsers(ACCOUNT, many, auth)).rejects.toMatchObject({ axiosError: { response: { status: 400 } } });
		expect(await admin.getUser(ACCOUNT, created.id, auth)).toMatchObject({ id: created.id });
		const updated = await admin.patchUserDetails(ACCOUNT, created.id, { status: 'inactive' }, auth);
		expect(updated).toMatchObject({ id: created.id, status: 'inactive' });
	});

	test("a user's projects; a member who is not an account admin is refused", async () => {
		const projects = await admin.getUserProjects(ACCOUNT, SEED.users.member, { ...auth, filterName: 'hospital' });
		expectModel(ADMIN, 'UserProjectsPage', projects);
		expect(projects.results.map((project) => project.name)).toEqual(['Sandbox Hospital']);
		const member = { accessToken: (await threeLeggedToken(sandbox, ['account:read'], { user: SEED.users.member })).access_token };
		await expect(admin.getUsers(ACCOUNT, member)).rejects.toMatchObject({ axiosError: { response: { status: 403 } } });
	});

	test('companies: created, searched, imported, updated; a project\'s companies; business units set and read', async () => {
		const created = await admin.createCompany(ACCOUNT, { name: 'SDK Steel', trade: 'Metals' }, auth);
		expectModel(ADMIN, 'Company', created);
		await expect(admin.createCompany(ACCOUNT, { name: 'sdk steel', trade: 'Metals' }, auth)).rejects.toMatchObject({ axiosError: { response: { status: 409 } } });
		expect((await admin.searchCompanies(ACCOUNT, { ...auth, name: 'steel' })).map((company) => company.id)).toEqual([created.id]);
		const imported = await admin.importCompanies(ACCOUNT, [{ name: 'SDK Glass', trade: 'Openings | Glazing' }, { name: 'SDK Nowhere', trade: 'Juggling' }], auth);
		expectModel(ADMIN, 'CompanyImportResponse', imported);
		expect(imported).toMatchObject({ success: 1, failure: 1 });
		expect(await admin.patchCompanyDetails(created.id, ACCOUNT, { phone: '+1 555 0100' }, auth)).toMatchObject({ id: created.id, phone: '+1 555 0100' });
		expect(await admin.getCompany(created.id, ACCOUNT, auth)).toMatchObject({ name: 'SDK Steel' });
		expect((await admin.getCompanies(ACCOUNT, { ...auth, limit: 100 })).length).toBe(4);
		const inProject = await admin.getProjectCompanies(ACCOUNT, PROJECT, { ...auth, limit: 100 });
		expect(inProject.every((company) => company.project_id === PROJECT)).toBe(true);
		const root = '0f0e0d0c-0b0a-4909-8807-060504030201';
		const units = await admin.createBusinessUnits(ACCOUNT, { business_units: [{ id: root, name: 'East' }, { parent_id: root, name: 'Boston' }] }, auth);
		expectModel(ADMIN, 'BusinessUnitsResponse', units);
		expect(units.business_units.map((unit) => unit.path)).toEqual(['East', 'East:Boston']);
		expect(await admin.getBusinessUnits(ACCOUNT, auth)).toEqual(units);
	});
});
