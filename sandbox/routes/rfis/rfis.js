'use strict';

const crypto = require('node:crypto');
const { json } = require('../../responses');
const {
	badRequest,
	forbidden,
	hasRole,
	isPlainObject,
	permittedStatuses,
	readJson,
	rfisCall,
	visibleRfi,
} = require('./access');
const { FIELDS, isStatus, readAttributes } = require('./payload');
const { renderRfi } = require('./render');
const { addRfi, iso } = require('./state');
const { READ } = require('./search');

const WRITE = [['data:write']];
const CREATE_STATUSES = ['draft', 'submitted'];

/** GET rfis/:rfiId: the RFI with its responses and the statuses the caller may move it to. */
function getRfi(ctx, request) {
	const call = rfisCall(ctx, request, READ);
	return json(200, renderRfi(call, visibleRfi(call, request.params.rfiId)));
}

/**
 * POST rfis: title required; rfiTypeId defaults to the project's default type; status draft
 * (default) or submitted. Creators and managers only. Answers 201 with the RFI.
 */
function createRfi(ctx, request) {
	const call = rfisCall(ctx, request, WRITE);
	if (!hasRole(call, 'creator', 'manager'))
		throw forbidden(
			`User ${call.userId} has no RFI creator or manager role in this project; it may not create RFIs.`,
		);
	const body = readJson(request);
	if (!isPlainObject(body)) throw badRequest('The request body must be a JSON object.');
	if (typeof body.title !== 'string' || !body.title.trim()) throw badRequest('title is required.');
	const status = body.status ?? 'draft';
	if (!CREATE_STATUSES.includes(status))
		throw badRequest(
			`A new RFI's status must be one of ${CREATE_STATUSES.join(', ')}; got '${status}'.`,
		);
	const { status: _status, ...rest } = body;
	const fields = readAttributes(rest, call.container, { allowed: FIELDS });
	const rfiTypeId = fields.rfiTypeId ?? call.container.types.find((type) => type.isDefault).id;
	const rfi = addRfi(call.container, {
		...fields,
		rfiTypeId,
		status,
		createdBy: call.userId,
		time: ctx.clock.now(),
	});
	return json(201, renderRfi(call, rfi));
}

/**
 * PATCH rfis/:rfiId: attributes (a manager, or the creator of a draft) and `status`, which must be
 * a transition of the workflow that one of the caller's roles may make from the RFI's status:
 * another is refused with 403.
 */
function updateRfi(ctx, request) {
	const call = rfisCall(ctx, request, WRITE);
	const rfi = visibleRfi(call, request.params.rfiId);
	const body = readJson(request);
	if (!isPlainObject(body) || !Object.keys(body).length)
		throw badRequest('The request body must be a JSON object with the fields to change.');
	const { status, ...rest } = body;
	const fields = readAttributes(rest, call.container, { allowed: FIELDS });
	if (status !== undefined && !isStatus(status))
		throw badRequest(`status must be an RFI status; got '${status}'.`);
	const editsFields = Object.keys(fields).length > 0;
	const mayEdit =
		hasRole(call, 'manager') || (rfi.status === 'draft' && rfi.createdBy === call.userId);
	if (editsFields && !mayEdit)
		throw forbidden(
			`User ${call.userId} may not edit RFI ${rfi.customIdentifier} in status ${rfi.status}.`,
		);
	if (
		status !== undefined &&
		status !== rfi.status &&
		!permittedStatuses(call, rfi).includes(status)
	)
		throw forbidden(
			`User ${call.userId} may not move RFI ${rfi.customIdentifier} from ${rfi.status} to ${status}.`,
		);
	const now = iso(ctx.clock.now());
	Object.assign(rfi, fields, { updatedBy: call.userId, updatedAt: now });
	if (status !== undefined && status !== rfi.status) {
		rfi.status = status;
		rfi.closedAt = status === 'closed' ? now : null;
	}
	return json(200, renderRfi(call, rfi));
}

/** POST rfis/:rfiId/responses: `{ text }`, by a reviewer or manager while the RFI is open; 201. */
function addResponse(ctx, request) {
	const call = rfisCall(ctx, request, WRITE);
	const rfi = visibleRfi(call, request.params.rfiId);
	if (!hasRole(call, 'reviewer', 'manager'))
		throw forbidden(`User ${call.userId} has no RFI reviewer or manager role; it may not respond.`);
	const body = readJson(request);
	if (!isPlainObject(body) || typeof body.text !== 'string' || !body.text.trim())
		throw badRequest('text is required: the response.');
	const unknown = Object.keys(body).find((key) => key !== 'text');
	if (unknown) throw badRequest(`Unknown field '${unknown}'. A response takes text.`);
	if (rfi.status !== 'open')
		throw badRequest(
			`RFI ${rfi.customIdentifier} is ${rfi.status}; only an open RFI takes responses.`,
		);
	const response = {
		id: crypto.randomUUID(),
		text: body.text,
		createdBy: call.userId,
		createdAt: iso(ctx.clock.now()),
	};
	rfi.responses.push(response);
	rfi.updatedAt = response.createdAt;
	return json(201, response);
}

module.exports = { getRfi, createRfi, updateRfi, addResponse, WRITE };
