'use strict';

const { json } = require('../../responses');
const { badRequest, hasRole, isPlainObject, readJson, rfisCall } = require('./access');
const { bodyPaging, page } = require('./paging');
const { isStatus } = require('./payload');
const { renderRfi } = require('./render');

const READ = [['data:read']];
const FILTERS = ['status', 'assignedTo', 'rfiTypeId', 'dueDate', 'updatedAt'];
const SORT_FIELDS = ['createdAt', 'updatedAt', 'dueDate', 'title', 'status', 'customIdentifier'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * POST search:rfis: `{ pagination: { limit, offset }, search, filter: { status, assignedTo,
 * rfiTypeId (lists), dueDate, updatedAt ({ from, to }) }, sort: [{ field, order }] }`; an unknown
 * field or filter is refused (400), never ignored.
 */
function searchRfis(ctx, request) {
	const call = rfisCall(ctx, request, READ);
	const body = request.body.length ? readJson(request) : {};
	if (!isPlainObject(body)) throw badRequest('The request body must be a JSON object.');
	const unknown = Object.keys(body).find(
		(key) => !['pagination', 'search', 'filter', 'sort'].includes(key),
	);
	if (unknown)
		throw badRequest(`Unknown field '${unknown}'. Fields: pagination, search, filter, sort.`);
	const paging = bodyPaging(body.pagination);
	const matches = readFilter(body.filter ?? {});
	const text = readSearch(body.search);
	const order = readSort(body.sort ?? []);
	const rfis = call.container.rfis
		.filter(
			(rfi) => rfi.status !== 'draft' || rfi.createdBy === call.userId || hasRole(call, 'manager'),
		)
		.filter(matches)
		.filter(
			(rfi) =>
				!text ||
				`${rfi.customIdentifier} ${rfi.title} ${rfi.question ?? ''}`.toLowerCase().includes(text),
		)
		.sort(order);
	return json(
		200,
		page(rfis, paging, (rfi) => renderRfi(call, rfi)),
	);
}

function readSearch(value) {
	if (value === undefined || value === null) return '';
	if (typeof value !== 'string') throw badRequest('search must be a string.');
	return value.trim().toLowerCase();
}

function list(filter, name, check) {
	const value = filter[name];
	if (value === undefined) return undefined;
	if (!Array.isArray(value) || !value.length || value.some((entry) => typeof entry !== 'string'))
		throw badRequest(`filter.${name} must be a non-empty array of strings.`);
	const wrong = check && value.find((entry) => !check(entry));
	if (wrong !== undefined) throw badRequest(`filter.${name}: '${wrong}' is not a valid value.`);
	return value;
}

function range(filter, name, dateOnly) {
	const value = filter[name];
	if (value === undefined) return undefined;
	if (
		!isPlainObject(value) ||
		Object.keys(value).some((key) => key !== 'from' && key !== 'to') ||
		(value.from === undefined && value.to === undefined)
	)
		throw badRequest(`filter.${name} must be an object with from and/or to.`);
	const read = (key) => {
		const bound = value[key];
		if (bound === undefined) return undefined;
		const valid =
			typeof bound === 'string' &&
			(dateOnly ? DATE.test(bound) : !DATE.test(bound)) &&
			!Number.isNaN(Date.parse(bound));
		if (!valid)
			throw badRequest(
				`filter.${name}.${key} must be ${dateOnly ? 'a date as YYYY-MM-DD' : 'an ISO 8601 date and time'}; got '${bound}'.`,
			);
		return bound;
	};
	const from = read('from');
	const to = read('to');
	if (from && to && Date.parse(from) > Date.parse(to))
		throw badRequest(`filter.${name}.from is after filter.${name}.to.`);
	return { from, to };
}

function readFilter(filter) {
	if (!isPlainObject(filter)) throw badRequest('filter must be an object.');
	const unknown = Object.keys(filter).find((key) => !FILTERS.includes(key));
	if (unknown) throw badRequest(`Unknown filter '${unknown}'. Filters: ${FILTERS.join(', ')}.`);
	const statuses = list(filter, 'status', isStatus);
	const assignees = list(filter, 'assignedTo');
	const types = list(filter, 'rfiTypeId');
	const due = range(filter, 'dueDate', true);
	const updated = range(filter, 'updatedAt', false);
	const within = (value, bounds, cut = (text) => text) =>
		!bounds ||
		(value !== null &&
			(!bounds.from || cut(value) >= cut(bounds.from)) &&
			(!bounds.to || cut(value) <= cut(bounds.to)));
	return (rfi) =>
		(!statuses || statuses.includes(rfi.status)) &&
		(!assignees || rfi.assignedTo.some((assignee) => assignees.includes(assignee.id))) &&
		(!types || types.includes(rfi.rfiTypeId)) &&
		within(rfi.dueDate, due) &&
		(!updated ||
			within(Date.parse(rfi.updatedAt), {
				from: updated.from && Date.parse(updated.from),
				to: updated.to && Date.parse(updated.to),
			}));
}

function readSort(sort) {
	if (!Array.isArray(sort)) throw badRequest('sort must be an array of { field, order }.');
	const keys = sort.map((entry) => {
		if (!isPlainObject(entry) || !SORT_FIELDS.includes(entry.field))
			throw badRequest(
				`sort field must be one of ${SORT_FIELDS.join(', ')}; got '${isPlainObject(entry) ? entry.field : entry}'.`,
			);
		const order = entry.order ?? 'asc';
		if (order !== 'asc' && order !== 'desc')
			throw badRequest(`sort order must be asc or desc; got '${order}'.`);
		return { field: entry.field, sign: order === 'desc' ? -1 : 1 };
	});
	return (a, b) =>
		keys.reduce(
			(result, { field, sign }) =>
				result || sign * String(a[field] ?? '').localeCompare(String(b[field] ?? '')),
			0,
		);
}

module.exports = { searchRfis, READ };
