'use strict';

const { json } = require('../../responses');
const { badRequest, issuesCall, requireLevel } = require('./access');
const { readPaging, page, listFilter, refuseUnknown } = require('./paging');
const { isPlainObject } = require('./payload');
const { renderComment } = require('./render');
const { addComment } = require('./state');
const { visibleIssue, readJson, READ, CREATE } = require('./issues');

const MAX_BODY = 10000;
const SORT_KEYS = ['createdAt', 'updatedAt'];

/** Comments of an issue, oldest first unless `sortBy` says otherwise (`-createdAt`: newest first). */
function listComments(ctx, request) {
	const call = issuesCall(ctx, request, READ);
	refuseUnknown(request.query, ['limit', 'offset', 'sortBy']);
	const issue = visibleIssue(call, request.params.issueId);
	const paging = readPaging(request.query, { defaultLimit: 100, maxLimit: 100 });
	const order = (listFilter(request.query, 'sortBy') || []).map((entry) => {
		const name = entry.replace(/^-/, '');
		if (!SORT_KEYS.includes(name))
			throw badRequest(`sortBy must name ${SORT_KEYS.join(', ')}; got '${entry}'.`);
		return { name, sign: entry.startsWith('-') ? -1 : 1 };
	});
	const comments = [...(call.container.comments.get(issue.id) || [])];
	if (order.length)
		comments.sort((a, b) =>
			order.reduce((result, { name, sign }) => result || sign * a[name].localeCompare(b[name]), 0),
		);
	return json(200, page(comments, paging, renderComment));
}

/**
 * Adds a comment (`{ body }`, at most 10,000 characters); answers 201 with it
 * (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml).
 */
function createComment(ctx, request) {
	const call = issuesCall(ctx, request, CREATE);
	const issue = visibleIssue(call, request.params.issueId);
	requireLevel(call, 'create', 'comment on issues');
	if (issue.deleted) throw badRequest(`Issue ${issue.id} is deleted; it takes no comments.`);
	const body = readJson(request);
	if (!isPlainObject(body) || typeof body.body !== 'string' || !body.body.trim())
		throw badRequest('body is required: the comment text.');
	const unknown = Object.keys(body).find((key) => key !== 'body');
	if (unknown) throw badRequest(`${unknown} cannot be set on a comment; send only body.`);
	if (body.body.length > MAX_BODY)
		throw badRequest(`body must be at most ${MAX_BODY} characters; got ${body.body.length}.`);
	const comment = addComment(call.container, issue, {
		body: body.body,
		userId: call.userId,
		time: ctx.clock.now(),
	});
	return json(201, renderComment(comment));
}

module.exports = { listComments, createComment };
