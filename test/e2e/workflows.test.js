'use strict';

const { useE2e, connectedCredential, runWorkflow } = require('./support');
const { SEED } = require('../sandbox/seed/data');

/**
 * Workflows imported into a real n8n and run with `n8n execute`, with a credential connected
 * through n8n's OAuth flow (Authorization Code, signed in as the sandbox's admin user).
 * To cover another operation: add test/e2e/workflows/<name>.json (the package's nodes get the
 * credential by themselves) and one entry below. `before(env)` may prepare the sandbox;
 * `check(result, env)` gets { ok, error, output(nodeName) } (see n8n.js execute).
 */
const CASES = [
	{
		title: 'Hub: Get Many gives the hubs the signed-in user belongs to',
		workflow: 'hub-getAll',
		check(result) {
			expect(result.error).toBeUndefined();
			const hubs = result.output('APS');
			expect(hubs.map((hub) => hub.id).sort()).toEqual(Object.values(SEED.hubs).sort());
			expect(hubs.find((hub) => hub.id === SEED.hubs.bim360)).toEqual(
				expect.objectContaining({
					name: 'Sandbox BIM 360 Account',
					extensionType: 'hubs:autodesk.bim360:Account',
				}),
			);
		},
	},
	{
		title: 'a request the service refuses fails the workflow with the service message and advice',
		workflow: 'hub-getAll',
		before: ({ sandbox }) =>
			sandbox.ctx.faults.add({
				kind: 'status',
				status: 403,
				method: 'GET',
				path: '^/project/v1/hubs$',
			}),
		check(result) {
			expect(result.ok).toBe(false);
			expect(result.code).toBe(1);
			expect(result.error.message).toContain('Sandbox fault: status 403.');
			expect(result.error.description).toMatch(/^Permission not granted/);
			expect(result.error.node.name).toBe('APS');
		},
	},
];

const env = useE2e();
let credential;
beforeAll(async () => {
	credential = await connectedCredential(env, 'authorizationCode');
});
beforeEach(() => {
	// Not a full reset: that would revoke the credential's tokens.
	env.sandbox.ctx.faults.clear();
	env.sandbox.ctx.log.clear();
});

test.each(CASES)('$title', async ({ workflow, before, check }) => {
	if (before) await before(env);
	const result = await runWorkflow(env.n8n, workflow, credential);
	check(result, env);
});
