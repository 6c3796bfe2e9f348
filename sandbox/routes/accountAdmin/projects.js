'use strict';

const { json } = require('../../responses');
const { CLASSIFICATIONS, STATUSES, TIMEZONES } = require('../../seed/accountAdmin');
const { accountOf, adminCaller, adminError, badRequest, notFound, readJson, requireAccountAdmin, requireUuid } = require('./access');
const { adminPage, listOf, refuseUnknown, sorter, textMatcher } = require('./paging');
const { addAdminProject, adminProjects, renderProject, statusOf } = require('./state');

/**
 * The account's projects (accountadmin.yaml: GET and POST accounts/{accountId}/projects, GET
 * projects/{projectId}): an account admin's view of every project of the account; a new project
 * answers 202 and is `pending` until its products are active; names are unique in an account.
 */

const LIST_PARAMETERS = [
	'limit', 'offset', 'sort', 'fields', 'filterTextMatch',
	'filter[name]', 'filter[status]', 'filter[type]', 'filter[classification]', 'filter[platform]',
	'filter[products]', 'filter[businessUnitId]', 'filter[jobNumber]', 'filter[updatedAt]',
];
const SORTS = ['name', 'startDate', 'endDate', 'type', 'status', 'jobNumber', 'constructionType', 'deliveryMethod', 'contractType', 'currentPhase', 'companyCount', 'memberCount', 'createdAt', 'updatedAt'];


function enumFilter(query, name, allowed) {
	const values = listOf(query, name);
	const wrong = values.find((value) => !allowed.includes(value));
	if (wrong) throw badRequest(`${name} must be among ${allowed.join(', ')}; got '${wrong}'.`);
	return values;
}

/** `filter[updatedAt]`: `start..end`, `start..` or `..end`, ISO 8601 with a time. */
function dateRange(query) {
	const value = query.get('filter[updatedAt]');
	if (value === null) return () => true;
	const parts = value.split('..');
	const match = parts.length === 2 ? [value, ...parts] : null;
	const parse = (text) => {
		if (!text) return undefined;
		if (!/T\d{2}:\d{2}/.test(text) || Number.isNaN(Date.parse(text))) throw badRequest(`filter[updatedAt] must be ISO 8601 dates with a time; got '${value}'.`);
		return Date.parse(text);
	};
	if (!match || (!match[1] && !match[2])) throw badRequest(`filter[updatedAt] must be a range start..end; got '${value}'.`);
	const [from, to] = [parse(match[1]), parse(match[2])];
	return (time) => (from === undefined || Date.parse(time) >= from) && (to === undefined || Date.parse(time) <= to);
}

function typeFilter(query) {
	const types = listOf(query, 'filter[type]');
	const wanted = types.filter((type) => !type.startsWith('-'));
	const left = types.filter((type) => type.startsWith('-')).map((type) => type.slice(1));
	return (type) => (!wanted.length || wanted.includes(type)) && !left.includes(type);
}

function listProjects(ctx, request) {
	const caller = adminCaller(ctx, request, { write: false });
	const account = accountOf(ctx, request.params.accountId);
	requireAccountAdmin(caller, account);
	const { query } = request;
	refuseUnknown(query, LIST_PARAMETERS);
	const name = query.get('filter[name]');
	if (name !== null && name.length > 255) throw badRequest('filter[name] must be at most 255 characters.');
	const nameTest = name ? textMatcher(query, name) : () => true;
	const statuses = enumFilter(query, 'filter[status]', STATUSES);
	const classes = enumFilter(query, 'filter[classification]', CLASSIFICATIONS);
	const platforms = enumFilter(query, 'filter[platform]', ['acc', 'bim360']);
	const updated = dateRange(query);
	const types = typeFilter(query);
	const projects = [...adminProjects(ctx).values()]
		.filter((record) => record.accountId === account.id)
		.map((record) => renderProject(ctx, record))
		.filter((project) => nameTest(project.name) && types(project.type) && updated(project.updatedAt))
		.filter((project) => (!statuses.length || statuses.includes(project.status)) && (!classes.length || classes.includes(project.classification)) && (!platforms.length || platforms.includes(project.platform)))
		.sort(sorter(query, SORTS));
	return json(200, adminPage(ctx, request, projects));
}

