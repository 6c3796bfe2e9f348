'use strict';

const { deliverEvent } = require('../webhooks');

const SYSTEM = 'autodesk.construction.issues';

/** The attributes an issue event tells (besides the ids): those its subscribers act on. */
const EVENT_ATTRIBUTES = [
	'displayId',
	'title',
	'description',
	'status',
	'issueTypeId',
	'issueSubtypeId',
	'assignedTo',
	'assignedToType',
	'dueDate',
	'startDate',
	'locationId',
	'locationDetails',
	'rootCauseId',
	'published',
	'createdBy',
	'createdAt',
	'updatedBy',
	'updatedAt',
	'closedBy',
	'closedAt',
	'customAttributes',
];

/**
 * Fires `issue.created-1.0` or `issue.updated-1.0` to the hooks on the project (scope
 * `{ project: <id without b.> }`), without holding up the API's answer; the deliveries under way
 * are in `ctx.state.issues.pendingEvents` (a Set) for whoever needs to wait for them.
 *
 * What the webhooks documentation confirms: the system, the event names, the project scope, and
 * that the payload tells the issue's basic attributes (subtype, assignee and its type, due date)
 * and, for updates, what changed in `payload.changedAttributes`. Not confirmed, so the sandbox's
 * choice: the exact attribute names of the payload (those of the Issues API here), the form of
 * `changedAttributes` (`[{ attributeName, oldValue, newValue }]`), and the resource URN
 * (`urn:adsk.issues:issues.issue:<id>`, after the documented comment event's
 * `urn:adsk.issues:issues.comment:<id>`).
 */
function fireIssueEvent(ctx, container, issue, { event, changedAttributes }) {
	const payload = {
		id: issue.id,
		projectId: container.projectGuid,
		containerId: container.projectGuid,
	};
	for (const attribute of EVENT_ATTRIBUTES) payload[attribute] = structuredClone(issue[attribute]);
	if (changedAttributes) payload.changedAttributes = changedAttributes;
	const delivery = deliverEvent(ctx, {
		system: SYSTEM,
		event,
		scope: { project: container.projectGuid },
		resourceUrn: `urn:adsk.issues:issues.issue:${issue.id}`,
		payload,
	})
		.catch((error) => [{ error: error.message }])
		.finally(() => ctx.state.issues.pendingEvents.delete(delivery));
	ctx.state.issues.pendingEvents.add(delivery);
	return delivery;
}

/** The attributes an update changed, with their values before and after. */
function changesBetween(before, after) {
	return Object.keys(after)
		.filter((attribute) => JSON.stringify(before[attribute]) !== JSON.stringify(after[attribute]))
		.map((attribute) => ({
			attributeName: attribute,
			oldValue: before[attribute],
			newValue: after[attribute],
		}));
}

module.exports = { fireIssueEvent, changesBetween, SYSTEM };
