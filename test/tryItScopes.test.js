'use strict';

/**
 * The credentials `npm start` creates (test/e2e/support.js tryItCredential, tryItAppCredential)
 * hold a scope that answers every request of every operation, the user's one for the operations
 * run with a user's token and the app's one for those the service takes only the app's token for,
 * as the contracts say, so every resource works in the try-it set-up.
 */

const { collectContracts } = require('./support/contracts');
const { TRY_IT_SCOPES, TRY_IT_APP_SCOPES } = require('./e2e/support');

const granted = new Set(TRY_IT_SCOPES.split(' '));
const grantedToApp = new Set(TRY_IT_APP_SCOPES.split(' '));
const { contracts } = collectContracts();

test.each(contracts.map((contract) => [contract.key, contract.token, contract]))(
	"%s: the try-it credential for a %s token holds a scope for each of its requests",
	(_key, token, contract) => {
		const held = token === 'app' ? grantedToApp : granted;
		for (const request of [contract.firstRequest, ...contract.laterRequests]) {
			const anyOf = request.scopes.need;
			expect(anyOf.some((allOf) => allOf.every((scope) => held.has(scope)))).toBe(true);
		}
	},
);

test("the Issue operations' Assigned To lists (Account Admin project users) need account:read, which it holds", () => {
	expect(granted.has('account:read')).toBe(true);
});
