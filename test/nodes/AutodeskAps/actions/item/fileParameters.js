'use strict';

const { SEED, locator } = require('../../../../support/data');

/** Shared by the item upload and download tests: the node's parameters, `extra` over them. */

const TOWER = SEED.projects.tower;
const SHARED = SEED.folders.towerShared;

/** Item > Upload into Tower's Shared folder. */
const upload = (extra = {}) => ({
	resource: 'item',
	operation: 'upload',
	projectId: locator(TOWER),
	folderId: locator(SHARED),
	...extra,
});

/** Item > Download of an item of Tower. */
const download = (itemId, extra = {}) => ({
	resource: 'item',
	operation: 'download',
	projectId: locator(TOWER),
	itemId: locator(itemId),
	...extra,
});

/** A path under one project of the Data Management API. */
const projectPath = (projectId, suffix) => `/data/v1/projects/${projectId}/${suffix}`;

module.exports = { SHARED, TOWER, download, projectPath, upload };