/** ProjectPayload's fields (accountadmin.yaml) that the sandbox keeps, with their longest length. */
const TEXT_FIELDS = { name: 255, type: 255, jobNumber: 100, addressLine1: 255, addressLine2: 255, city: 255, stateOrProvince: 255, postalCode: 255, country: 255, latitude: 255, longitude: 255, constructionType: 255, deliveryMethod: 255, contractType: 255, currentPhase: 255, businessUnitId: 255 };
const PAYLOAD_FIELDS = [...Object.keys(TEXT_FIELDS), 'startDate', 'endDate', 'classification', 'timezone', 'projectValue', 'products', 'platform', 'template', 'sheetCount', 'companyCount', 'memberCount'];

function checkedPayload(ctx, account, body) {
	if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The body must be a JSON object.');
	const unknown = Object.keys(body).find((key) => !PAYLOAD_FIELDS.includes(key));
	if (unknown) throw badRequest(`Unknown field '${unknown}'.`);
	for (const field of ['name', 'type']) if (typeof body[field] !== 'string' || !body[field].trim()) throw badRequest(`${field} is required.`);
	for (const [field, max] of Object.entries(TEXT_FIELDS)) {
		if (body[field] === undefined) continue;
		if (typeof body[field] !== 'string' || body[field].length > max) throw badRequest(`${field} must be text of at most ${max} characters.`);
	}
	for (const field of ['startDate', 'endDate'])
		if (body[field] !== undefined && (typeof body[field] !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(body[field]) || Number.isNaN(Date.parse(body[field])))) throw badRequest(`${field} must be an ISO 8601 date; got '${body[field]}'.`);
	if (body.startDate && body.endDate && body.endDate < body.startDate) throw badRequest('endDate must not be before startDate.');
	if (body.classification !== undefined && !CLASSIFICATIONS.includes(body.classification)) throw badRequest(`classification must be one of ${CLASSIFICATIONS.join(', ')}.`);
	if (body.timezone !== undefined && !TIMEZONES.includes(body.timezone)) throw badRequest(`timezone '${body.timezone}' is not a supported time zone.`);
	if (body.platform !== undefined && body.platform !== 'acc') throw badRequest("platform must be 'acc': projects are created in Autodesk Construction Cloud.");
	const fields = Object.fromEntries(Object.keys(TEXT_FIELDS).concat(['startDate', 'endDate', 'classification', 'timezone']).filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));
	if (body.template !== undefined) fields.templateId = checkedTemplate(ctx, account, body.template);
	return fields;
}

function checkedTemplate(ctx, account, template) {
	if (!template || typeof template !== 'object' || typeof template.projectId !== 'string') throw badRequest('template.projectId is required with template.');
	const unknown = Object.keys(template).find((key) => !['projectId', 'options'].includes(key));
	if (unknown) throw badRequest(`Unknown field 'template.${unknown}'.`);
	const options = template.options?.field ?? {};
	for (const key of Object.keys(options)) {
		if (!['includeCompanies', 'includeLocations'].includes(key) || typeof options[key] !== 'boolean') throw badRequest(`template.options.field.${key} is not a known boolean option.`);
	}
	const id = requireUuid('template.projectId', template.projectId);
	const record = adminProjects(ctx).get(id);
	if (!record || record.accountId !== account.id) throw notFound(`Template project ${template.projectId} does not exist in account ${account.id}.`);
	if (record.classification !== 'template') throw badRequest(`Project ${template.projectId} is not a project template (its classification is ${record.classification}).`);
	return id;
}

function createProject(ctx, request) {
	const caller = adminCaller(ctx, request, { write: true });
	const account = accountOf(ctx, request.params.accountId);
	requireAccountAdmin(caller, account);
	if (account.hub.projectType !== 'ACC') throw badRequest(`Account ${account.id} is a BIM 360 account: projects are created in Autodesk Construction Cloud accounts.`);
	const fields = checkedPayload(ctx, account, readJson(request));
	const taken = [...adminProjects(ctx).values()].find((record) => record.accountId === account.id && record.name.toLowerCase() === fields.name.toLowerCase());
	if (taken) throw adminError(409, 'ERR_CONFLICT', `A project named '${taken.name}' already exists in the account.`);
	const record = addAdminProject(ctx, account, fields, caller.userId);
	return json(202, renderProject(ctx, record));
}

function getProject(ctx, request) {
	const caller = adminCaller(ctx, request, { write: false });
	refuseUnknown(request.query, ['fields']);
	const id = requireUuid('projectId', request.params.projectId);
	const record = adminProjects(ctx).get(id);
	if (!record) throw notFound(`Project ${request.params.projectId} does not exist.`);
	requireAccountAdmin(caller, accountOf(ctx, record.accountId));
	return json(200, renderProject(ctx, record));
}

module.exports = { listProjects, createProject, getProject, statusOf };
