'use strict';

/**
 * Seed of the Submittals v2 API (construction/submittals/v2) for the ACC projects of seed/data.js
 * (the API does not serve BIM 360 projects). Every such project gets the same item types, review
 * responses and workflow; Sandbox Hospital also gets specs, packages and items. Ids are UUIDs
 * derived from the project and a key, so `submittalIds(projectGuid)` names them for tests. There
 * is no OpenAPI file: the shapes are the reference pages' as docs/service-decisions.md
 * ("Submittals v2") records them, with its decisions where the pages are silent.
 */

const crypto = require('node:crypto');
const { SEED, SEED_TIME } = require('./data');

function uuidOf(projectGuid, key) {
	const hex = crypto.createHash('sha1').update(`${projectGuid}#submittals#${key}`).digest('hex');
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-b${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Submittals roles per project and user; a member without a role reads only. */
const ROLES = {
	[SEED.projects.hospital]: {
		'user-admin': ['manager'],
		'user-member': ['submitter', 'reviewer'],
		'user-inspector': [],
	},
};
const DEFAULT_ROLES = { admin: ['manager'], member: ['submitter'] };

/** The item states (stateId), the status each shows (statusId) and its name. */
const STATES = [
	{ id: 'draft', statusId: '6', name: 'Draft' },
	{ id: 'sbc-1', statusId: '1', name: 'Waiting for submission' },
	{ id: 'mgr-1', statusId: '2', name: 'Submitted' },
	{ id: 'rev', statusId: '2', name: 'In review' },
	{ id: 'mgr-2', statusId: '2', name: 'Reviewed' },
	{ id: 'cls', statusId: '3', name: 'Closed' },
	{ id: 'void', statusId: '4', name: 'Void' },
];

/** statusId values of the list's filter: 1 Required, 2 Open, 3 Closed, 4 Void, 5 Empty, 6 Draft. */
const STATUSES = ['1', '2', '3', '4', '5', '6'];

/**
 * The workflow: each transition, the roles that may make it (`submitter` only for the item's own
 * submitter) and the fields the item must have (or the transition body give) to make it.
 */
const TRANSITIONS = [
	{ from: 'draft', to: 'sbc-1', roles: ['manager'], mandatoryFields: ['subcontractor'] },
	{ from: 'draft', to: 'mgr-1', roles: ['manager'], mandatoryFields: [] },
	{ from: 'sbc-1', to: 'mgr-1', roles: ['submitter', 'manager'], mandatoryFields: [] },
	{ from: 'mgr-1', to: 'sbc-1', roles: ['manager'], mandatoryFields: ['subcontractor'] },
	{ from: 'mgr-1', to: 'rev', roles: ['manager'], mandatoryFields: ['customIdentifier'] },
	{ from: 'rev', to: 'mgr-2', roles: ['reviewer', 'manager'], mandatoryFields: ['responseId'] },
	{ from: 'mgr-2', to: 'rev', roles: ['manager'], mandatoryFields: [] },
	{ from: 'mgr-2', to: 'cls', roles: ['manager'], mandatoryFields: [] },
	{ from: 'cls', to: 'mgr-2', roles: ['manager'], mandatoryFields: [] },
	...['draft', 'sbc-1', 'mgr-1', 'rev', 'mgr-2'].map((from) => ({ from, to: 'void', roles: ['manager'], mandatoryFields: [] })),
];

const ITEM_TYPES = [
	{ key: 'shop', value: 'Shop Drawings' },
	{ key: 'product', value: 'Product Data' },
	{ key: 'sample', value: 'Sample' },
	{ key: 'warranty', value: 'Warranty' },
	{ key: 'attic', value: 'Attic Stock', isActive: false },
];

const RESPONSES = [
	{ key: 'approved', value: 'Approved' },
	{ key: 'asNoted', value: 'Approved as noted' },
	{ key: 'revise', value: 'Revise and resubmit' },
	{ key: 'rejected', value: 'Rejected' },
	{ key: 'forRecord', value: 'For record only' },
];

const SPECS = [
	{ key: 'roofing', identifier: '075423', title: 'Thermoplastic-Polyolefin Roofing' },
	{ key: 'firestop', identifier: '078413', title: 'Penetration Firestopping' },
	{ key: 'curtainWall', identifier: '084413', title: 'Glazed Aluminum Curtain Walls' },
	{ key: 'hardware', identifier: '087100', title: 'Door Hardware' },
	{ key: 'painting', identifier: '099123', title: 'Interior Painting' },
	{ key: 'elevators', identifier: '142100', title: 'Electric Traction Elevators' },
];

const PACKAGES = [
	{ key: 'envelope', title: 'Building envelope', spec: 'curtainWall', description: 'Curtain wall, roofing and firestopping' },
	{ key: 'interiors', title: 'Interiors', spec: 'painting', description: 'Finishes and door hardware' },
	{ key: 'vertical', title: 'Vertical transportation', spec: 'elevators', description: 'Elevators and their finishes' },
];

const DAY_MS = 24 * 3600 * 1000;

/** Sandbox Hospital's items: `due` in days after the seed time (negative: overdue). */
const ITEMS = [
	{ key: 'curtainWall', title: 'Curtain wall shop drawings', spec: 'curtainWall', type: 'shop', pkg: 'envelope', state: 'rev', customIdentifier: '084413-01', due: -2, priority: 'high' },
	{ key: 'hardware', title: 'Door hardware product data', spec: 'hardware', type: 'product', pkg: 'interiors', state: 'mgr-2', customIdentifier: '087100-01', due: 4, response: 'revise', responseComment: 'Lever trim does not match the schedule: resubmit with revision C.' },
	{ key: 'paint', title: 'Paint color samples', spec: 'painting', type: 'sample', pkg: 'interiors', state: 'sbc-1', due: 7 },
	{ key: 'roofing', title: 'Roofing manufacturer warranty', spec: 'roofing', type: 'warranty', pkg: 'envelope', state: 'cls', customIdentifier: '075423-01', due: -15, response: 'approved' },
	{ key: 'firestop', title: 'Firestopping systems', spec: 'firestop', type: 'product', state: 'draft', due: 21 },
	{ key: 'elevator', title: 'Elevator cab finishes', spec: 'elevators', type: 'sample', pkg: 'vertical', state: 'mgr-1', due: 12 },
];

/** The seeded ids of a project: item types and responses (every ACC project), specs, packages and items (Sandbox Hospital). */
function submittalIds(projectGuid) {
	const named = (kind, list) => Object.fromEntries(list.map((entry) => [entry.key, uuidOf(projectGuid, `${kind}#${entry.key}`)]));
	return {
		itemTypes: named('itemType', ITEM_TYPES),
		responses: named('response', RESPONSES),
		specs: named('spec', SPECS),
		packages: named('package', PACKAGES),
		items: named('item', ITEMS),
	};
}

module.exports = {
	ROLES,
	DEFAULT_ROLES,
	STATES,
	STATUSES,
	TRANSITIONS,
	ITEM_TYPES,
	RESPONSES,
	SPECS,
	PACKAGES,
	ITEMS,
	DAY_MS,
	SEED_TIME,
	submittalIds,
};
