'use strict';

const crypto = require('node:crypto');
const { ACTIVATION_MS, TEMPLATE_PROJECT_INDEX } = require('../../seed/accountAdmin');
const { SEED_TIME } = require('../../seed/data');
const { addProject, addTree } = require('../data/state');

/**
 * The Account Admin view of the data module's BIM 360 and ACC projects: each project's admin
 * fields (type, classification, status, dates), by project GUID. Built on first use from the
 * data state, so that a reset of the sandbox starts it anew.
 */
function createAdminState() {
	return { projects: null, activationMs: ACTIVATION_MS };
}

const iso = (time) => new Date(time).toISOString();

function seededProject(hub, project, index) {
	const platform = hub.projectType === 'ACC' ? 'acc' : 'bim360';
	return {
		id: project.guid,
		accountId: hub.id.slice(2),
		name: project.name,
		type: index % 2 ? 'Office' : 'Hospital',
		classification: platform === 'acc' && index === TEMPLATE_PROJECT_INDEX ? 'template' : 'production',
		platform,
		jobNumber: `JOB-${String(index + 1).padStart(3, '0')}`,
		createdAt: iso(SEED_TIME + index * 60_000),
		updatedAt: iso(SEED_TIME + index * 3_600_000),
		activeAt: SEED_TIME,
		archived: false,
	};
}

/** The admin records of every account project, by GUID. */
function adminProjects(ctx) {
	const state = ctx.state.accountAdmin;
	if (state.projects) return state.projects;
	state.projects = new Map();
	for (const hub of ctx.state.data.hubs.values()) {
		if (hub.kind !== 'dm') continue;
		hub.projects.forEach((project, index) => state.projects.set(project.guid, seededProject(hub, project, index)));
	}
	return state.projects;
}

/** A project's status now: pending until its products are active. */
function statusOf(ctx, record) {
	if (record.archived) return 'archived';
	return ctx.clock.now() >= record.activeAt ? 'active' : 'pending';
}

/** The project as the Admin API answers it (`Project`). */
function renderProject(ctx, record) {
	const { activeAt, archived, ...fields } = record;
	return { ...fields, status: statusOf(ctx, record), products: [], companyCount: 0, memberCount: 1 };
}

/**
 * A new project in the account: pending for `activationMs`, and a Data Management project of
 * the hub at once (with the caller as its admin, and so a member of the hub), with a root folder
 * and Project Files.
 */
function addAdminProject(ctx, account, fields, creatorId) {
	const guid = crypto.randomUUID();
	const now = ctx.clock.now();
	const members = creatorId ? { [creatorId]: 'admin' } : {};
	const project = addProject(ctx.state.data, account.hub, { id: `b.${guid}`, name: fields.name, members });
	if (creatorId) account.hub.memberIds.add(creatorId);
	addTree(ctx.state.data, project, { key: `${guid}-root`, name: 'root', isRoot: true, children: [{ key: `${guid}-project-files`, name: 'Project Files' }] }, null);
	const record = {
		id: guid,
		accountId: account.id,
		classification: 'production',
		platform: account.hub.projectType === 'ACC' ? 'acc' : 'bim360',
		...fields,
		createdAt: iso(now),
		updatedAt: iso(now),
		activeAt: now + ctx.state.accountAdmin.activationMs,
		archived: false,
	};
	adminProjects(ctx).set(guid, record);
	return record;
}

module.exports = { createAdminState, adminProjects, statusOf, renderProject, addAdminProject };
