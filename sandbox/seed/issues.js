'use strict';

/**
 * Seed of the Issues API (construction/issues/v1) for the ACC projects of seed/data.js (the API
 * does not serve BIM 360 projects). Every such project gets the same settings (issue types with
 * subtypes, root cause categories, custom attribute definitions and mappings, locations); the
 * detail project (Sandbox Hospital) also gets issues and comments. Ids are UUIDs derived from the project and a key, so
 * `issueIds(projectGuid)` names them for tests.
 */

const crypto = require('node:crypto');
const { SEED, SEED_TIME } = require('./data');

const DAY_MS = 24 * 3600 * 1000;

/** A stable UUID for `key` within a project (the Issues API's ids are UUIDs). */
function uuidOf(projectGuid, key) {
	const hex = crypto.createHash('sha1').update(`${projectGuid}#issues#${key}`).digest('hex');
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-9${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Issue permission levels per project and user (the Issues API's own, apart from Docs folder grants). */
const PERMISSIONS = {
	[SEED.projects.hospital]: {
		'user-admin': 'manage',
		'user-member': 'create',
		'user-inspector': 'view',
	},
};
/** Projects without an entry above: the project's admins manage issues, its members create. */
const DEFAULT_LEVEL = { admin: 'manage', member: 'create' };

/** Issue types ("categories" in the UI) with their subtypes ("types" in the UI). */
const TYPES = [
	{
		key: 'design',
		title: 'Design',
		subtypes: [
			{ key: 'designClash', title: 'Design clash', code: 'DCL' },
			{ key: 'missingInformation', title: 'Missing information', code: 'MIN' },
		],
	},
	{
		key: 'safety',
		title: 'Safety',
		subtypes: [
			{ key: 'fallHazard', title: 'Fall hazard', code: 'FHZ' },
			{ key: 'ppe', title: 'Personal protective equipment', code: 'PPE', isActive: false },
		],
	},
	{ key: 'quality', title: 'Quality', subtypes: [{ key: 'defect', title: 'Defect', code: 'DEF' }] },
	{
		key: 'legacy',
		title: 'Legacy',
		isActive: false,
		subtypes: [{ key: 'legacyItem', title: 'Legacy item', code: 'LEG', isActive: false }],
	},
];

const ROOT_CAUSE_CATEGORIES = [
	{
		key: 'communication',
		title: 'Communication',
		rootCauses: [
			{ key: 'coordination', title: 'Coordination' },
			{ key: 'missingDrawings', title: 'Missing drawings' },
		],
	},
	{
		key: 'designCause',
		title: 'Design',
		rootCauses: [{ key: 'designError', title: 'Design error' }],
	},
];

/** Custom attributes; `mappedTo` is 'project' or a type key (the attribute applies below it). */
const ATTRIBUTE_DEFINITIONS = [
	{
		key: 'priority',
		title: 'Priority',
		description: 'How urgent the issue is',
		dataType: 'list',
		options: [
			{ key: 'high', value: 'High' },
			{ key: 'medium', value: 'Medium' },
			{ key: 'low', value: 'Low' },
		],
		mappedTo: 'project',
	},
	{
		key: 'trade',
		title: 'Trade',
		description: 'The trade responsible',
		dataType: 'text',
		mappedTo: 'project',
	},
	{
		key: 'costImpact',
		title: 'Cost impact',
		description: 'Estimated cost in the project currency',
		dataType: 'numeric',
		mappedTo: 'design',
	},
	{
		key: 'notes',
		title: 'Site notes',
		description: 'Notes from the site walk',
		dataType: 'paragraph',
		mappedTo: 'safety',
	},
];

/** The location breakdown structure (LBS): `parent` is a location key. */
const LOCATIONS = [
	{ key: 'buildingA', name: 'Building A' },
	{ key: 'level1', name: 'Level 1', parent: 'buildingA' },
	{ key: 'room101', name: 'Room 101', parent: 'level1' },
	{ key: 'level2', name: 'Level 2', parent: 'buildingA' },
];

/**
 * Issues of the detail project. Dates are days after SEED_TIME (2024-03-01); `pushpinOn` names a
 * seeded item (a placement issue, read-only through the API).
 */
const ISSUES = {
	[SEED.projects.hospital]: [
		{
			key: 'clash',
			title: 'Duct clashes with beam on level 1',
			subtype: 'designClash',
			status: 'open',
			assignedTo: 'user-member',
			createdBy: 'user-admin',
			dueDay: 10,
			location: 'level1',
			rootCause: 'coordination',
			attributes: { priority: 'high', costImpact: 1200 },
			comments: ['Checked on site: the duct is 20 cm too low.', 'Mechanical to reroute.'],
		},
		{
			key: 'railing',
			title: 'Missing railing at stair 2',
			subtype: 'fallHazard',
			status: 'in_progress',
			assignedTo: 'user-admin',
			createdBy: 'user-member',
			dueDay: 5,
			location: 'room101',
			attributes: { priority: 'medium', trade: 'Steel' },
		},
		{
			key: 'door',
			title: 'Door schedule lacks fire ratings',
			subtype: 'missingInformation',
			status: 'pending',
			assignedTo: 'user-member',
			createdBy: 'user-admin',
			dueDay: 20,
			attributes: { priority: 'low' },
		},
		{
			key: 'crack',
			title: 'Crack in slab near grid C4',
			subtype: 'defect',
			status: 'closed',
			assignedTo: 'user-member',
			createdBy: 'user-admin',
			dueDay: 3,
			rootCause: 'designError',
			closedBy: 'user-admin',
			closedDay: 4,
			comments: ['Repaired with epoxy injection.'],
		},
		{
			key: 'draft',
			title: 'Draft: check facade anchors',
			subtype: 'defect',
			status: 'draft',
			createdBy: 'user-member',
		},
		{
			key: 'pushpin',
			title: 'Column offset in model',
			subtype: 'designClash',
			status: 'open',
			assignedTo: 'user-admin',
			createdBy: 'user-admin',
			dueDay: 15,
			pushpinOn: 'hospitalModel',
		},
		{
			key: 'removed',
			title: 'Duplicate of the duct clash',
			subtype: 'designClash',
			status: 'open',
			createdBy: 'user-admin',
			deletedDay: 2,
		},
	],
};

/** The ids of one project's seeded settings and issues, by key. */
function issueIds(projectGuid) {
	const byKey = (list) =>
		Object.fromEntries(list.map((entry) => [entry.key, uuidOf(projectGuid, entry.key)]));
	const dmProjectId = `b.${projectGuid}`;
	return {
		types: byKey(TYPES),
		subtypes: byKey(TYPES.flatMap((type) => type.subtypes)),
		rootCauseCategories: byKey(ROOT_CAUSE_CATEGORIES),
		rootCauses: byKey(ROOT_CAUSE_CATEGORIES.flatMap((category) => category.rootCauses)),
		attributes: byKey(ATTRIBUTE_DEFINITIONS),
		options: byKey(ATTRIBUTE_DEFINITIONS.flatMap((definition) => definition.options || [])),
		locations: byKey(LOCATIONS),
		issues: byKey(ISSUES[dmProjectId] || []),
	};
}

module.exports = {
	PERMISSIONS,
	DEFAULT_LEVEL,
	TYPES,
	ROOT_CAUSE_CATEGORIES,
	ATTRIBUTE_DEFINITIONS,
	LOCATIONS,
	ISSUES,
	SEED_TIME,
	DAY_MS,
	uuidOf,
	issueIds,
};
