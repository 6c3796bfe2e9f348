'use strict';

const { json, empty } = require('../../responses');
const { issuesError, badRequest, issuesCall, requireLevel } = require('./access');
const { isPlainObject } = require('./payload');
const { iso } = require('./state');
const { visibleIssue, readJson, READ, CREATE } = require('./issues');

const MAX_PER_ISSUE = 100;
const REQUIRED = ['attachmentId', 'displayName', 'fileName', 'attachmentType', 'storageUrn'];

/**
 * Attachments of issues (`autodesk-platform-services/aps-sdk-openapi`
 * construction/issues/Issues.yaml, tag Issue Attachments): references to files uploaded to storage.
 * The sandbox does not look the storage URN up in its OSS state.
 */
function addAttachments(ctx, request) {
	const call = issuesCall(ctx, request, CREATE);
	const body = readJson(request);
	if (
		!isPlainObject(body) ||
		typeof body.domainEntityId !== 'string' ||
		!Array.isArray(body.attachments) ||
		!body.attachments.length
	)
		throw badRequest(
			'The body must hold domainEntityId (the issue id) and a non-empty attachments list.',
		);
	const issue = visibleIssue(call, body.domainEntityId);
	requireLevel(call, 'create', 'add attachments');
	if (issue.deleted) throw badRequest(`Issue ${issue.id} is deleted; it takes no attachments.`);
	const list = attachmentsOf(call.container, issue);
	const live = list.filter((attachment) => !attachment.isDeleted);
	const now = iso(ctx.clock.now());
	const added = body.attachments.map((entry, index) =>
		readAttachment(entry, index, issue, call.userId, now),
	);
	const ids = added.map((attachment) => attachment.attachmentId);
	const repeated = ids.find(
		(id, index) =>
			ids.indexOf(id) !== index || list.some((attachment) => attachment.attachmentId === id),
	);
	if (repeated) throw issuesError(409, 'Conflict', `Attachment ${repeated} already exists.`);
	if (live.length + added.length > MAX_PER_ISSUE)
		throw issuesError(
			422,
			'Unprocessable Entity',
			`An issue holds at most ${MAX_PER_ISSUE} attachments; issue ${issue.id} has ${live.length}.`,
		);
	list.push(...added);
	issue.attachmentCount = live.length + added.length;
	return json(200, { attachments: added.map((attachment) => ({ ...attachment })) });
}

function listAttachments(ctx, request) {
	const call = issuesCall(ctx, request, READ);
	const issue = visibleIssue(call, request.params.issueId);
	const live = attachmentsOf(call.container, issue).filter((attachment) => !attachment.isDeleted);
	return json(200, { attachments: live.map((attachment) => ({ ...attachment })) });
}

/** Deletes an attachment: 204; 404 for an unknown or already deleted one. */
function deleteAttachment(ctx, request) {
	const call = issuesCall(ctx, request, CREATE);
	const issue = visibleIssue(call, request.params.issueId);
	requireLevel(call, 'create', 'remove attachments');
	const attachment = attachmentsOf(call.container, issue).find(
		(candidate) => candidate.attachmentId === request.params.attachmentId,
	);
	if (!attachment || attachment.isDeleted)
		throw issuesError(
			404,
			'Not Found',
			`Attachment ${request.params.attachmentId} does not exist on issue ${issue.id}, or has been deleted.`,
		);
	Object.assign(attachment, {
		isDeleted: true,
		deletedBy: call.userId,
		deletedOn: iso(ctx.clock.now()),
	});
	issue.attachmentCount -= 1;
	return empty(204);
}

function attachmentsOf(container, issue) {
	if (!container.attachments.has(issue.id)) container.attachments.set(issue.id, []);
	return container.attachments.get(issue.id);
}

function readAttachment(entry, index, issue, userId, now) {
	if (!isPlainObject(entry)) throw badRequest(`attachments[${index}] must be an object.`);
	const missing = REQUIRED.filter((field) => typeof entry[field] !== 'string' || !entry[field]);
	if (missing.length)
		throw badRequest(
			`attachments[${index}]: ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} required.`,
		);
	if (entry.attachmentType !== 'issue-attachment')
		throw badRequest(`attachments[${index}].attachmentType must be issue-attachment.`);
	const extension = entry.fileName.includes('.')
		? entry.fileName.split('.').pop().toLowerCase()
		: '';
	return {
		attachmentId: entry.attachmentId,
		displayName: entry.displayName,
		fileName: entry.fileName,
		attachmentType: entry.attachmentType,
		storageUrn: entry.storageUrn,
		fileSize: null,
		fileType: extension,
		domainEntityId: issue.id,
		lineageUrn: null,
		version: 1,
		versionUrn: null,
		tipVersionUrn: null,
		bubbleUrn: null,
		createdBy: userId,
		createdOn: now,
		modifiedBy: userId,
		modifiedOn: now,
		deletedBy: null,
		deletedOn: null,
		isDeleted: false,
	};
}

module.exports = { addAttachments, listAttachments, deleteAttachment };
