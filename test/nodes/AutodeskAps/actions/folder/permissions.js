'use strict';

const { SEED, locator } = require('../../../../support/data');

/** The set-up the Folder permission operations' tests share: their parameters and paths. */

const TOWER = SEED.projects.tower;
const PERMISSIONS = /^\/bim360\/docs\/v1\/projects\/[^/]+\/folders\/[^/]+\/permissions(:batch-(create|update|delete))?$/;

/** The parameters of a permission operation (`{ operation }`) on a folder of the Tower project. */
const permissionParameters = (operation, folder, extra = {}) => ({
	resource: 'folder',
	...operation,
	projectId: locator(TOWER),
	folderId: locator(SEED.folders[folder]),
	...extra,
});

/** Subjects as the Subjects field holds them. */
const subjects = (...entries) => ({ subjects: { subject: entries } });
const user = (value, level) => ({ subjectType: 'USER', user: value, ...(level ? { level } : {}) });

/** The path a permission call of a Tower folder is sent to. */
const permissionsPath = (folder, batch = '') =>
	`/bim360/docs/v1/projects/${TOWER.slice(2)}/folders/${encodeURIComponent(SEED.folders[folder])}/permissions${batch ? `:${batch}` : ''}`;

module.exports = { TOWER, PERMISSIONS, permissionParameters, subjects, user, permissionsPath };
