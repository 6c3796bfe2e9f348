'use strict';

/**
 * The credential `npm start` creates (test/e2e/support.js tryItCredential) holds a scope that
 * answers every request of every operation run with a user's token, as the contracts say, so every
 * resource works in the try-it set-up.
 */

const { collectContracts } = require('./support/contracts');
const { TRY_IT_SCOPES } = require('./e2e/support');

const granted = new Set(TRY_IT_SCOPES.split(' '));
const { contracts } = collectContracts();

test.each(contracts.filter((contract) => contract.token === 'user').map((contract) => [contract.key, contract]))(
	'%s: the try-it credential holds a scope for each of its requests',
	(_key, contract) => {
		for (const request of [contract.firstRequest, ...contract.laterRequests]) {
			const anyOf = request.scopes.need;
			expect(anyOf.some((allOf) => allOf.every((scope) => granted.has(scope)))).toBe(true);
		}
	},
);

test("the Issue operations' Assigned To lists (Account Admin project users) need account:read, which it holds", () => {
	expect(granted.has('account:read')).toBe(true);
});
