'use strict';

const { useSandbox, tokenFor, call } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');

const ACCOUNT = SEED.hubs.acc.slice(2);
const projectsPath = (account = ACCOUNT) => `/construction/admin/v1/accounts/${account}/projects`;

describe('Account Admin: account projects (construction/accountadmin/accountadmin.yaml)', () => {
	const sandbox = useSandbox();
	const token = (userId = SEED.users.admin, scopes = ['account:read', 'account:write']) => tokenFor(sandbox, { userId, scopes });

	test('GET pages by limit and offset (default 20, at most 200) with pagination.nextUrl, the full next address', async () => {
		const first = await call(sandbox, 'GET', `${projectsPath()}?filter[name]=project&limit=10`, { token: token() });
		expect(first.status).toBe(200);
		expect(first.body.pagination).toEqual({ limit: 10, offset: 0, totalResults: 24, nextUrl: `${sandbox.url}${projectsPath()}?filter%5Bname%5D=project&limit=10&offset=10` });
		const last = await call(sandbox, 'GET', `${projectsPath()}?filter[name]=project&limit=10&offset=20`, { token: token() });
		expect(last.body.pagination.nextUrl).toBeUndefined();
		expect(last.body.results).toHaveLength(4);
		expect((await call(sandbox, 'GET', projectsPath(), { token: token() })).body.pagination.limit).toBe(20);
		expect((await call(sandbox, 'GET', `${projectsPath()}?limit=201`, { token: token() })).status).toBe(400);
		const unknown = await call(sandbox, 'GET', `${projectsPath()}?filter[nme]=x`, { token: token() });
		expect(unknown).toMatchObject({ status: 400, body: { code: 'ERR_BAD_INPUT', message: "Unknown query parameter 'filter[nme]'." } });
	});

	test('POST answers 202 with a pending project that turns active after the activation time; the same name again is a 409', async () => {
		sandbox.ctx.state.accountAdmin.activationMs = 5000;
		const created = await call(sandbox, 'POST', projectsPath(), { token: token(), json: { name: 'Route Tower', type: 'Office', timezone: 'Europe/London' } });
		expect(created.status).toBe(202);
		expect(created.body).toMatchObject({ name: 'Route Tower', type: 'Office', status: 'pending', accountId: ACCOUNT, platform: 'acc' });
		const path = `/construction/admin/v1/projects/${created.body.id}`;
		expect((await call(sandbox, 'GET', path, { token: token() })).body.status).toBe('pending');
		sandbox.ctx.clock.advance(5000);
		expect((await call(sandbox, 'GET', path, { token: token() })).body.status).toBe('active');
		const again = await call(sandbox, 'POST', projectsPath(), { token: token(), json: { name: 'route tower', type: 'Hospital' } });
		expect(again).toMatchObject({ status: 409, body: { code: 'ERR_CONFLICT' } });
	});

	test('POST refuses what ProjectPayload refuses: no type, an unknown field, a time zone not in its list, a template that is not one', async () => {
		const post = (json) => call(sandbox, 'POST', projectsPath(), { token: token(), json });
		expect((await post({ name: 'No Type' })).body.message).toBe('type is required.');
		expect((await post({ name: 'X', type: 'Office', color: 'red' })).body.message).toBe("Unknown field 'color'.");
		expect((await post({ name: 'X', type: 'Office', timezone: 'Europe/Oslo' })).status).toBe(400);
		const production = SEED.projects.hospital.slice(2);
		expect((await post({ name: 'X', type: 'Office', template: { projectId: production } })).body.message).toMatch(/is not a project template/);
	});

	test('only an account admin: a member is 403, account:write is needed to create, a two-legged change needs User-Id, a b. account ID is a 400', async () => {
		expect((await call(sandbox, 'GET', projectsPath(), { token: token(SEED.users.member) })).status).toBe(403);
		expect((await call(sandbox, 'POST', projectsPath(), { token: token(SEED.users.admin, ['account:read']), json: { name: 'A', type: 'Office' } })).status).toBe(401);
		const app = tokenFor(sandbox, { scopes: ['account:read', 'account:write'] });
		expect((await call(sandbox, 'GET', projectsPath(), { token: app })).status).toBe(200);
		expect((await call(sandbox, 'POST', projectsPath(), { token: app, json: { name: 'A', type: 'Office' } })).status).toBe(403);
		expect((await call(sandbox, 'POST', projectsPath(), { token: app, headers: { 'User-Id': SEED.users.member }, json: { name: 'A', type: 'Office' } })).status).toBe(403);
		expect((await call(sandbox, 'POST', projectsPath(), { token: app, headers: { 'User-Id': SEED.users.admin }, json: { name: 'A', type: 'Office' } })).status).toBe(202);
		const prefixed = await call(sandbox, 'GET', projectsPath(SEED.hubs.acc), { token: token() });
		expect(prefixed.status).toBe(400);
		expect(prefixed.body.message).toMatch(/Remove the 'b\.' prefix/);
		expect((await call(sandbox, 'GET', projectsPath(), { token: token(), headers: { Region: 'MARS' } })).status).toBe(400);
	});
});
