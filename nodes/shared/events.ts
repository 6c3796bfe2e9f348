/**
 * Webhook event systems and their known event types, as the webhooks API documents them. Sources disagree on
 * whether event names carry the `-1.0` version suffix, so every comparison here ignores it; a
 * user may still type any system or event name the service accepts.
 */
export interface EventSystem {
	value: string;
	name: string;
	/** The scope name hooks of this system are usually registered with. */
	scope: string;
	events: string[];
	/** Hooks of this system can only be managed with a user (three-legged) token. */
	threeLegged?: boolean;
}

export const BIDDING_SYSTEM = 'autodesk.construction.bc';

export const EVENT_SYSTEMS: EventSystem[] = [
	{
		value: BIDDING_SYSTEM,
		name: 'Construction Bidding',
		scope: 'companyId',
		threeLegged: true,
		events: [
			'bid.created',
			'opportunity.created',
			'opportunity.status.updated',
			'opportunity.comment.created',
			'opportunity.comment.updated',
			'opportunity.comment.deleted',
		],
	},
	{
		value: 'autodesk.construction.cost',
		name: 'Construction Cost',
		scope: 'project',
		events: [
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
	},
	{
		value: 'autodesk.construction.issues',
		name: 'Construction Issues',
		scope: 'project',
		threeLegged: true,
		events: [
			'issue.created-1.0',
			'issue.updated-1.0',
			'issue.deleted-1.0',
			'issue.restored-1.0',
			'issue.unlinked-1.0',
		],
	},
	{
		value: 'autodesk.construction.reviews',
		name: 'Construction Reviews (Docs)',
		scope: 'project',
		threeLegged: true,
		events: ['review.created-1.0', 'review.closed-1.0'],
	},
	{
		value: 'data',
		name: 'Data Management',
		scope: 'folder',
		events: [
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
	},
	{
		value: 'adsk.flc.production',
		name: 'Fusion Manage',
		scope: 'workspace',
		events: [
			'item.clone',
			'item.create',
			'item.lock',
			'item.release',
			'item.unlock',
			'item.update',
			'workflow.transition',
		],
	},
	{
		value: 'derivative',
		name: 'Model Derivative',
		scope: 'workflow',
		events: ['extraction.finished', 'extraction.updated'],
	},
	{
		value: 'adsk.c4r',
		name: 'Revit Cloud Worksharing',
		scope: 'folder',
		events: ['model.sync', 'model.publish'],
	},
	{
		value: 'adsk.tandem',
		name: 'Tandem',
		scope: 'twinUrn',
		events: ['dt.alert', 'dt.mutation', 'dt.applyTemplate', 'dt.removeTemplate'],
	},
];

/** Scope names a hook may be registered with; each hook has exactly one. */
export const SCOPE_NAMES = [
	'companyId',
	'folder',
	'project',
	'workflow',
	'hubId',
	'hub',
	'account',
	'workspace',
	'twinUrn',
	'modelUrl',
] as const;

export type ScopeName = (typeof SCOPE_NAMES)[number];

export const TRANSLATION_FINISHED = {
	system: 'derivative',
	event: 'extraction.finished',
	scope: 'workflow',
};

const VERSION_SUFFIX = /-\d+\.\d+$/;

export function findSystem(value: string): EventSystem | undefined {
	return EVENT_SYSTEMS.find((system) => system.value === value);
}

/** The known events of a system; none for a system typed in by the user. */
export function knownEvents(system: string): string[] {
	return findSystem(system)?.events ?? [];
}

export function withoutVersion(event: string): string {
	return event.replace(VERSION_SUFFIX, '');
}

function patternRegExp(pattern: string): RegExp {
	const source = withoutVersion(pattern)
		.split('*')
		.map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
		.join('.*');
	return new RegExp(`^${source}$`);
}

/** Whether an event (or a pattern, read literally) matches a pattern: `*` is zero or more characters. */
export function eventMatches(pattern: string, event: string): boolean {
	return patternRegExp(pattern).test(withoutVersion(event));
}

/**
 * The patterns without repeats and without those another pattern already covers, so that one
 * event is not registered (and delivered) twice: `dm.version.*` covers `dm.version.added` and
 * `dm.version.*-1.0`. A pattern covers another when it matches the other's text, `*` included.
 */
export function distinctPatterns(patterns: string[]): string[] {
	const unique = [...new Set(patterns.map((pattern) => pattern.trim()).filter(Boolean))];
	return unique.filter(
		(pattern, index) =>
			!unique.some(
				(other, otherIndex) =>
					otherIndex !== index &&
					eventMatches(other, pattern) &&
					(!eventMatches(pattern, other) || otherIndex < index),
			),
	);
}

/**
 * Wildcard patterns worth offering for a system's events: one per shared prefix of two or more
 * events (`dm.version.*`, `opportunity.comment.*`), longest prefixes last.
 */
export function wildcardGroups(system: string): string[] {
	const counts = new Map<string, number>();
	for (const event of knownEvents(system)) {
		const parts = withoutVersion(event).split('.');
		for (let length = 1; length < parts.length; length++) {
			const prefix = parts.slice(0, length).join('.');
			counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
		}
	}
	const total = knownEvents(system).length;
	return [...counts.entries()]
		.filter(([, count]) => count > 1 && count < total)
		.map(([prefix]) => `${prefix}.*`);
}
