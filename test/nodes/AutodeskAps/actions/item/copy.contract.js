'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { locator } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;
const HOSPITAL = SEED.projects.hospital;
const itemCopy = (extra) => ({
	resource: 'item',
	operation: 'copy',
	projectId: locator(TOWER),
	itemId: locator(SEED.items.towerModel),
	folderId: locator(SEED.folders.towerShared),
	...extra,
});
/** Into a project of another hub: streamed from the source's signed download to the target's signed upload. */
const intoHospital = (extra) => itemCopy({ targetProjectId: locator(HOSPITAL), folderId: locator(SEED.folders.hospitalProjectFiles), ...extra });

/** Item > Copy, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Copy file: get the tip version',
	// Within the project (copyFrom): across projects the bytes move through signed S3 addresses,
	// which a tool call's good run must not fetch (goodRuns.test.js); copyAcross.engine.js has that way.
	parameters: itemCopy(),
	firstRequest: {
		method: 'GET',
		path: '^/data/v1/projects/[^/]+/items/[^/]+/tip$',
		example: `/data/v1/projects/${TOWER}/items/${encodeURIComponent(SEED.items.towerModel)}/tip`,
		scopes: { row: 'Hub, Project, Folder, Item > Get', need: [['data:read']] },
	},
	laterRequests: [
		{
			method: 'POST',
			path: '^/data/v1/projects/[^/]+/items(\\?copyFrom=.+)?$',
			example: `/data/v1/projects/${TOWER}/items?copyFrom=${encodeURIComponent(SEED.versions.towerModelV2)}`,
			body: {
				jsonapi: { version: '1.0' },
				data: {
					type: 'items',
					attributes: { extension: { type: 'items:autodesk.bim360:File', version: '1.0' } },
					relationships: { tip: { data: { type: 'versions', id: '1' } }, parent: { data: { type: 'folders', id: SEED.folders.towerShared } } },
				},
				included: [{ type: 'versions', id: '1', attributes: { name: 'Tower.rvt', extension: { type: 'versions:autodesk.bim360:File', version: '1.0' } } }],
			},
			scopes: { row: 'Item > Delete, Copy', need: [['data:create']] },
		},
	],
	badInputs: [
		{ field: 'Project', input: 'a Fusion Team project (Item > Copy)', parameters: itemCopy({ projectId: locator(SEED.projects.bracket), itemId: locator(SEED.items.bracketModel), folderId: locator(SEED.folders.bracketDesigns) }) },
		{ field: 'If the File Exists', input: 'replace (Item > Copy)', parameters: itemCopy({ ifExists: 'replace' }) },
		{ field: 'Target Project', input: 'the Hub (Item > Copy)', parameters: intoHospital({ hubId: locator(SEED.hubs.acc), targetProjectId: locator(SEED.hubs.acc) }) },
		{ field: 'Target Project', input: 'a folder ID (Item > Copy)', parameters: intoHospital({ targetProjectId: locator(SEED.folders.hospitalProjectFiles) }) },
		{
			field: 'Target Folder',
			input: 'the URL of a folder of another project than the Target Project (Item > Copy)',
			parameters: intoHospital({ folderId: locator(`https://acc.autodesk.com/docs/files/projects/${TOWER.slice(2)}?folderUrn=${encodeURIComponent(SEED.folders.towerShared)}`, 'url') }),
		},
	],
};
