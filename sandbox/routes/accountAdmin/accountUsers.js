'use strict';

const { json } = require('../../responses');
const { badRequest, notFound, readJson, requireUuid } = require('./access');
const { refuseUnknown } = require('./paging');
const { checkedObject, conflict, directoryCaller, importAnswer, listAnswer, searchTest, uuidOf } = require('./directory');

/**
 * The account's users (accountadmin.yaml: GET and POST hq/v1 accounts/{account_id}/users, POST
 * users/import, GET users/search, GET and PATCH users/{user_id}): the member directory of the
 * account. Someone new is `pending` until they sign in; PATCH sets `status` (active, inactive)
 * and `company_id`.
 */

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const LIST_PARAMETERS = ['limit', 'offset', 'sort', 'field'];
const PAYLOAD_FIELDS = ['company_id', 'email', 'name', 'nickname', 'first_name', 'last_name', 'image_url', 'address_line_1', 'address_line_2', 'city', 'state_or_province', 'postal_code', 'country', 'phone', 'company', 'job_title', 'industry', 'about_me'];

function listUsers(ctx, request) {
	const { directory } = directoryCaller(ctx, request, { write: false });
	refuseUnknown(request.query, LIST_PARAMETERS);
	return json(200, listAnswer(request, [...directory.users.values()]));
}

function searchUsers(ctx, request) {
	const { directory } = directoryCaller(ctx, request, { write: false });
	refuseUnknown(request.query, [...LIST_PARAMETERS, 'name', 'email', 'company_name', 'operator', 'partial']);
	const test = searchTest(request, { name: 'name', email: 'email', company_name: 'company_name' });
	return json(200, listAnswer(request, [...directory.users.values()].filter(test)));
}

function userOf(directory, userId) {
	const user = directory.users.get(requireUuid('user_id', userId));
	if (!user) throw notFound(`User ${userId} does not exist in the account.`);
	return user;
}

function getUser(ctx, request) {
	const { directory } = directoryCaller(ctx, request, { write: false });
	return json(200, userOf(directory, request.params.userId));
}

function companyOf(directory, companyId, field = 'company_id') {
	const company = directory.companies.get(String(companyId).toLowerCase());
	if (!company) throw badRequest(`${field} '${companyId}' is not a company of the account.`);
	return company;
}

/** A new account user from a `UserPayload`; an email already in the account is a 409. */
function addUser(ctx, account, directory, now, payload) {
	const body = checkedObject(payload, PAYLOAD_FIELDS);
	if (typeof body.email !== 'string' || !EMAIL.test(body.email)) throw badRequest('email is required: an email address of at most 255 characters.');
	const taken = [...directory.users.values()].find((user) => user.email.toLowerCase() === body.email.toLowerCase());
	if (taken) throw conflict(`A user with the email ${body.email} is already in the account.`);
	const company = body.company_id ? companyOf(directory, body.company_id) : undefined;
	const known = [...ctx.state.data.users.values()].find((user) => user.email.toLowerCase() === body.email.toLowerCase());
	const name = body.name || [body.first_name, body.last_name].filter(Boolean).join(' ') || body.email;
	const user = {
		...body,
		id: uuidOf(`${account.id}:${body.email.toLowerCase()}`),
		account_id: account.id,
		role: 'account_user',
		status: known ? 'active' : 'pending',
		name,
		...(company ? { company_id: company.id, company_name: company.name } : {}),
		...(known ? { uid: known.id } : {}),
		created_at: now,
		updated_at: now,
	};
	directory.users.set(user.id, user);
	return user;
}

function createUser(ctx, request) {
	const { account, directory, now } = directoryCaller(ctx, request, { write: true });
	return json(201, addUser(ctx, account, directory, now, readJson(request)));
}

function importUsers(ctx, request) {
	const { account, directory, now } = directoryCaller(ctx, request, { write: true });
	return json(201, importAnswer(readJson(request), 'users', (payload) => addUser(ctx, account, directory, now, payload)));
}

const PATCH_STATUSES = ['active', 'inactive'];

function patchUser(ctx, request) {
	const { directory, now } = directoryCaller(ctx, request, { write: true });
	const user = userOf(directory, request.params.userId);
	const body = checkedObject(readJson(request), ['status', 'company_id']);
	if (!Object.keys(body).length) throw badRequest('Nothing to update: give status or company_id.');
	if (body.status !== undefined && !PATCH_STATUSES.includes(body.status)) throw badRequest(`status must be one of ${PATCH_STATUSES.join(', ')}; got '${body.status}'.`);
	const company = body.company_id !== undefined ? companyOf(directory, body.company_id) : undefined;
	if (body.status) user.status = body.status;
	if (company) Object.assign(user, { company_id: company.id, company_name: company.name });
	user.updated_at = now;
	return json(200, user);
}

module.exports = { listUsers, searchUsers, getUser, createUser, importUsers, patchUser, userOf };
