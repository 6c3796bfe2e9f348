'use strict';

const { json } = require('../../responses');
const seed = require('../../seed/submittals');
const { badRequest, forbidden, hasRole, notFound, permittedTransitions, readJson, submittalsCall, visibleItem } = require('./access');
const { refuseUnknown, submittalsPage } = require('./paging');
const { readItemFields } = require('./payload');
const { UPDATE_FIELDS, ballInCourtUsers, renderItem, stateOf } = require('./render');
const { addItem, iso, revisionOf } = require('./state');
const { UUID } = require('../construction');

const READ = [['data:read']];
const WRITE = [['data:write']];
const CREATE_FIELDS = [...UPDATE_FIELDS, 'stateId'];
const CREATE_STATES = ['draft', 'sbc-1', 'mgr-1'];
const TRANSITION_FIELDS = ['stateId', 'customIdentifier', 'responseId', 'responseComment', 'subcontractor', 'subcontractorType'];
const LIST_QUERY = [
	'limit',
	'offset',
	'sort',
	'search',
	'filter[statusId]',
	'filter[specId]',
	'filter[packageId]',
	'filter[typeId]',
	'filter[reviewResponseId]',
	'filter[ballInCourtUsers]',
	'filter[dueDate]',
	'filter[updatedAt]',
];
const SORT_FIELDS = ['title', 'customIdentifier', 'identifier', 'dueDate', 'createdAt', 'updatedAt', 'statusId', 'stateId'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A comma-separated filter's values, each checked by `check` (a UUID by default). */
function listFilter(query, name, check = (value) => UUID.test(value)) {
	const raw = query.get(`filter[${name}]`);
	if (raw === null) return undefined;
	const values = raw.split(',').map((value) => value.trim());
	const wrong = values.find((value) => !value || !check(value));
	if (wrong !== undefined) throw badRequest(`filter[${name}]: '${wrong}' is not a valid value.`);
	return values.map((value) => value.toLowerCase());
}

/** A `from..to` filter (either side may be empty): dates for dueDate, instants for updatedAt. */
function rangeFilter(query, name, dateOnly) {
	const raw = query.get(`filter[${name}]`);
	if (raw === null) return undefined;
	const parts = raw.split('..');
	const valid = (bound) => !bound || ((dateOnly ? DATE.test(bound) : !DATE.test(bound)) && !Number.isNaN(Date.parse(bound)));
	if (parts.length !== 2 || (!parts[0] && !parts[1]) || !parts.every(valid))
		throw badRequest(`filter[${name}] must be 'from..to' with ${dateOnly ? 'dates as YYYY-MM-DD' : 'ISO 8601 dates and times'} (either may be left out); got '${raw}'.`);
	const [from, to] = parts.map((bound) => bound || undefined);
	if (from && to && Date.parse(from) > Date.parse(to)) throw badRequest(`filter[${name}]: from is after to.`);
	return dateOnly ? { from, to } : { from: from && Date.parse(from), to: to && Date.parse(to) };
}

const within = (value, bounds) => !bounds || (value !== null && (!bounds.from || value >= bounds.from) && (!bounds.to || value <= bounds.to));

function readSort(query) {
	const raw = query.get('sort');
	if (raw === null) return () => 0;
	const keys = raw.split(',').map((entry) => {
		const [field, order = 'asc', extra] = entry.trim().split(/\s+/);
		if (!SORT_FIELDS.includes(field) || !['asc', 'desc'].includes(order) || extra)
			throw badRequest(`sort must be fields of ${SORT_FIELDS.join(', ')}, each with asc or desc; got '${entry.trim()}'.`);
		return { field, sign: order === 'desc' ? -1 : 1 };
	});
	const value = (item, field) => (field === 'statusId' ? stateOf(item.stateId).statusId : item[field]);
	return (a, b) =>
		keys.reduce((result, { field, sign }) => result || sign * String(value(a, field) ?? '').localeCompare(String(value(b, field) ?? ''), undefined, { numeric: true }), 0);
}

/**
 * GET items: the items the caller may see (drafts only to managers; void ones only when the status
 * filter asks for them), filtered, searched, sorted and paged.
 */
function listItems(ctx, request) {
	const call = submittalsCall(ctx, request, READ);
	const { query } = request;
	refuseUnknown(query, LIST_QUERY);
	const statuses = listFilter(query, 'statusId', (value) => seed.STATUSES.includes(value));
	const specs = listFilter(query, 'specId');
	const packages = listFilter(query, 'packageId');
	const types = listFilter(query, 'typeId');
	const responses = listFilter(query, 'reviewResponseId');
	const ballInCourt = listFilter(query, 'ballInCourtUsers', (value) => /^[\w.-]+$/.test(value));
	const due = rangeFilter(query, 'dueDate', true);
	const updated = rangeFilter(query, 'updatedAt', false);
	const search = (query.get('search') || '').trim().toLowerCase();
	const order = readSort(query);
	const specNumber = (item) => (call.container.specs.find((spec) => spec.id === item.specId) || {}).identifier || '';
	const items = call.container.items
		.filter((item) => item.stateId !== 'draft' || hasRole(call, 'manager'))
		.filter((item) => (statuses ? statuses.includes(stateOf(item.stateId).statusId) : item.stateId !== 'void'))
		.filter((item) => !specs || specs.includes(item.specId))
		.filter((item) => !packages || packages.includes(item.packageId))
		.filter((item) => !types || types.includes(item.typeId))
		.filter((item) => !responses || responses.includes(item.responseId))
		.filter((item) => !ballInCourt || ballInCourtUsers(call, item).some((userId) => ballInCourt.includes(userId.toLowerCase())))
		.filter((item) => within(item.dueDate, due) && within(Date.parse(item.updatedAt), updated))
		.filter((item) => !search || `${item.identifier} ${item.customIdentifier ?? ''} ${item.title} ${specNumber(item)}`.toLowerCase().includes(search))
		.sort(order);
	return json(200, submittalsPage(ctx, request, items, (item) => renderItem(call, item)));
}

function getItem(ctx, request) {
	const call = submittalsCall(ctx, request, READ);
	refuseUnknown(request.query, []);
	return json(200, renderItem(call, visibleItem(call, request.params.itemId)));
}

/**
 * POST items: title, typeId, specId and manager required; stateId mgr-1 (default, any role),
 * or draft or sbc-1 (managers; sbc-1 needs the subcontractor). Answers 201 with the item.
 */
function createItem(ctx, request) {
	const call = submittalsCall(ctx, request, WRITE);
	if (!hasRole(call, 'manager', 'submitter')) throw forbidden(`User ${call.userId} has no Submittals role in this project; it may not create items.`);
	const body = readJson(request);
	for (const name of ['title', 'typeId', 'specId', 'manager'])
		if (body[name] === undefined || body[name] === null) throw badRequest(`${name} is required.`);
	const stateId = body.stateId ?? 'mgr-1';
	if (!CREATE_STATES.includes(stateId)) throw badRequest(`A new item's stateId must be one of ${CREATE_STATES.join(', ')}; got '${stateId}'.`);
	const { stateId: _state, ...rest } = body;
	const fields = readItemFields(rest, call.container, CREATE_FIELDS);
	if (stateId !== 'mgr-1' && !hasRole(call, 'manager')) throw forbidden(`Only a submittals manager may create an item in state ${stateId}; user ${call.userId} may create it in mgr-1.`);
	if (stateId === 'sbc-1' && !fields.subcontractor) throw badRequest('An item created in sbc-1 (waiting for submission) needs subcontractor and subcontractorType.');
	const item = addItem(call.container, { ...fields, stateId, userId: call.userId, time: ctx.clock.now() });
	return json(201, renderItem(call, item));
}

/** PATCH items/:itemId: the fields of `UPDATE_FIELDS`, by a manager, on an item not closed or void. */
function updateItem(ctx, request) {
	const call = submittalsCall(ctx, request, WRITE);
	const item = visibleItem(call, request.params.itemId);
	const body = readJson(request);
	if (!Object.keys(body).length) throw badRequest('The request body must name at least one field to change.');
	if ('stateId' in body) throw badRequest('stateId is not changed by PATCH: POST items/{itemId}:transition moves an item through the workflow.');
	const fields = readItemFields(body, call.container, UPDATE_FIELDS);
	if (!hasRole(call, 'manager')) throw forbidden(`User ${call.userId} is not a submittals manager; it may not edit item ${item.identifier}.`);
	if (['cls', 'void'].includes(item.stateId)) throw forbidden(`Item ${item.identifier} is ${stateOf(item.stateId).name.toLowerCase()}: its fields are not edited.`);
	Object.assign(item, fields, { updatedBy: call.userId, updatedAt: iso(ctx.clock.now()) });
	return json(200, renderItem(call, item));
}

/**
 * POST items/:itemId:transition `{ stateId, ... }`: a transition of the workflow from the item's
 * state that the caller may make (403 otherwise), with the fields it needs (400 when missing).
 */
function transitionItem(ctx, request) {
	const call = submittalsCall(ctx, request, WRITE);
	const item = visibleItem(call, request.params.itemId);
	const body = readJson(request);
	if (typeof body.stateId !== 'string') throw badRequest('stateId is required: the state to move the item to.');
	if (!stateOf(body.stateId)) throw badRequest(`stateId must be one of ${seed.STATES.map((state) => state.id).join(', ')}; got '${body.stateId}'.`);
	const { stateId, responseId, ...rest } = body;
	const unknown = Object.keys(body).find((key) => !TRANSITION_FIELDS.includes(key));
	if (unknown) throw badRequest(`Unknown field '${unknown}'. Fields: ${TRANSITION_FIELDS.join(', ')}.`);
	const fields = readItemFields(rest, call.container, TRANSITION_FIELDS);
	if (responseId !== undefined) {
		const response = call.container.responses.find((entry) => entry.id === String(responseId).toLowerCase());
		if (!response) throw badRequest(`responseId '${responseId}' is not a review response of this project.`);
		fields.responseId = response.id;
	}
	const transition = seed.TRANSITIONS.find((entry) => entry.from === item.stateId && entry.to === stateId);
	const allowed = transition && permittedTransitions(call, item).includes(transition);
	if (!allowed) throw forbidden(`User ${call.userId} may not move submittal item ${item.identifier} from ${item.stateId} to ${stateId}.`);
	const missing = transition.mandatoryFields.filter((name) => !fields[name] && !item[name]);
	if (missing.length) throw badRequest(`Moving item ${item.identifier} from ${item.stateId} to ${stateId} needs ${missing.join(', ')}.`);
	const now = iso(ctx.clock.now());
	if (stateId === 'mgr-2') Object.assign(fields, { respondedBy: call.userId, respondedAt: now });
	if (item.stateId === 'mgr-2' && stateId === 'rev') item.revisions.push(revisionOf(item));
	Object.assign(item, fields, { stateId, updatedBy: call.userId, updatedAt: now });
	return json(200, renderItem(call, item));
}

/** POST items/{itemId}:transition arrives as one path segment. */
function postItemAction(ctx, request) {
	const match = /^(.+):transition$/.exec(request.params.itemAction);
	if (!match) throw notFound(`No route POST items/${request.params.itemAction}.`);
	return transitionItem(ctx, { ...request, params: { ...request.params, itemId: match[1] } });
}

/** GET items/:itemId/revisions: the item's earlier revisions, oldest first. */
function listRevisions(ctx, request) {
	const call = submittalsCall(ctx, request, READ);
	const item = visibleItem(call, request.params.itemId);
	refuseUnknown(request.query, ['limit', 'offset']);
	return json(200, submittalsPage(ctx, request, item.revisions));
}

/** GET items/:itemId/attachments: the item's files with their Docs URNs. */
function listAttachments(ctx, request) {
	const call = submittalsCall(ctx, request, READ);
	const item = visibleItem(call, request.params.itemId);
	refuseUnknown(request.query, ['limit', 'offset']);
	return json(200, submittalsPage(ctx, request, item.attachments));
}

module.exports = { listItems, getItem, createItem, updateItem, postItemAction, listRevisions, listAttachments, READ, WRITE };
