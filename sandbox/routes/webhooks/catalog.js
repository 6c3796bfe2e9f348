'use strict';

/**
 * Event systems and event types of the Webhooks service, as webhooks.yaml lists them (EventEnum).
 * Public sources disagree on whether event names carry the `-1.0` version suffix, so every
 * comparison here ignores it.
 */
/** Cost events: each record's created, updated and deleted (version 1.0); the project's initialized. */
function costEvents(records) {
	return records.split(' ').flatMap((record) =>
		record === 'project.initialized' ? [`${record}-1.0`] : ['created', 'updated', 'deleted'].map((action) => `${record}.${action}-1.0`),
	);
}

const SYSTEMS = {
	data: [
		'dm.version.added',
		'dm.version.modified',
		'dm.version.deleted',
		'dm.version.moved',
		'dm.version.moved.out',
		'dm.version.copied',
		'dm.version.copied.out',
		'dm.lineage.reserved',
		'dm.lineage.unreserved',
		'dm.lineage.updated',
		'dm.folder.added',
		'dm.folder.modified',
		'dm.folder.deleted',
		'dm.folder.purged',
		'dm.folder.moved',
		'dm.folder.moved.out',
		'dm.folder.copied',
		'dm.folder.copied.out',
		'dm.operation.started',
		'dm.operation.completed',
	],
	derivative: ['extraction.finished', 'extraction.updated'],
	'adsk.c4r': ['model.sync', 'model.publish'],
	'autodesk.construction.bc': [
		'bid.created',
		'opportunity.created',
		'opportunity.status.updated',
		'opportunity.comment.created',
		'opportunity.comment.updated',
		'opportunity.comment.deleted',
	],
	'autodesk.construction.issues': ['issue.created-1.0', 'issue.updated-1.0', 'issue.deleted-1.0', 'issue.restored-1.0', 'issue.unlinked-1.0'],
	// Forma (Autodesk Docs) Reviews: "review.created-1.0 When a review is created. review.closed-1.0
	// When a review is closed" (the webhooks guide's Reviews tutorial); three-legged tokens only.
	'autodesk.construction.reviews': ['review.created-1.0', 'review.closed-1.0'],
	'autodesk.construction.cost': costEvents(
		'budget budgetPayment contract cor costPayment expense expenseItem mainContract mainContractItem oco pco project.initialized rfq scheduleOfValue sco',
	),
	'adsk.flc.production': ['item.clone', 'item.create', 'item.lock', 'item.release', 'item.unlock', 'item.update', 'workflow.transition'],
	'adsk.tandem': ['dt.alert', 'dt.mutation', 'dt.applyTemplate', 'dt.removeTemplate'],
};

/**
 * Systems whose hooks can only be managed with a user (three-legged) token; for the issues system
 * the webhooks guide's announcement says "3-legged token and SSA token".
 */
const THREE_LEGGED_SYSTEMS = new Set(['autodesk.construction.bc', 'autodesk.construction.issues', 'autodesk.construction.reviews']);

/** Scope names the sandbox knows (webhooks.yaml leaves `scope` an open object: any name is accepted). */
const SCOPE_NAMES = ['folder', 'project', 'workflow', 'companyId', 'hubId', 'hub', 'account', 'workspace', 'twinUrn', 'modelUrl'];

const VERSION_SUFFIX = /-\d+\.\d+$/;

function withoutSuffix(event) {
	return String(event).replace(VERSION_SUFFIX, '');
}

function isKnownSystem(system) {
	return Object.prototype.hasOwnProperty.call(SYSTEMS, system);
}

function eventsOf(system) {
	return isKnownSystem(system) ? SYSTEMS[system] : [];
}

/** `*` stands for zero or more characters; the version suffix is ignored on both sides. */
function eventMatches(pattern, event) {
	const source = withoutSuffix(pattern)
		.split('*')
		.map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
		.join('.*');
	return new RegExp(`^${source}$`).test(withoutSuffix(event));
}

/** Whether a hook may be registered for this event name or pattern of the system. */
function isKnownEvent(system, eventOrPattern) {
	return eventsOf(system).some((event) => eventMatches(eventOrPattern, event));
}

/** Same event, with or without the version suffix. */
function sameEvent(a, b) {
	return withoutSuffix(a) === withoutSuffix(b);
}

module.exports = { SYSTEMS, THREE_LEGGED_SYSTEMS, SCOPE_NAMES, isKnownSystem, eventsOf, eventMatches, isKnownEvent, sameEvent, withoutSuffix };
