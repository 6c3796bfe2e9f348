'use strict';

/**
 * Seed of the RFIs v3 API (construction/rfis/v3) for the ACC projects of seed/data.js (the API
 * does not serve BIM 360 projects). Every such project gets the same workflow, RFI types and custom
 * attributes; the detail project (Sandbox Hospital) also gets RFIs. Ids are UUIDs derived from the
 * project and a key, so `rfiIds(projectGuid)` names them for tests. There is no OpenAPI file: the
 * shapes are the reference pages' as docs/service-decisions.md ("RFIs v3") records them, and its decisions where
 * the pages are silent.
 */

const crypto = require('node:crypto');
const { SEED, SEED_TIME } = require('./data');

/** A stable UUID for `key` within a project. */
function uuidOf(projectGuid, key) {
	const hex = crypto.createHash('sha1').update(`${projectGuid}#rfis#${key}`).digest('hex');
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** RFI workflow roles per project and user; a member without a role reads RFIs only. */
const ROLES = {
	[SEED.projects.hospital]: {
		'user-admin': ['manager'],
		'user-member': ['creator', 'reviewer'],
		'user-inspector': [],
	},
};
/** Projects without an entry above: the project's admins manage RFIs, its members create them. */
const DEFAULT_ROLES = { admin: ['manager'], member: ['creator'] };

const STATUSES = ['draft', 'submitted', 'open', 'answered', 'rejected', 'closed', 'void'];

/** The workflow's transitions and the roles that may make each. */
const TRANSITIONS = [
	{ from: 'draft', to: 'submitted', roles: ['creator', 'manager'] },
	{ from: 'draft', to: 'open', roles: ['manager'] },
	{ from: 'submitted', to: 'open', roles: ['manager'] },
	{ from: 'submitted', to: 'rejected', roles: ['manager'] },
	{ from: 'open', to: 'answered', roles: ['reviewer', 'manager'] },
	{ from: 'answered', to: 'closed', roles: ['manager'] },
	{ from: 'answered', to: 'open', roles: ['manager'] },
	{ from: 'rejected', to: 'submitted', roles: ['creator'] },
	{ from: 'closed', to: 'open', roles: ['manager'] },
	...['draft', 'submitted', 'open', 'answered', 'rejected'].map((from) => ({
		from,
		to: 'void',
		roles: ['manager'],
	})),
];

const TYPES = [
	{ key: 'general', name: 'General', isDefault: true },
	{ key: 'design', name: 'Design clarification' },
	{ key: 'legacy', name: 'Legacy', isActive: false },
];

const ATTRIBUTES = [
	{
		key: 'discipline',
		name: 'Discipline',
		dataType: 'list',
		options: ['Architectural', 'Structural', 'MEP'],
	},
	{ key: 'drawing', name: 'Drawing reference', dataType: 'text' },
];

const DAY_MS = 24 * 3600 * 1000;

/** The RFIs of Sandbox Hospital: `due` in days after the seed time (negative: overdue). */
const RFIS = [
	{
		key: 'duct',
		title: 'Duct routing above corridor 2',
		question: 'Can the supply duct pass below the beam at grid C4?',
		status: 'open',
		type: 'general',
		assignedTo: ['user-member'],
		due: -3,
		createdBy: 'user-admin',
		priority: 'high',
	},
	{
		key: 'slab',
		title: 'Slab edge detail at level 3',
		question: 'Which edge detail applies at the balcony?',
		status: 'answered',
		type: 'design',
		assignedTo: ['user-admin'],
		due: 10,
		createdBy: 'user-member',
	},
	{
		key: 'paint',
		title: 'Paint finish in the lobby',
		question: 'Matte or eggshell?',
		status: 'draft',
		type: 'general',
		assignedTo: [],
		due: 20,
		createdBy: 'user-member',
	},
	{
		key: 'door',
		title: 'Door hardware schedule',
		question: 'Is the schedule of revision B current?',
		status: 'submitted',
		type: 'general',
		assignedTo: ['user-admin'],
		due: 5,
		createdBy: 'user-member',
	},
	{
		key: 'roof',
		title: 'Roof drain size',
		question: 'Is a 100 mm drain enough?',
		status: 'closed',
		type: 'design',
		assignedTo: ['user-member'],
		due: -20,
		createdBy: 'user-admin',
	},
];

/** The seeded ids of a project: its types, attributes and (Sandbox Hospital's) RFIs. */
function rfiIds(projectGuid) {
	const named = (list) =>
		Object.fromEntries(list.map((entry) => [entry.key, uuidOf(projectGuid, entry.key)]));
	return { types: named(TYPES), attributes: named(ATTRIBUTES), rfis: named(RFIS) };
}

module.exports = {
	ROLES,
	DEFAULT_ROLES,
	STATUSES,
	TRANSITIONS,
	TYPES,
	ATTRIBUTES,
	RFIS,
	DAY_MS,
	SEED_TIME,
	rfiIds,
	uuidOf,
};
