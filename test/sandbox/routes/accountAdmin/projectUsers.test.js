'use strict';

const { useSandbox, tokenFor, call } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');

const GUID = SEED.projects.hospital.slice(2);
const usersPath = (project = GUID) => `/construction/admin/v1/projects/${project}/users`;

describe('Account Admin: GET projects/{projectId}/users (construction/accountadmin/accountadmin.yaml)', () => {
	const sandbox = useSandbox();
	const token = (userId = SEED.users.member, scopes = ['account:read']) => tokenFor(sandbox, { userId, scopes });

	test("a member lists the project's users, by limit and offset (default 20), filtered by name", async () => {
		const all = await call(sandbox, 'GET', usersPath(), { token: token() });
		expect(all.status).toBe(200);
		expect(all.body.pagination).toEqual({ limit: 20, offset: 0, totalResults: 3 });
		expect(all.body.results.map((user) => [user.autodeskId, user.name, user.email, user.accessLevels.projectAdmin])).toEqual([
			['user-admin', 'Ada Admin', 'ada.admin@sandbox.example', true],
			['user-member', 'Mel Member', 'mel.member@sandbox.example', false],
			['user-inspector', 'Ina Inspector', 'ina.inspector@sandbox.example', false],
		]);
		const second = await call(sandbox, 'GET', `${usersPath()}?limit=1&offset=1`, { token: token() });
		expect(second.body).toMatchObject({ pagination: { limit: 1, offset: 1, totalResults: 3 }, results: [{ autodeskId: 'user-member' }] });
		const named = await call(sandbox, 'GET', `${usersPath()}?filter[name]=ina&filterTextMatch=startsWith`, { token: token() });
		expect(named.body.results.map((user) => user.autodeskId)).toEqual(['user-inspector']);
	});

	test('sort takes the user fields of userSortBy, each asc or desc; another field is a 400', async () => {
		const byName = await call(sandbox, 'GET', `${usersPath()}?sort=name desc`, { token: token() });
		expect(byName.body.results.map((user) => user.name)).toEqual(['Mel Member', 'Ina Inspector', 'Ada Admin']);
		const byEmail = await call(sandbox, 'GET', `${usersPath()}?sort=${encodeURIComponent('addedOn desc,email')}`, { token: token() });
		expect(byEmail.body.results.map((user) => user.email)).toEqual(['ada.admin@sandbox.example', 'ina.inspector@sandbox.example', 'mel.member@sandbox.example']);
		const wrong = await call(sandbox, 'GET', `${usersPath()}?sort=updatedAt desc`, { token: token() });
		expect(wrong.status).toBe(400);
		expect(wrong.text).toMatch(/sort must name fields among name, email, .*addedOn/);
	});

	test('account:read is required; a non-member is refused; the b. project ID is a 400; a limit over 200 too', async () => {
		expect((await call(sandbox, 'GET', usersPath(), { token: token(SEED.users.member, ['data:read']) })).status).toBe(401);
		expect((await call(sandbox, 'GET', usersPath(), { token: token(SEED.users.viewer) })).status).toBe(403);
		const prefixed = await call(sandbox, 'GET', usersPath(SEED.projects.hospital), { token: token() });
		expect(prefixed.status).toBe(400);
		expect(prefixed.text).toMatch(/Remove the 'b\.' prefix/);
		expect((await call(sandbox, 'GET', `${usersPath()}?limit=201`, { token: token() })).status).toBe(400);
		expect((await call(sandbox, 'GET', usersPath(), { token: tokenFor(sandbox, { scopes: ['account:read'] }) })).status).toBe(200);
	});
});
