'use strict';

const { json } = require('../../responses');
const { issuesError, badRequest, issuesCall, requireLevel, requireIssue } = require('./access');
const { readPaging, page } = require('./paging');
const { issueFilter, issueOrder, readFields } = require('./issueQuery');
const { readIssuePayload, checkCustomAttributes } = require('./payload');
const { renderIssue, pickFields } = require('./render');
const rules = require('./rules');
const { newIssue, iso } = require('./state');
const { fireIssueEvent, changesBetween } = require('./events');

/**
 * Scopes: the reference pages (`autodesk-platform-services/aps-sdk-openapi`
 * construction/issues/Issues.yaml lists none): reads data:read, create data:write, update both.
 */
const READ = [['data:read']];
const CREATE = [['data:write']];
const UPDATE = [['data:read', 'data:write']];

function listIssues(ctx, request) {
	const call = issuesCall(ctx, request, READ);
	const paging = readPaging(request.query, { defaultLimit: 100, maxLimit: 100 });
	const fields = readFields(request.query);
	const matches = issueFilter(request.query, call.container);
	const found = call.container.issues
		.filter((issue) => rules.isVisible(issue, call) && matches(issue))
		.sort(issueOrder(request.query));
	return json(
		200,
		page(found, paging, (issue) =>
			pickFields(call.container, renderIssue(call.container, issue, call), fields),
		),
	);
}

function getIssue(ctx, request) {
	const call = issuesCall(ctx, request, READ);
	const issue = visibleIssue(call, request.params.issueId);
	return json(200, renderIssue(call.container, issue, call));
}

/**
 * Create answers 200 with the issue (`autodesk-platform-services/aps-sdk-openapi`
 * construction/issues/Issues.yaml).
 */
function createIssue(ctx, request) {
	const call = issuesCall(ctx, request, CREATE);
	requireLevel(call, 'create', 'create issues');
	const changes = readIssuePayload(readJson(request), {
		container: call.container,
		project: call.project,
		creating: true,
	});
	if (!rules.NEW_STATUSES.includes(changes.status))
		throw badRequest(
			`A new issue's status must be one of ${rules.NEW_STATUSES.join(', ')} (users/me issues.new.permittedStatuses); got '${changes.status}'.`,
		);
	checkCustomAttributes(call.container, changes.customAttributes || [], changes);
	const now = ctx.clock.now();
	const issue = newIssue(call.container, { ...changes, userId: call.userId, time: now });
	Object.assign(issue, changes);
	fireIssueEvent(ctx, call.container, issue, { event: 'issue.created-1.0' });
	return json(200, renderIssue(call.container, issue, call));
}

/**
 * Updates the attributes sent, as far as the caller may: `permittedAttributes` and
 * `permittedStatuses` of the issue say what (403 for an attribute the caller may not change,
 * 400 for a status the issue cannot move to). Deleted and placement (pushpin) issues cannot be
 * updated through the API (reference pages).
 */
function updateIssue(ctx, request) {
	const call = issuesCall(ctx, request, UPDATE);
	const issue = visibleIssue(call, request.params.issueId);
	if (issue.deleted)
		throw badRequest(`Issue ${issue.id} is deleted; deleted issues cannot be updated.`);
	if (issue.linkedDocuments.length)
		throw badRequest(
			`Issue ${issue.id} is a placement (pushpin) issue; those are read-only through the API.`,
		);
	const body = readJson(request);
	const changes = readIssuePayload(body, {
		container: call.container,
		project: call.project,
		creating: false,
	});
	// The 403 names no permitted attributes: the reference says to read them from GET issues/{id}.
	const allowed = rules.changeableAttributes(issue, call);
	if (!allowed.length)
		throw issuesError(403, 'Forbidden', `User ${call.userId} may not update issue ${issue.id}.`);
	const refused = Object.keys(body).find(
		(field) => field !== 'permittedActions' && !allowed.includes(field),
	);
	if (refused)
		throw issuesError(
			403,
			'Forbidden',
			`User ${call.userId} may not change ${refused} of issue ${issue.id}.`,
		);
	if (changes.status !== undefined && changes.status !== issue.status) {
		const permitted = rules.permittedStatuses(issue, call);
		if (!permitted.includes(changes.status))
			throw badRequest(
				`status cannot change from ${issue.status} to ${changes.status}; permitted: ${permitted.join(', ')}.`,
			);
	}
	if (changes.customAttributes) {
		checkCustomAttributes(call.container, changes.customAttributes, { ...issue, ...changes });
		changes.customAttributes = mergeAttributes(issue.customAttributes, changes.customAttributes);
	}
	const before = structuredClone(issue);
	const now = iso(ctx.clock.now());
	Object.assign(issue, changes);
	followStatus(issue, before.status, call.userId, now);
	const changed = changesBetween(before, issue);
	if (changed.length) {
		issue.updatedBy = call.userId;
		issue.updatedAt = now;
		fireIssueEvent(ctx, call.container, issue, {
			event: 'issue.updated-1.0',
			changedAttributes: changed,
		});
	}
	return json(200, renderIssue(call.container, issue, call));
}

/** Values sent replace those of the same attribute; a null value clears it. */
function mergeAttributes(current, sent) {
	const byId = new Map(current.map((attribute) => [attribute.attributeDefinitionId, attribute]));
	for (const attribute of sent) {
		if (attribute.value === null) byId.delete(attribute.attributeDefinitionId);
		else byId.set(attribute.attributeDefinitionId, attribute);
	}
	return [...byId.values()];
}

/** Opening records who opened the issue; closing who closed it; reopening clears the closure. */
function followStatus(issue, previous, userId, now) {
	if (issue.status === previous) return;
	if (previous === 'draft' && !issue.openedBy)
		Object.assign(issue, { openedBy: userId, openedAt: now });
	if (issue.status === 'closed') Object.assign(issue, { closedBy: userId, closedAt: now });
	if (previous === 'closed') Object.assign(issue, { closedBy: null, closedAt: null });
}

/** An issue the caller may see (a draft of someone else is as unknown as a missing issue). */
function visibleIssue(call, issueId) {
	const issue = requireIssue(call.container, issueId);
	if (!rules.isVisible(issue, call))
		throw issuesError(
			404,
			'Not Found',
			`Issue ${issueId} does not exist in project ${call.container.projectGuid}.`,
		);
	return issue;
}

function readJson(request) {
	try {
		return request.json();
	} catch {
		throw badRequest('The request body is not valid JSON.');
	}
}

module.exports = {
	listIssues,
	getIssue,
	createIssue,
	updateIssue,
	visibleIssue,
	readJson,
	READ,
	CREATE,
};
