'use strict';

/** What a model gets from the Service Account operations as tools (serviceAccount/toolShapes.ts). */

const { credentialsForToken } = require('../../../../support/credentials');
const { runNode } = require('../../../../support/engine');
const { locator, useAccountSandbox } = require('./accountSandbox');

const { sandbox, runAccounts, newAccount, newKey } = useAccountSandbox();
const asTool = (parameters) => runNode({ tool: true, parameters: { resource: 'serviceAccount', ...parameters }, credentials: credentialsForToken(sandbox, 'app') });

test('an account: its id, the email to add to projects, status and expiry', async () => {
	const id = await newAccount('tool-shape');
	const plain = await runAccounts({ operation: 'get', serviceAccountId: locator(id) });
	const tool = await asTool({ operation: 'get', serviceAccountId: locator(id) });
	expect(tool.error).toBeUndefined();
	const { serviceAccountId, email, status, expiresAt } = plain.items[0].json;
	expect(tool.items.map((item) => item.json)).toEqual([{ serviceAccountId, email, status, expiresAt }]);
	expect(email).toMatch(/^tool-shape@/);
});

test('keys: each kid (the id Update Key and Delete Key take) and status; never a private key', async () => {
	const id = await newAccount('tool-keys');
	const created = await newKey(id);
	const tool = await asTool({ operation: 'getKeys', serviceAccountId: locator(id) });
	expect(tool.error).toBeUndefined();
	expect(tool.items.map((item) => item.json)).toEqual([{ serviceAccountId: id, kid: created.kid, status: 'ENABLED', accessedAt: expect.any(String) }]);
	expect(JSON.stringify(tool.items)).not.toContain('PRIVATE KEY');
});
