'use strict';

const {
	EVENT_SYSTEMS,
	SCOPE_NAMES,
	eventMatches,
	distinctPatterns,
	wildcardGroups,
	knownEvents,
	withoutVersion,
} = require('../../../nodes/shared/events');
const catalog = require('../../../sandbox/routes/webhooks/catalog');

describe('eventMatches', () => {
	test.each([
		['dm.version.added', 'dm.version.added', true],
		['dm.version.added', 'dm.version.added-1.0', true],
		['dm.version.added-1.0', 'dm.version.added', true],
		['issue.created-1.0', 'issue.created-1.0', true],
		['dm.version.*', 'dm.version.modified', true],
		['dm.*.added', 'dm.folder.added', true],
		['*', 'opportunity.comment.deleted-1.0', true],
		['opportunity.comment.*', 'opportunity.created', false],
		['dm.version.added', 'dm.version.added.extra', false],
		['dm.version.added', 'dmxversion.added', false],
	])('%s matches %s: %s', (pattern, event, expected) => {
		expect(eventMatches(pattern, event)).toBe(expected);
	});
});

test('withoutVersion strips only a trailing -N.N', () => {
	expect(withoutVersion('issue.created-1.0')).toBe('issue.created');
	expect(withoutVersion('dm.version.added')).toBe('dm.version.added');
	expect(withoutVersion('a-1.0.b')).toBe('a-1.0.b');
});

test('distinctPatterns drops repeats and patterns another one covers, keeping the first of equals', () => {
	expect(distinctPatterns(['dm.version.added', ' dm.version.added ', 'dm.version.*', 'dm.folder.added'])).toEqual(['dm.version.*', 'dm.folder.added']);
	expect(distinctPatterns(['dm.version.added-1.0', 'dm.version.added'])).toEqual(['dm.version.added-1.0']);
	expect(distinctPatterns(['dm.version.*', 'dm.*', 'bid.created'])).toEqual(['dm.*', 'bid.created']);
	expect(distinctPatterns(['*', 'anything', 'x.*'])).toEqual(['*']);
	expect(distinctPatterns(['dm.*.added', 'dm.version.*'])).toEqual(['dm.*.added', 'dm.version.*']);
	expect(distinctPatterns(['', '  '])).toEqual([]);
});

test('wildcardGroups offers a pattern per shared prefix, not one equal to *', () => {
	expect(wildcardGroups('data')).toEqual(['dm.version.*', 'dm.lineage.*', 'dm.folder.*', 'dm.operation.*']);
	expect(wildcardGroups('autodesk.construction.bc')).toEqual(['opportunity.*', 'opportunity.comment.*']);
	expect(wildcardGroups('derivative')).toEqual([]);
	expect(wildcardGroups('typed.in.system')).toEqual([]);
});

test('systems, events and scope names agree with the sandbox\'s catalog of the service', () => {
	expect(Object.fromEntries(EVENT_SYSTEMS.map((system) => [system.value, system.events]))).toEqual(catalog.SYSTEMS);
	expect([...SCOPE_NAMES].sort()).toEqual([...catalog.SCOPE_NAMES].sort());
	expect(EVENT_SYSTEMS.filter((system) => system.threeLegged).map((system) => system.value)).toEqual([...catalog.THREE_LEGGED_SYSTEMS]);
	expect(knownEvents('nope')).toEqual([]);
});

describe('the Scope options of the webhook operations', () => {
	const { scopeOptions } = require('../../../nodes/shared/webhookFields');

	test('offer every scope name once, labelled with the API key in brackets, sorted by label; then Other (Type In)', () => {
		const known = scopeOptions.slice(0, -1);
		expect(scopeOptions[scopeOptions.length - 1]).toMatchObject({ name: 'Other (Type In)', value: '__custom' });
		expect(known.map((option) => option.value).sort()).toEqual([...SCOPE_NAMES].sort());
		for (const option of known) {
			expect(option.name).toMatch(new RegExp(`^[A-Z][\\w ]+ \\(${option.value}\\)$`));
			expect(option.description).toEqual(expect.any(String));
		}
		const labels = known.map((option) => option.name);
		expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
		expect(scopeOptions.find((option) => option.value === 'companyId').name).toBe('Company ID (companyId)');
	});
});
