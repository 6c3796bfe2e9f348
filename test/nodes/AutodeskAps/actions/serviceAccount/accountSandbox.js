'use strict';

const { call, tokenFor, useSandbox } = require('../../../../support/sandbox');
const { credentialsForToken, SERVICE_ACCOUNT_SCOPES } = require('../../../../support/credentials');
const { runNode } = require('../../../../support/engine');
const { SEED } = require('../../../../../sandbox/seed/data');

/**
 * Shared by the service account operation tests: a test file's sandbox, the node run as the
 * sandbox's confidential app (OAuth2, Client Credentials, the service account scopes), and
 * accounts and keys made straight at the sandbox.
 */

const ACCOUNTS = '/authentication/v2/service-accounts';
const locator = (value, mode = 'id') => ({ __rl: true, mode, value });

function useAccountSandbox() {
	const sandbox = useSandbox();
	const appToken = () => tokenFor(sandbox, { scopes: SERVICE_ACCOUNT_SCOPES });

	/** Runs the node's Service Account resource; `credentials` overrides the stored credential's fields. */
	const runAccounts = (parameters, { items, continueOnFail = false, credentials } = {}) =>
		runNode({ parameters: { resource: 'serviceAccount', ...parameters }, items, continueOnFail, credentials: { ...credentialsForToken(sandbox, 'app'), ...credentials } });

	/** A new service account of the app; answers its id. */
	async function newAccount(name) {
		const answer = await call(sandbox, 'POST', ACCOUNTS, { token: appToken(), json: { name, firstName: 'Test1', lastName: 'Account' } });
		expect(answer.status).toBe(201);
		return answer.body.serviceAccountId;
	}

	/** A new key of an account; answers { kid, privateKey }. */
	async function newKey(serviceAccountId) {
		const answer = await call(sandbox, 'POST', `${ACCOUNTS}/${serviceAccountId}/keys`, { token: appToken() });
		expect(answer.status).toBe(201);
		return answer.body;
	}

	/** The account as the sandbox keeps it. */
	const account = (id) => sandbox.ctx.state.serviceAccounts.accounts.get(id);
	/** The logged requests to the service account API with this method. */
	const log = (method) => sandbox.ctx.log.find({ method, path: new RegExp(`^${ACCOUNTS}`) });

	return { sandbox, runAccounts, newAccount, newKey, account, log };
}

module.exports = { ACCOUNTS, SEED, locator, useAccountSandbox };
