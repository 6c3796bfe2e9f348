'use strict';

const { HttpError } = require('../../http');
const { json, empty } = require('../../responses');
const { removeUser } = require('../data/state');
const { appCaller, ownAccount, readStatus } = require('./access');
const { readCreateBody } = require('./names');
const { MAX_ACCOUNTS, newAccount, newAccountId, accountDetails } = require('./state');

/** Account Management of secureserviceaccount/secureServiceAccount.yaml. */

function createAccount(request, ctx) {
	const caller = appCaller(request, ctx, 'application:service_account:write');
	const { name, firstName, lastName } = readCreateBody(request);
	const { accounts } = ctx.state.serviceAccounts;
	const own = [...accounts.values()].filter((account) => account.createdBy === caller.clientId);
	if (own.some((account) => account.name === name))
		throw new HttpError(400, 'Bad Request', "The 'name' already exists.");
	if (own.length >= MAX_ACCOUNTS)
		throw new HttpError(
			403,
			'Forbidden',
			`The app has ${own.length} service accounts, the most it may have; delete unused service accounts to create capacity.`,
		);
	const account = newAccount({
		id: newAccountId(accounts),
		name,
		clientId: caller.clientId,
		now: ctx.clock.now(),
	});
	Object.assign(account, { firstName, lastName });
	accounts.set(account.serviceAccountId, account);
	return json(201, { serviceAccountId: account.serviceAccountId, email: account.email });
}

function listAccounts(request, ctx) {
	const caller = appCaller(request, ctx, 'application:service_account:read');
	const own = [...ctx.state.serviceAccounts.accounts.values()].filter(
		(account) => account.createdBy === caller.clientId,
	);
	return json(200, { serviceAccounts: own.map(accountDetails) });
}

function getAccount(request, ctx) {
	const caller = appCaller(request, ctx, 'application:service_account:read');
	return json(200, accountDetails(ownAccount(request, ctx, caller)));
}

/** Enables or disables; a disabled account's assertions are refused (oauth/jwtBearer.js). */
function setAccountStatus(request, ctx) {
	const caller = appCaller(request, ctx, 'application:service_account:write');
	const account = ownAccount(request, ctx, caller);
	const status = readStatus(request);
	if (account.status === status)
		throw new HttpError(
			400,
			'Bad Request',
			`The service account is already in a${status === 'ENABLED' ? 'n enabled' : ' disabled'} state.`,
		);
	account.status = status;
	return json(200, accountDetails(account));
}

/** Deletes the account, its keys, and its memberships of hubs, projects and folders. */
function deleteAccount(request, ctx) {
	const caller = appCaller(request, ctx, 'application:service_account:write');
	const account = ownAccount(request, ctx, caller);
	ctx.state.serviceAccounts.accounts.delete(account.serviceAccountId);
	removeUser(ctx.state.data, account.serviceAccountId);
	return empty(204);
}

module.exports = { createAccount, listAccounts, getAccount, setAccountStatus, deleteAccount };
