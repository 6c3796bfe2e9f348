'use strict';

const crypto = require('node:crypto');
const { SEED_TIME, USERS } = require('../../seed/data');
const { DIRECTORY, projectSubjects } = require('../../seed/projectDirectory');
const { SERVICE_ACCOUNT_ID } = require('../../seed/serviceAccounts');
const { REGIONS, accountOf, adminError, badRequest, requireAccountAdmin } = require('./access');

/**
 * The account directory of `/hq/v1/accounts/{account_id}` (accountadmin.yaml: account users,
 * companies, business units), kept per account and built on first use from the seed: every
 * seeded user (and the Service Account in the ACC account) is an account user, with the company
 * the project directory gives them; the companies are the project directory's.
 */

const iso = (time) => new Date(time).toISOString();

/** A stable UUID for a name (the directory's ids are UUIDs, the seed's user ids are not). */
function uuidOf(name) {
	const hex = crypto.createHash('sha1').update(name).digest('hex');
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const SEED_COMPANIES = { [DIRECTORY.companies.builders]: 'General Contractor', [DIRECTORY.companies.architects]: 'Architecture' };
const USER_COMPANIES = { 'user-member': DIRECTORY.companies.builders, 'user-viewer': DIRECTORY.companies.architects, 'user-inspector': DIRECTORY.companies.architects };

function seededDirectory(account) {
	const companies = new Map();
	for (const { id, name } of projectSubjects().companies) {
		companies.set(id, { id, account_id: account.id, name, trade: SEED_COMPANIES[id], country: 'United States', created_at: iso(SEED_TIME), updated_at: iso(SEED_TIME) });
	}
	const users = new Map();
	const people = [...USERS];
	if (account.admins.includes(SERVICE_ACCOUNT_ID)) people.push({ id: SERVICE_ACCOUNT_ID, name: 'Sandbox Service Account', email: `nightly@${SERVICE_ACCOUNT_ID.toLowerCase()}.adskserviceaccount.autodesk.com` });
	for (const person of people) {
		const [first_name, ...rest] = person.name.split(' ');
		const companyId = USER_COMPANIES[person.id];
		const user = {
			id: uuidOf(`${account.id}:${person.id}`),
			account_id: account.id,
			role: account.admins.includes(person.id) ? 'account_admin' : 'account_user',
			status: 'active',
			company_id: companyId,
			company_name: companyId ? companies.get(companyId).name : undefined,
			last_sign_in: iso(SEED_TIME),
			email: person.email,
			name: person.name,
			first_name,
			last_name: rest.join(' '),
			uid: person.id,
			created_at: iso(SEED_TIME),
			updated_at: iso(SEED_TIME),
		};
		users.set(user.id, user);
	}
	return { users, companies, businessUnits: [] };
}

/** The directory of an account (by its id without `b.`). */
function directoryOf(ctx, account) {
	const state = ctx.state.accountAdmin;
	state.directories = state.directories || new Map();
	if (!state.directories.has(account.id)) state.directories.set(account.id, seededDirectory(account));
	return state.directories.get(account.id);
}

/**
 * The caller of a directory call: `account:read` or `account:write`, the Region header, and an
 * account admin. The hq/v1 endpoints take no `User-Id` header (the file lists none): a
 * two-legged token acts as the app, which the account's admin has added as an integration.
 */
function directoryCaller(ctx, request, { write }) {
	const caller = ctx.tokens.authenticate(request, [[write ? 'account:write' : 'account:read']]);
	const region = request.headers.region;
	if (region !== undefined && !REGIONS.includes(region)) throw badRequest(`Region must be one of ${REGIONS.join(', ')}; got '${region}'.`);
	const account = accountOf(ctx, request.params.accountId);
	requireAccountAdmin({ ...caller, userId: caller.twoLegged ? null : caller.userId }, account);
	return { account, directory: directoryOf(ctx, account), now: iso(ctx.clock.now()) };
}

/** `limit` (1-100, 10 by default) and `offset` of a directory list, and its page of `records`. */
function directoryPage(request, records) {
	const read = (name, fallback) => {
		const value = request.query.get(name);
		if (value === null) return fallback;
		if (!/^\d+$/.test(value)) throw badRequest(`${name} must be a non-negative integer; got '${value}'.`);
		return Number(value);
	};
	const limit = read('limit', 10);
	const offset = read('offset', 0);
	if (limit < 1 || limit > 100) throw badRequest(`limit must be between 1 and 100; got ${limit}.`);
	return records.slice(offset, offset + limit);
}

/** `sort`: fields by commas, `-` before one for descending; unknown fields are ignored. */
function sortedBy(request, records) {
	const keys = (request.query.get('sort') || '').split(',').map((key) => key.trim()).filter(Boolean);
	return [...records].sort((a, b) => {
		for (const key of keys) {
			const field = key.replace(/^-/, '');
			if (!(field in a) && !(field in b)) continue;
			const order = String(a[field] ?? '').localeCompare(String(b[field] ?? ''));
			if (order) return key.startsWith('-') ? -order : order;
		}
		return 0;
	});
}

/** `field`: only these fields (and `id`) of each record; unknown fields are ignored. */
function withFields(request, record) {
	const fields = (request.query.get('field') || '').split(',').map((field) => field.trim()).filter(Boolean);
	if (!fields.length) return record;
	return Object.fromEntries(Object.entries(record).filter(([key]) => key === 'id' || fields.includes(key)));
}

/** A list answer: sorted, paged, each record with the fields asked for. */
function listAnswer(request, records) {
	return directoryPage(request, sortedBy(request, records)).map((record) => withFields(request, record));
}

/**
 * `name`, `email`, `trade`... of a search: `partial` (true by default) matches text anywhere in
 * the field, in any case, `false` the whole field; `operator` OR (default) or AND.
 */
function searchTest(request, fields) {
	const { query } = request;
	const partial = query.get('partial') ?? 'true';
	if (!['true', 'false'].includes(partial)) throw badRequest(`partial must be true or false; got '${partial}'.`);
	const operator = (query.get('operator') ?? 'OR').toUpperCase();
	if (!['OR', 'AND'].includes(operator)) throw badRequest(`operator must be OR or AND; got '${query.get('operator')}'.`);
	const tests = Object.entries(fields)
		.filter(([name]) => query.get(name) !== null)
		.map(([name, field]) => {
			const wanted = query.get(name);
			if (wanted.length > 255) throw badRequest(`${name} must be at most 255 characters.`);
			const text = wanted.toLowerCase();
			return (record) => {
				const value = String(record[field] ?? '').toLowerCase();
				return partial === 'true' ? value.includes(text) : value === text;
			};
		});
	if (!tests.length) return () => true;
	return (record) => (operator === 'AND' ? tests.every((test) => test(record)) : tests.some((test) => test(record)));
}

/** Refuses a body that is not an object, or one with a field the payload does not have. */
function checkedObject(body, known, where = '') {
	if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(`${where || 'The body'} must be a JSON object.`);
	const unknown = Object.keys(body).find((key) => !known.includes(key));
	if (unknown) throw badRequest(`Unknown field '${where ? `${where}.` : ''}${unknown}'.`);
	for (const [key, value] of Object.entries(body)) {
		if (typeof value !== 'string') throw badRequest(`${where ? `${where}.` : ''}${key} must be a string.`);
		if (value.length > 255) throw badRequest(`${where ? `${where}.` : ''}${key} must be at most 255 characters.`);
	}
	return body;
}

/**
 * An import's body: an array of 1 to 50 payloads ("50 ... maximum can be included in each
 * call"); each one is checked on its own, and one that fails goes to `failure_items` with its
 * `errors`, the others are made.
 */
function importAnswer(body, what, make) {
	if (!Array.isArray(body) || !body.length) throw badRequest(`The body must be a non-empty array of ${what}.`);
	if (body.length > 50) throw badRequest(`At most 50 ${what} can be imported in one call; got ${body.length}.`);
	const success_items = [];
	const failure_items = [];
	for (const payload of body) {
		try {
			success_items.push(make(payload));
		} catch (error) {
			if (!error.status) throw error;
			const item = payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : { value: payload };
			failure_items.push({ ...item, errors: [{ code: error.title, message: error.message }] });
		}
	}
	return { success: success_items.length, failure: failure_items.length, success_items, failure_items };
}

const conflict = (message) => adminError(409, 'ERR_CONFLICT', message);

module.exports = { checkedObject, conflict, directoryCaller, directoryOf, importAnswer, listAnswer, searchTest, uuidOf, withFields };
