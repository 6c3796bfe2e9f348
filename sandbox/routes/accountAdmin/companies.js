'use strict';

const crypto = require('node:crypto');
const { json } = require('../../responses');
const { TRADES } = require('../../seed/accountAdmin');
const { badRequest, notFound, readJson, requireUuid } = require('./access');
const { refuseUnknown } = require('./paging');
const { checkedObject, conflict, directoryCaller, importAnswer, listAnswer, searchTest, uuidOf } = require('./directory');

/**
 * The account's partner companies (accountadmin.yaml: GET and POST hq/v1 accounts/{account_id}/
 * companies, POST companies/import, GET companies/search, GET and PATCH companies/{company_id},
 * GET projects/{project_id}/companies). `name` and `trade` are required, `trade` one of the
 * file's values; a name is unique in the account (409).
 */

const LIST_PARAMETERS = ['limit', 'offset', 'sort', 'field'];
const PAYLOAD_FIELDS = ['name', 'trade', 'address_line_1', 'address_line_2', 'city', 'state_or_province', 'postal_code', 'country', 'phone', 'website_url', 'erp_id', 'tax_id'];

function listCompanies(ctx, request) {
	const { directory } = directoryCaller(ctx, request, { write: false });
	refuseUnknown(request.query, LIST_PARAMETERS);
	return json(200, listAnswer(request, [...directory.companies.values()]));
}

function searchCompanies(ctx, request) {
	const { directory } = directoryCaller(ctx, request, { write: false });
	refuseUnknown(request.query, [...LIST_PARAMETERS, 'name', 'trade', 'operator', 'partial']);
	const test = searchTest(request, { name: 'name', trade: 'trade' });
	return json(200, listAnswer(request, [...directory.companies.values()].filter(test)));
}

function companyOf(directory, companyId) {
	const company = directory.companies.get(requireUuid('company_id', companyId));
	if (!company) throw notFound(`Company ${companyId} does not exist in the account.`);
	return company;
}

function getCompany(ctx, request) {
	const { directory } = directoryCaller(ctx, request, { write: false });
	return json(200, companyOf(directory, request.params.companyId));
}

function checkedFields(directory, body, { required }, self) {
	if (required || body.name !== undefined) {
		if (typeof body.name !== 'string' || !body.name.trim()) throw badRequest('name is required.');
		const taken = [...directory.companies.values()].find((company) => company !== self && company.name.toLowerCase() === body.name.trim().toLowerCase());
		if (taken) throw conflict(`A company named '${taken.name}' is already in the account.`);
	}
	if (required && body.trade === undefined) throw badRequest('trade is required.');
	if (body.trade !== undefined && !TRADES.includes(body.trade)) throw badRequest(`trade '${body.trade}' is not one of the trades the account takes.`);
}

function addCompany(account, directory, now, payload) {
	const body = checkedObject(payload, PAYLOAD_FIELDS);
	checkedFields(directory, body, { required: true });
	const company = { ...body, name: body.name.trim(), id: uuidOf(`${account.id}:company:${crypto.randomUUID()}`), account_id: account.id, created_at: now, updated_at: now };
	directory.companies.set(company.id, company);
	return company;
}

function createCompany(ctx, request) {
	const { account, directory, now } = directoryCaller(ctx, request, { write: true });
	return json(201, addCompany(account, directory, now, readJson(request)));
}

function importCompanies(ctx, request) {
	const { account, directory, now } = directoryCaller(ctx, request, { write: true });
	return json(201, importAnswer(readJson(request), 'companies', (payload) => addCompany(account, directory, now, payload)));
}

function patchCompany(ctx, request) {
	const { directory, now } = directoryCaller(ctx, request, { write: true });
	const company = companyOf(directory, request.params.companyId);
	const body = checkedObject(readJson(request), PAYLOAD_FIELDS);
	if (!Object.keys(body).length) throw badRequest('Nothing to update: give at least one field.');
	checkedFields(directory, body, { required: false }, company);
	Object.assign(company, body, body.name ? { name: body.name.trim() } : {}, { updated_at: now });
	for (const user of directory.users.values()) if (user.company_id === company.id) user.company_name = company.name;
	return json(200, company);
}

/** The companies of a project of the account: every company of the account, as the project's. */
function listProjectCompanies(ctx, request) {
	const { account, directory } = directoryCaller(ctx, request, { write: false });
	refuseUnknown(request.query, LIST_PARAMETERS);
	const guid = requireUuid('project_id', request.params.projectId);
	const project = account.hub.projects.find((each) => each.guid === guid);
	if (!project) throw notFound(`Project ${request.params.projectId} does not exist in account ${account.id}.`);
	const companies = [...directory.companies.values()].map((company) => ({ ...company, project_id: guid, member_group_id: uuidOf(`${guid}:${company.id}`) }));
	return json(200, listAnswer(request, companies));
}

module.exports = { listCompanies, searchCompanies, getCompany, createCompany, importCompanies, patchCompany, listProjectCompanies };
