'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { uploadedFile } = require('../../../../support/files');
const { computed, items, locator, towerModel } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;
const itemDownload = (extra) => ({ resource: 'item', operation: 'download', ...towerModel, ...extra });

/** Item > Download, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Download file: get the download URL',
	parameters: itemDownload({ itemId: locator('={{ $json.item }}') }),
	setup: async (sandbox) => {
		const files = [];
		for (const name of ['One.txt', 'Two.txt', 'Three.txt']) files.push(await uploadedFile(sandbox, name, Buffer.from(name)));
		return items(...files.map((file) => ({ item: file.itemId })));
	},
	// The tip version is read first; the fault suite faults the signed download.
	firstRequest: {
		method: 'GET',
		path: '^/data/v1/projects/[^/]+/items/[^/]+/tip$',
		example: `/data/v1/projects/${TOWER}/items/${encodeURIComponent(SEED.items.towerModel)}/tip`,
		scopes: { row: 'Item > Download, Object > Download (the signed download)', need: [['data:read']] },
	},
	faulted: { method: 'GET', path: '/signeds3download$' },
	laterRequests: [
		{
			method: 'GET',
			path: '^/oss/v2/buckets/[^/]+/objects/[^/]+/signeds3download$',
			example: '/oss/v2/buckets/wip.dm.prod/objects/model.rvt/signeds3download',
			scopes: { row: 'Item > Download, Object > Download (the signed download)', need: [['data:read']] },
		},
	],
	signed: [{ method: 'GET', path: '^/s3/' }],
	badInputs: [{ field: 'Version Number', input: '0 (Item > Download)', parameters: itemDownload({ version: 'number', versionNumber: computed(0) }) }],
};
