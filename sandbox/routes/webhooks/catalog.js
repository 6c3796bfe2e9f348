'use strict';

/**
 * Event systems and event types of the Webhooks service, as webhooks.yaml lists them (EventEnum).
 * Public sources disagree on whether event names carry the `-1.0` version suffix, so every
 * comparison here ignores it.
 */
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
	'autodesk.construction.cost': [
		'budget.created-1.0',
		'budget.updated-1.0',
		'budget.deleted-1.0',
		'budgetPayment.created-1.0',
		'budgetPayment.updated-1.0',
		'budgetPayment.deleted-1.0',
		'contract.created-1.0',
		'contract.updated-1.0',
		'contract.deleted-1.0',
		'cor.created-1.0',
		'cor.updated-1.0',
		'cor.deleted-1.0',
		'costPayment.created-1.0',
		'costPayment.updated-1.0',
		'costPayment.deleted-1.0',
		'expense.created-1.0',
		'expense.updated-1.0',
		'expense.deleted-1.0',
		'expenseItem.created-1.0',
		'expenseItem.updated-1.0',
		'expenseItem.deleted-1.0',
		'mainContract.created-1.0',
		'mainContract.updated-1.0',
		'mainContract.deleted-1.0',
		'mainContractItem.created-1.0',
		'mainContractItem.updated-1.0',
		'mainContractItem.deleted-1.0',
		'oco.created-1.0',
		'oco.updated-1.0',
		'oco.deleted-1.0',
		'pco.created-1.0',
		'pco.updated-1.0',
		'pco.deleted-1.0',
		'project.initialized-1.0',
		'rfq.created-1.0',
		'rfq.updated-1.0',
		'rfq.deleted-1.0',
		'scheduleOfValue.created-1.0',
		'scheduleOfValue.updated-1.0',
		'scheduleOfValue.deleted-1.0',
		'sco.created-1.0',
		'sco.updated-1.0',
		'sco.deleted-1.0',
	],
	'adsk.flc.production': ['item.clone', 'item.create', 'item.lock', 'item.release', 'item.unlock', 'item.update', 'workflow.transition'],
	'adsk.tandem': ['dt.alert', 'dt.mutation', 'dt.applyTemplate', 'dt.removeTemplate'],
};

/** Systems whose hooks can only be managed with a user (three-legged) token. */
const THREE_LEGGED_SYSTEMS = new Set(['autodesk.construction.bc']);

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
