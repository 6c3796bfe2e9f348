'use strict';

const { can } = require('./access');

/**
 * Issue statuses (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml,
 * schema `status`).
 */
const STATUSES = [
	'draft',
	'open',
	'pending',
	'in_progress',
	'in_review',
	'completed',
	'not_approved',
	'in_dispute',
	'closed',
];

/** The statuses a new issue may have (users/me `issues.new.permittedStatuses`). */
const NEW_STATUSES = ['draft', 'open'];

/**
 * The statuses an issue may move to from each status. `autodesk-platform-services/aps-sdk-openapi`
 * construction/issues/Issues.yaml names the statuses but not the workflow; this is the sandbox's
 * choice, after the product's workflow: a draft can only be opened, a closed issue only reopened,
 * and only the creator or an issue manager closes.
 */
const TRANSITIONS = {
	draft: ['open'],
	open: ['pending', 'in_progress', 'in_review', 'completed', 'closed'],
	pending: ['open', 'in_progress', 'completed', 'closed'],
	in_progress: ['open', 'pending', 'in_review', 'completed', 'closed'],
	in_review: ['open', 'not_approved', 'in_dispute', 'closed'],
	completed: ['open', 'in_review', 'closed'],
	not_approved: ['open', 'in_progress', 'in_dispute', 'closed'],
	in_dispute: ['open', 'not_approved', 'closed'],
	closed: ['open'],
};

/** The attributes of IssuePayload a caller may send to create or update an issue. */
const PAYLOAD_FIELDS = [
	'title',
	'description',
	'snapshotUrn',
	'issueSubtypeId',
	'status',
	'assignedTo',
	'assignedToType',
	'dueDate',
	'startDate',
	'locationId',
	'locationDetails',
	'rootCauseId',
	'issueTemplateId',
	'published',
	'permittedActions',
	'watchers',
	'customAttributes',
	'gpsCoordinates',
];

/**
 * Settable, but `autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml says
 * `permittedAttributes` never lists them ("not applicable").
 */
const NOT_LISTED = new Set(['rootCauseId', 'snapshotUrn', 'issueTemplateId', 'permittedActions']);
const LISTED_ATTRIBUTES = PAYLOAD_FIELDS.filter((field) => !NOT_LISTED.has(field));

/**
 * How the caller stands to an issue: 'manager' (write level), 'creator' (created it, create
 * level), 'assignee' (assigned to it, create level), else 'viewer'.
 */
function relationTo(issue, call) {
	if (can(call.level, 'write')) return 'manager';
	if (!can(call.level, 'create')) return 'viewer';
	if (issue.createdBy === call.userId) return 'creator';
	if (issue.assignedToType === 'user' && issue.assignedTo === call.userId) return 'assignee';
	return 'viewer';
}

/** Drafts are seen by their creator and by issue managers only. */
function isVisible(issue, call) {
	return issue.status !== 'draft' || issue.createdBy === call.userId || can(call.level, 'write');
}

/** The attributes the caller may change on the issue; an assignee answers through the status only. */
function changeableAttributes(issue, call) {
	if (issue.deleted || issue.linkedDocuments.length) return [];
	const relation = relationTo(issue, call);
	if (relation === 'manager' || relation === 'creator') return PAYLOAD_FIELDS;
	if (relation === 'assignee') return ['status'];
	return [];
}

/** The statuses the caller may set (the current one included while any change is allowed). */
function permittedStatuses(issue, call) {
	if (!changeableAttributes(issue, call).includes('status')) return [];
	const relation = relationTo(issue, call);
	const next = TRANSITIONS[issue.status].filter(
		(status) => relation !== 'assignee' || status !== 'closed',
	);
	return [issue.status, ...next];
}

function permittedAttributes(issue, call) {
	return changeableAttributes(issue, call).filter((field) => !NOT_LISTED.has(field));
}

function permittedActions(issue, call) {
	if (issue.deleted) return [];
	const relation = relationTo(issue, call);
	const actions = [];
	if (relation === 'manager') actions.push('assign_all', 'clear_assignee', 'delete');
	if (relation === 'creator') actions.push('assign_same_company', 'clear_assignee', 'delete');
	if (can(call.level, 'create')) actions.push('add_comment');
	return actions;
}

module.exports = {
	STATUSES,
	NEW_STATUSES,
	TRANSITIONS,
	PAYLOAD_FIELDS,
	LISTED_ATTRIBUTES,
	relationTo,
	isVisible,
	changeableAttributes,
	permittedStatuses,
	permittedAttributes,
	permittedActions,
};
