'use strict';

/**
 * Operations that grant or take away access run as a model's tool only when the workflow's builder
 * turned on Allow Access Changes (nodes/framework/toolAccess.ts): refused before anything is sent
 * otherwise, and run as usual outside tool mode.
 */

const { credentialsForToken } = require('../../support/credentials');
const { runNode } = require('../../support/engine');
const { ACTION_NODES } = require('../../support/actionNodes');
const { locator, SEED, useAccountSandbox } = require('../AutodeskAps/actions/serviceAccount/accountSandbox');

const { sandbox, account } = useAccountSandbox();
const disable = { resource: 'serviceAccount', operation: 'update', serviceAccountId: locator(SEED.serviceAccount.id), status: 'DISABLED' };
const enable = { ...disable, status: 'ENABLED' };
const run = (parameters, tool) => runNode({ tool, parameters, credentials: credentialsForToken(sandbox, 'app') });

afterEach(() => run(enable, false));

test('as a tool, Service Account > Update is refused before anything is sent, naming the switch', async () => {
	sandbox.ctx.log.clear();
	const { items, error } = await run(disable, true);
	expect(items).toEqual([]);
	expect(error.message).toBe(
		"Service Account > Update grants or takes away access, which this tool may not do. Nothing was sent. A person can run it in the workflow, or the workflow's builder can turn on Allow Access Changes in this node to let a model call it.",
	);
	expect(sandbox.ctx.log.entries).toEqual([]);
	expect(account(SEED.serviceAccount.id).status).toBe('ENABLED');
});

test('as a tool with Allow Access Changes on, it runs', async () => {
	const { error } = await run({ ...disable, allowAccessChanges: true }, true);
	expect(error).toBeUndefined();
	expect(account(SEED.serviceAccount.id).status).toBe('DISABLED');
});

test('outside tool mode the switch plays no part', async () => {
	const { error } = await run(disable, false);
	expect(error).toBeUndefined();
	expect(account(SEED.serviceAccount.id).status).toBe('DISABLED');
});

test('reading is open to a model without the switch', async () => {
	const { items, error } = await run({ resource: 'serviceAccount', operation: 'get', serviceAccountId: locator(SEED.serviceAccount.id) }, true);
	expect(error).toBeUndefined();
	expect(items[0].json.serviceAccountId).toBe(SEED.serviceAccount.id);
});

test('the switch is a tool-only field of the nodes that have such operations, off by default', () => {
	const switches = Object.fromEntries(
		ACTION_NODES.map(({ type, NodeClass }) => [type, new NodeClass().description.properties.filter((property) => property.name === 'allowAccessChanges')]),
	);
	expect(switches.autodeskAps).toEqual([expect.objectContaining({ type: 'boolean', default: false, displayOptions: { show: { '@tool': [true] } } })]);
	expect(switches.autodeskModelDerivative).toEqual([]);
});
