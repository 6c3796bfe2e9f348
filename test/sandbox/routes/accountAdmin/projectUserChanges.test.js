'use strict';

const { useSandbox, tokenFor, call } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { projectSubjects } = require('../../../../sandbox/seed/projectDirectory');

const { companies: COMPANIES, roles: ROLES } = projectSubjects();

const GUID = SEED.projects.hospital.slice(2);
const users = `/construction/admin/v1/projects/${GUID}/users`;
const importPath = `/construction/admin/v2/projects/${GUID}/users:import`;
const docs = [{ key: 'docs', access: 'member' }];

describe('Account Admin: project users added, changed, removed and imported (construction/accountadmin/accountadmin.yaml)', () => {
	const sandbox = useSandbox();
	const token = (userId = SEED.users.admin) => tokenFor(sandbox, { userId, scopes: ['account:read', 'account:write'] });

	test('POST adds a user by email (201, pending until an unknown email accepts); GET, PATCH (201, the changed fields) and DELETE (204) by ID', async () => {
		const added = await call(sandbox, 'POST', users, { token: token(), json: { email: 'new.hire@harbor.example', companyId: COMPANIES[0].id, roleIds: [ROLES[1].id], products: docs } });
		expect(added.status).toBe(201);
		expect(added.body).toMatchObject({ email: 'new.hire@harbor.example', status: 'pending', companyName: 'Sandbox Builders', roles: [ROLES[1]], products: docs });
		const path = `${users}/${added.body.id}`;
		expect((await call(sandbox, 'GET', path, { token: token() })).body).toMatchObject({ id: added.body.id });
		const changed = await call(sandbox, 'PATCH', path, { token: token(), json: { roleIds: [ROLES[0].id] } });
		expect(changed).toMatchObject({ status: 201, body: { id: added.body.id, roleIds: [ROLES[0].id] } });
		expect((await call(sandbox, 'POST', users, { token: token(), json: { email: 'NEW.HIRE@harbor.example', products: docs } })).body.message).toMatch(/already a user/);
		expect((await call(sandbox, 'DELETE', path, { token: token() })).status).toBe(204);
		expect((await call(sandbox, 'GET', path, { token: token() })).status).toBe(404);
	});

	test('POST refuses what ProjectUserPayload refuses; only an account admin changes users', async () => {
		const post = (json, who) => call(sandbox, 'POST', users, { token: token(who), json });
		expect((await post({ email: 'x@y.example' })).body.message).toBe('products is required.');
		expect((await post({ email: 'not-an-email', products: docs })).status).toBe(400);
		expect((await post({ email: 'x@y.example', products: [{ key: 'docs', access: 'owner' }] })).status).toBe(400);
		expect((await post({ email: 'x@y.example', products: docs, companyId: 'nope' })).status).toBe(400);
		expect((await post({ email: 'x@y.example', products: docs }, SEED.users.member)).status).toBe(403);
	});

	test('v2 users:import: at most 200 users a request, 202 with a job id; the job leaves out a user it cannot add', async () => {
		const many = Array.from({ length: 201 }, (_, index) => ({ email: `u${index}@bulk.example`, products: docs }));
		const tooMany = await call(sandbox, 'POST', importPath, { token: token(), json: { users: many } });
		expect(tooMany).toMatchObject({ status: 400, body: { message: 'users: at most 200 users per request; got 201.' } });
		const imported = await call(sandbox, 'POST', importPath, { token: token(), json: { users: [...many.slice(0, 2), { email: 'odd@bulk.example', products: docs, companyId: 'c-unknown' }] } });
		expect(imported.status).toBe(202);
		expect(imported.body.jobId).toMatch(/^[0-9a-f-]{36}$/);
		const listed = await call(sandbox, 'GET', `${users}?filter[email]=bulk.example&limit=200`, { token: token() });
		expect(listed.body.results.map((user) => user.email).sort()).toEqual(['u0@bulk.example', 'u1@bulk.example']);
		const bim360 = SEED.projects.tower.slice(2);
		expect((await call(sandbox, 'POST', `/construction/admin/v2/projects/${bim360}/users:import`, { token: token(), json: { users: many.slice(0, 1) } })).status).toBe(400);
	});

	test("a user the Admin API adds to a project is a member of its account's hub, and the company it gives them carries that company's folder permissions", async () => {
		const viewer = SEED.users.viewer;
		const asViewer = tokenFor(sandbox, { userId: viewer, scopes: ['data:read'] });
		const hubs = async () => (await call(sandbox, 'GET', '/project/v1/hubs', { token: asViewer })).body.data.map((hub) => hub.id);
		expect(await hubs()).not.toContain(SEED.hubs.acc);
		const contents = `/data/v1/projects/${SEED.projects.hospital}/folders/${encodeURIComponent(SEED.folders.hospitalProjectFiles)}/contents`;
		// Sandbox Builders may read Project Files; the viewer joins the project as one of them.
		const grant = await call(sandbox, 'POST', `/bim360/docs/v1/projects/${GUID}/folders/${encodeURIComponent(SEED.folders.hospitalProjectFiles)}/permissions:batch-create`, {
			token: tokenFor(sandbox, { userId: SEED.users.admin, scopes: ['data:write'] }),
			json: [{ subjectId: COMPANIES[0].id, subjectType: 'COMPANY', actions: ['VIEW', 'COLLABORATE'] }],
		});
		expect(grant.status).toBe(200);
		const joined = await call(sandbox, 'POST', importPath, { token: token(), json: { users: [{ email: 'vic.viewer@sandbox.example', companyId: COMPANIES[1].id, products: docs }] } });
		expect(joined.status).toBe(202);
		expect(await hubs()).toContain(SEED.hubs.acc);
		expect((await call(sandbox, 'GET', contents, { token: asViewer })).status).toBe(403);
		const moved = await call(sandbox, 'PATCH', `${users}/${viewer}`, { token: token(), json: { companyId: COMPANIES[0].id } });
		expect(moved.status).toBe(201);
		expect((await call(sandbox, 'GET', contents, { token: asViewer })).status).toBe(200);
	});
});
