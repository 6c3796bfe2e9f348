'use strict';

const { useSandbox, tokenFor, call } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { DIRECTORY } = require('../../../../sandbox/seed/projectDirectory');
const { uuidOf } = require('../../../../sandbox/routes/accountAdmin/directory');

const ACCOUNT = SEED.hubs.acc.slice(2);
const HQ = `/hq/v1/accounts/${ACCOUNT}`;

describe('Account Admin: the hq/v1 account directory (construction/accountadmin/accountadmin.yaml)', () => {
	const sandbox = useSandbox();
	const token = (userId = SEED.users.admin, scopes = ['account:read', 'account:write']) => tokenFor(sandbox, { userId, scopes });

	test('lists are bare arrays paged by limit (10 by default, at most 100) and offset; sort and field as the file says', async () => {
		const first = await call(sandbox, 'GET', `${HQ}/users?limit=2&sort=-email&field=email`, { token: token() });
		expect(first.status).toBe(200);
		expect(first.body).toEqual([
			{ id: uuidOf(`${ACCOUNT}:user-viewer`), email: 'vic.viewer@sandbox.example' },
			{ id: uuidOf(`${ACCOUNT}:${SEED.serviceAccount.id}`), email: expect.stringMatching(/adskserviceaccount/) },
		]);
		expect((await call(sandbox, 'GET', `${HQ}/users?offset=4`, { token: token() })).body).toHaveLength(1);
		expect((await call(sandbox, 'GET', `${HQ}/users`, { token: token() })).body).toHaveLength(5);
		expect((await call(sandbox, 'GET', `${HQ}/users?limit=101`, { token: token() })).status).toBe(400);
		expect((await call(sandbox, 'GET', `${HQ}/users?filter[name]=x`, { token: token() })).status).toBe(400);
		expect((await call(sandbox, 'GET', `${HQ}/users`, { token: token(), headers: { region: 'MARS' } })).status).toBe(400);
	});

	test('search: OR by default, AND when asked; partial unless partial=false', async () => {
		const search = async (query) => (await call(sandbox, 'GET', `${HQ}/users/search?${query}`, { token: token() })).body.map((user) => user.uid);
		expect((await search('name=mel&email=vic.viewer')).sort()).toEqual([SEED.users.member, SEED.users.viewer]);
		expect(await search('name=mel&email=vic.viewer&operator=AND')).toEqual([]);
		expect(await search('name=mel&partial=false')).toEqual([]);
		expect(await search('name=mel%20member&partial=false')).toEqual([SEED.users.member]);
	});

	test('only an account admin: a member is refused (403); the app itself may read and change (no User-Id on hq/v1)', async () => {
		const member = await call(sandbox, 'GET', `${HQ}/companies`, { token: token(SEED.users.member) });
		expect(member).toMatchObject({ status: 403, body: { code: 'ERR_FORBIDDEN' } });
		const app = tokenFor(sandbox, { userId: null, scopes: ['account:read', 'account:write'] });
		expect((await call(sandbox, 'POST', `${HQ}/companies`, { token: app, json: { name: 'App Co', trade: 'Owner' } })).status).toBe(201);
		const readOnly = await call(sandbox, 'POST', `${HQ}/companies`, { token: token(SEED.users.admin, ['account:read']), json: { name: 'Read Co', trade: 'Owner' } });
		expect(readOnly).toMatchObject({ status: 401, body: { errors: [{ code: 'AUTH-010' }] } });
	});

	test('users: POST refuses an unknown field, no email and an unknown company; PATCH only status and company_id', async () => {
		const post = (json) => call(sandbox, 'POST', `${HQ}/users`, { token: token(), json });
		expect((await post({ email: 'a@b.example', role: 'account_admin' })).body.message).toBe("Unknown field 'role'.");
		expect((await post({ name: 'No Mail' })).status).toBe(400);
		expect((await post({ email: 'a@b.example', company_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(400);
		const known = await post({ email: 'Ada.Admin@sandbox.example' });
		expect(known.status).toBe(409);
		const user = uuidOf(`${ACCOUNT}:user-viewer`);
		const patch = (json) => call(sandbox, 'PATCH', `${HQ}/users/${user}`, { token: token(), json });
		expect((await patch({ status: 'disabled' })).status).toBe(400);
		expect((await patch({ email: 'x@y.example' })).status).toBe(400);
		expect((await patch({ company_id: DIRECTORY.companies.builders })).body).toMatchObject({ company_id: DIRECTORY.companies.builders, company_name: 'Sandbox Builders' });
		expect((await call(sandbox, 'GET', `${HQ}/users/user-viewer`, { token: token() })).status).toBe(400);
	});

	test('imports: 1 to 50 a call; each entry on its own, a failed one in failure_items with its errors', async () => {
		const post = (json) => call(sandbox, 'POST', `${HQ}/companies/import`, { token: token(), json });
		expect((await post([])).status).toBe(400);
		expect((await post({ name: 'Not an array' })).status).toBe(400);
		expect((await post(Array.from({ length: 51 }, (_, index) => ({ name: `Co ${index}`, trade: 'Owner' })))).status).toBe(400);
		const mixed = await post([{ name: 'Good Co', trade: 'Owner' }, { name: 'Sandbox Builders', trade: 'Owner' }, { name: 'No Trade' }]);
		expect(mixed.status).toBe(201);
		expect(mixed.body).toMatchObject({ success: 1, failure: 2, success_items: [{ name: 'Good Co' }] });
		expect(mixed.body.failure_items.map((item) => item.errors[0].code)).toEqual(['ERR_CONFLICT', 'ERR_BAD_INPUT']);
	});

	test("a user's projects and roles: by ACC ID or Autodesk ID, an account admin only", async () => {
		const byUid = await call(sandbox, 'GET', `/construction/admin/v1/accounts/${ACCOUNT}/users/${SEED.users.inspector}/projects`, { token: token() });
		expect(byUid.body.results.map((project) => project.name)).toEqual(['Sandbox Hospital']);
		const byId = await call(sandbox, 'GET', `/construction/admin/v1/accounts/${ACCOUNT}/users/${uuidOf(`${ACCOUNT}:user-inspector`)}/roles`, { token: token() });
		expect(byId.body.results).toEqual([expect.objectContaining({ id: DIRECTORY.roles.architect, projectIds: [SEED.projects.hospital.slice(2)] })]);
		expect((await call(sandbox, 'GET', `/construction/admin/v1/accounts/${ACCOUNT}/users/nobody/roles`, { token: token() })).status).toBe(404);
		expect((await call(sandbox, 'GET', `/construction/admin/v1/accounts/${ACCOUNT}/users/${SEED.users.member}/roles`, { token: token(SEED.users.member) })).status).toBe(403);
	});

	test('business units: PUT replaces the structure; a parent outside the payload or a loop is a 400', async () => {
		const put = (units) => call(sandbox, 'PUT', `${HQ}/business_units_structure`, { token: token(), json: { business_units: units } });
		const a = '0f0e0d0c-0b0a-4909-8807-0605040302a1';
		const b = '0f0e0d0c-0b0a-4909-8807-0605040302b2';
		expect((await put([{ name: 'Lost', parent_id: a }])).status).toBe(400);
		expect((await put([{ id: a, name: 'A', parent_id: b }, { id: b, name: 'B', parent_id: a }])).status).toBe(400);
		expect((await put([{ id: a, name: 'A' }, { id: b, name: 'B', parent_id: a }])).body.business_units.map((unit) => unit.path)).toEqual(['A', 'A:B']);
		expect((await put([{ id: b, name: 'B' }])).body.business_units).toEqual([expect.objectContaining({ id: b, path: 'B' })]);
		expect((await call(sandbox, 'GET', `${HQ}/business_units_structure`, { token: token() })).body.business_units).toHaveLength(1);
	});
});
