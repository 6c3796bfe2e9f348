'use strict';

/**
 * The companies and roles of the sandbox's document-management projects, and the company and roles
 * of each member, as the ACC / BIM 360 admin APIs know them: the subjects a folder permission can
 * name besides users (bim360/docs/v1 folder permissions, subjectType COMPANY and ROLE). Ids are
 * UUIDs, as the service's. `DIRECTORY` names them for tests.
 */

const { SEED } = require('./data');

const DIRECTORY = Object.freeze({
	companies: {
		builders: '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d01',
		architects: '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d02',
	},
	roles: {
		engineer: '7c2f3d4e-5a6b-4c7d-9e8f-0a1b2c3d4e01',
		architect: '7c2f3d4e-5a6b-4c7d-9e8f-0a1b2c3d4e02',
	},
});

const COMPANY_NAMES = { builders: 'Sandbox Builders', architects: 'Sandbox Architects' };
const ROLE_NAMES = { engineer: 'Engineer', architect: 'Architect' };

/** Each project's members: their company and roles (keys of DIRECTORY). */
const MEMBERSHIPS = {
	[SEED.projects.tower]: {
		'user-member': { company: 'builders', roles: ['engineer'] },
		'user-viewer': { company: 'architects', roles: ['architect'] },
	},
	[SEED.projects.hospital]: {
		'user-member': { company: 'builders', roles: ['engineer'] },
		'user-inspector': { company: 'architects', roles: ['architect'] },
	},
};

/** The companies and roles of a project (every document-management project has the same ones). */
function projectSubjects() {
	return {
		companies: Object.entries(DIRECTORY.companies).map(([key, id]) => ({ id, name: COMPANY_NAMES[key] })),
		roles: Object.entries(DIRECTORY.roles).map(([key, id]) => ({ id, name: ROLE_NAMES[key] })),
	};
}

/** A member's company id and role ids in a project (none when the seed gives none). */
function membership(projectId, userId) {
	const entry = MEMBERSHIPS[projectId]?.[userId];
	if (!entry) return { companyId: undefined, roleIds: [] };
	return { companyId: DIRECTORY.companies[entry.company], roleIds: entry.roles.map((role) => DIRECTORY.roles[role]) };
}

module.exports = { DIRECTORY, projectSubjects, membership };
