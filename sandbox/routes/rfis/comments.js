'use strict';

const { json } = require('../../responses');
const {
	badRequest,
	forbidden,
	isPlainObject,
	readJson,
	rfisCall,
	visibleRfi,
} = require('./access');
const { page, queryPaging, refuseUnknownQuery } = require('./paging');
const { addComment } = require('./state');
const { READ } = require('./search');
const { WRITE } = require('./rfis');

const MAX_BODY = 10000;

/** GET rfis/:rfiId/comments, oldest first, paged by limit and offset. */
function listComments(ctx, request) {
	const call = rfisCall(ctx, request, READ);
	refuseUnknownQuery(request.query, ['limit', 'offset']);
	const rfi = visibleRfi(call, request.params.rfiId);
	return json(200, page(call.container.comments.get(rfi.id) || [], queryPaging(request.query)));
}

/** POST rfis/:rfiId/comments: `{ body }` by a member with a workflow role; 201 with the comment. */
function createComment(ctx, request) {
	const call = rfisCall(ctx, request, WRITE);
	const rfi = visibleRfi(call, request.params.rfiId);
	if (!call.roles.length)
		throw forbidden(
			`User ${call.userId} has no RFI workflow role in this project; it may not comment.`,
		);
	const body = readJson(request);
	if (!isPlainObject(body) || typeof body.body !== 'string' || !body.body.trim())
		throw badRequest('body is required: the comment text.');
	const unknown = Object.keys(body).find((key) => key !== 'body');
	if (unknown) throw badRequest(`Unknown field '${unknown}'. A comment takes body.`);
	if (body.body.length > MAX_BODY)
		throw badRequest(`body must be at most ${MAX_BODY} characters; got ${body.body.length}.`);
	return json(
		201,
		addComment(call.container, rfi, {
			body: body.body,
			userId: call.userId,
			time: ctx.clock.now(),
		}),
	);
}

module.exports = { listComments, createComment };
