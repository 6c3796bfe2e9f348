'use strict';

const { HttpError } = require('../http');
const { json } = require('../responses');
const { withServiceAccountErrors } = require('./serviceAccounts/access');
const accountRoutes = require('./serviceAccounts/accountRoutes');
const keyRoutes = require('./serviceAccounts/keyRoutes');
const { createServiceAccountState, accountDetails } = require('./serviceAccounts/state');

const ACCOUNTS = '/authentication/v2/service-accounts';
const ACCOUNT = `${ACCOUNTS}/:serviceAccountId`;

/**
 * Secure Service Accounts (secureserviceaccount/secureServiceAccount.yaml): the accounts of each
 * app and their keys, managed with a two-legged token. The token endpoint's jwt-bearer grant
 * (oauth/jwtBearer.js) reads them; a service account is a user of Data Management, with the
 * project memberships the seed gives its id.
 */
module.exports = {
	name: 'serviceAccounts',

	createState: createServiceAccountState,

	register(router) {
		const route = withServiceAccountErrors;
		router
			.add('POST', ACCOUNTS, route(accountRoutes.createAccount))
			.add('GET', ACCOUNTS, route(accountRoutes.listAccounts))
			.add('GET', ACCOUNT, route(accountRoutes.getAccount))
			.add('PATCH', ACCOUNT, route(accountRoutes.setAccountStatus))
			.add('DELETE', ACCOUNT, route(accountRoutes.deleteAccount))
			.add('POST', `${ACCOUNT}/keys`, route(keyRoutes.createKey))
			.add('GET', `${ACCOUNT}/keys`, route(keyRoutes.listKeys))
			.add('PATCH', `${ACCOUNT}/keys/:keyId`, route(keyRoutes.setKeyStatus))
			.add('DELETE', `${ACCOUNT}/keys/:keyId`, route(keyRoutes.deleteKey));
	},

	registerAdmin(router, ctx) {
		// Deactivation is the service's own doing (the file names the state, not its cause).
		router.add('POST', '/__sandbox/service-accounts/:serviceAccountId/deactivate', (request) => {
			const account = ctx.state.serviceAccounts.accounts.get(request.params.serviceAccountId);
			if (!account) throw new HttpError(404, 'Not Found', 'No such service account.');
			account.status = 'DEACTIVATED';
			return json(200, accountDetails(account));
		});
	},
};
