'use strict';

const { useSandbox, tokenFor, call } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');

const ACCOUNTS = '/authentication/v2/service-accounts';
const READ = 'application:service_account:read';
const WRITE = 'application:service_account:write';
const GO_TIME = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{0,2}[1-9])? \+0000 UTC$/;

describe('sandbox Secure Service Accounts: accounts', () => {
	const sandbox = useSandbox();
	const app = (scopes = [READ, WRITE], clientId = 'sandbox-client') =>
		tokenFor(sandbox, { scopes, clientId });
	const create = (name, token = app()) =>
		call(sandbox, 'POST', ACCOUNTS, {
			token,
			json: { name, firstName: 'Nightly', lastName: 'Reports' },
		});

	test('create answers 201 with the id and the email made of the name and the client id', async () => {
		const created = await create('report-runner');
		expect(created.status).toBe(201);
		expect(created.body).toEqual({
			serviceAccountId: expect.stringMatching(/^[A-Z0-9]{16}$/),
			email: 'report-runner@sandbox-client.adskserviceaccount.autodesk.com',
		});
		const got = await call(sandbox, 'GET', `${ACCOUNTS}/${created.body.serviceAccountId}`, {
			token: app([READ]),
		});
		expect(got.status).toBe(200);
		expect(got.body).toEqual({
			serviceAccountId: created.body.serviceAccountId,
			email: created.body.email,
			createdBy: 'sandbox-client',
			status: 'ENABLED',
			createdAt: expect.stringMatching(GO_TIME),
			accessedAt: expect.stringMatching(GO_TIME),
			expiresAt: expect.stringMatching(GO_TIME),
		});
	});

	test("times are written as the service writes them (Go's form)", async () => {
		const seeded = await call(sandbox, 'GET', `${ACCOUNTS}/${SEED.serviceAccount.id}`, {
			token: app([READ]),
		});
		expect(seeded.body).toMatchObject({
			createdAt: '2024-03-01 08:00:00 +0000 UTC',
			accessedAt: '2024-03-01 08:00:00 +0000 UTC',
			expiresAt: '2034-02-27 08:00:00 +0000 UTC',
		});
		sandbox.ctx.clock.offsetMs = Date.parse('2025-03-26T04:58:26.150Z') - Date.now();
		const created = await create('report-runner');
		const got = await call(sandbox, 'GET', `${ACCOUNTS}/${created.body.serviceAccountId}`, {
			token: app([READ]),
		});
		expect(got.body).toMatchObject({
			createdAt: expect.stringMatching(/^2025-03-26 04:58:26\.[1-9]\d{0,2} \+0000 UTC$/),
			expiresAt: expect.stringMatching(/^2026-03-26 04:58:26\.[1-9]\d{0,2} \+0000 UTC$/),
		});
	});

	test("getAll lists the app's own accounts only", async () => {
		await create('report-runner');
		await create('other-apps-account', app([WRITE], 'other-client'));
		const listed = await call(sandbox, 'GET', ACCOUNTS, { token: app([READ]) });
		expect(listed.status).toBe(200);
		expect(listed.body.serviceAccounts.map((account) => account.email)).toEqual([
			'nightly-sync@sandbox-client.adskserviceaccount.autodesk.com',
			'report-runner@sandbox-client.adskserviceaccount.autodesk.com',
		]);
		const other = await call(sandbox, 'GET', `${ACCOUNTS}/${SEED.serviceAccount.id}`, {
			token: app([READ], 'other-client'),
		});
		expect(other.status).toBe(404);
	});

	test('the body is checked: every field 5 to 100 characters, the name lower-case', async () => {
		const refused = async (json) => {
			const answer = await call(sandbox, 'POST', ACCOUNTS, { token: app(), json });
			return { status: answer.status, ...answer.body };
		};
		const good = { name: 'report-runner', firstName: 'Nightly', lastName: 'Reports' };
		expect(await refused({ ...good, name: undefined })).toEqual({
			status: 400,
			title: 'invalid_request',
			detail: 'name is required.',
		});
		expect(await refused({ ...good, name: 'abc' })).toMatchObject({
			status: 400,
			detail: 'name must be 5 to 100 characters; it has 3.',
		});
		expect(await refused({ ...good, name: 'x'.repeat(101) })).toMatchObject({ status: 400 });
		expect(await refused({ ...good, name: 'Report-Runner' })).toMatchObject({
			status: 400,
			detail: expect.stringContaining('name may hold only lower-case letters'),
		});
		expect(await refused({ ...good, name: '-report' })).toMatchObject({ status: 400 });
		expect(await refused({ ...good, firstName: 'Ni/ghtly' })).toMatchObject({
			status: 400,
			detail: expect.stringContaining('firstName may hold only'),
		});
		expect(await refused({ ...good, lastName: 'Night_ly' })).toMatchObject({
			status: 400,
			detail: expect.stringContaining('lastName may hold only'),
		});
		expect(await refused({ ...good, name: 'nightly-sync' })).toMatchObject({
			status: 400,
			detail: "The 'name' already exists.",
		});
		const broken = await call(sandbox, 'POST', ACCOUNTS, {
			token: app(),
			body: '{',
			headers: { 'content-type': 'application/json' },
		});
		expect(broken.status).toBe(400);
	});

	test('an app has at most 10 accounts; deleting one frees a place', async () => {
		for (let n = 2; n <= 10; n++) expect((await create(`account-${n}`)).status).toBe(201);
		const eleventh = await create('account-11');
		expect(eleventh.status).toBe(403);
		expect(eleventh.body.detail).toMatch(/has 10 service accounts/);
		expect((await create('other-app-1', app([WRITE], 'other-client'))).status).toBe(201);
		const deleted = await call(sandbox, 'DELETE', `${ACCOUNTS}/${SEED.serviceAccount.id}`, {
			token: app(),
		});
		expect(deleted.status).toBe(204);
		expect((await create('account-11')).status).toBe(201);
	});

	test('update enables and disables; the same status again is 400', async () => {
		const path = `${ACCOUNTS}/${SEED.serviceAccount.id}`;
		const patch = (json) => call(sandbox, 'PATCH', path, { token: app([WRITE]), json });
		const disabled = await patch({ status: 'DISABLED' });
		expect(disabled.status).toBe(200);
		expect(disabled.body).toMatchObject({
			serviceAccountId: SEED.serviceAccount.id,
			status: 'DISABLED',
		});
		const again = await patch({ status: 'DISABLED' });
		expect(again.status).toBe(400);
		expect(again.body).toEqual({
			title: 'invalid_request',
			detail: 'The service account is already in a disabled state.',
		});
		expect((await patch({ status: 'enabled' })).status).toBe(400);
		expect((await patch({})).body.detail).toBe('status is required: ENABLED or DISABLED.');
		expect((await patch({ status: 'ENABLED' })).body.status).toBe('ENABLED');
	});

	test('a deactivated account can be enabled again', async () => {
		await call(sandbox, 'POST', `/__sandbox/service-accounts/${SEED.serviceAccount.id}/deactivate`);
		const path = `${ACCOUNTS}/${SEED.serviceAccount.id}`;
		expect((await call(sandbox, 'GET', path, { token: app([READ]) })).body.status).toBe(
			'DEACTIVATED',
		);
		const enabled = await call(sandbox, 'PATCH', path, {
			token: app([WRITE]),
			json: { status: 'ENABLED' },
		});
		expect(enabled.body.status).toBe('ENABLED');
	});

	test('delete removes the account, its keys and its memberships; a second delete is 404', async () => {
		const id = SEED.serviceAccount.id;
		const data = sandbox.ctx.state.data;
		expect(data.projects.get(SEED.projects.tower).members.has(id)).toBe(true);
		const deleted = await call(sandbox, 'DELETE', `${ACCOUNTS}/${id}`, { token: app([WRITE]) });
		expect(deleted.status).toBe(204);
		expect(deleted.text).toBe('');
		expect(sandbox.ctx.state.serviceAccounts.accounts.has(id)).toBe(false);
		expect([...data.hubs.values()].some((hub) => hub.memberIds.has(id))).toBe(false);
		expect([...data.projects.values()].some((project) => project.members.has(id))).toBe(false);
		expect([...data.folders.values()].some((folder) => folder.grants.has(id))).toBe(false);
		const keys = await call(sandbox, 'GET', `${ACCOUNTS}/${id}/keys`, {
			token: app(['application:service_account_key:read']),
		});
		expect(keys.status).toBe(404);
		const again = await call(sandbox, 'DELETE', `${ACCOUNTS}/${id}`, { token: app([WRITE]) });
		expect(again.status).toBe(404);
		expect(again.body).toEqual({
			title: 'not_found',
			detail: 'The service account is not found.',
		});
	});

	test('each route needs its scope and a two-legged token', async () => {
		const id = SEED.serviceAccount.id;
		const routes = [
			[
				'POST',
				ACCOUNTS,
				WRITE,
				{ name: 'report-runner', firstName: 'Nightly', lastName: 'Reports' },
			],
			['GET', ACCOUNTS, READ],
			['GET', `${ACCOUNTS}/${id}`, READ],
			['PATCH', `${ACCOUNTS}/${id}`, WRITE, { status: 'DISABLED' }],
			['DELETE', `${ACCOUNTS}/${id}`, WRITE],
		];
		for (const [method, path, scope, json] of routes) {
			const other = scope === READ ? WRITE : READ;
			const lacking = await call(sandbox, method, path, { token: app([other]), json });
			expect([method, path, lacking.status]).toEqual([method, path, 401]);
			expect(lacking.body).toEqual({
				title: 'unauthorized',
				detail: `The token does not have the required scope (${scope}).`,
			});
			const threeLegged = tokenFor(sandbox, { scopes: [scope], userId: SEED.users.admin });
			const user = await call(sandbox, method, path, { token: threeLegged, json });
			expect([method, path, user.status]).toEqual([method, path, 401]);
			expect(user.body.detail).toMatch(/two-legged token/);
			expect((await call(sandbox, method, path, { json })).status).toBe(401);
		}
		expect(sandbox.ctx.state.serviceAccounts.accounts.size).toBe(1);
		expect(sandbox.ctx.state.serviceAccounts.accounts.get(id).status).toBe('ENABLED');
	});
});
