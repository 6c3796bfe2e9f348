'use strict';

/**
 * Event systems and event types of the Webhooks service. Public sources disagree on whether event
 * names carry the `-1.0` version suffix, so every comparison here ignores it.
 */
const SYSTEMS = {
	data: [
		'dm.version.added',
		'dm.version.modified',
		'dm.version.deleted',
		'dm.version.moved',
		'dm.version.copied',
		'dm.folder.added',
		'dm.folder.modified',
		'dm.folder.deleted',
		'dm.folder.moved',
		'dm.folder.copied',
		'dm.lineage.reserved',
		'dm.lineage.unreserved',
		'dm.lineage.updated',
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
	'autodesk.construction.cost': ['budget.created-1.0', 'budget.updated-1.0', 'budget.deleted-1.0', 'contract.created-1.0', 'contract.updated-1.0', 'contract.deleted-1.0'],
	'adsk.flc.production': ['item.clone', 'item.create', 'item.lock', 'item.release', 'item.unlock', 'item.update', 'workflow.transition'],
	'adsk.tandem': ['dt.alert', 'dt.applyTemplate', 'dt.removeTemplate'],
};

/** Systems whose hooks can only be managed with a user (three-legged) token. */
const THREE_LEGGED_SYSTEMS = new Set(['autodesk.construction.bc']);

/** Scope names a hook may be registered with (one of them per hook). */
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
