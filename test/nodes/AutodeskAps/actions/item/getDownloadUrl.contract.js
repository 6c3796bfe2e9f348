'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { uploadedFile } = require('../../../../support/files');
const { computed, items, locator, towerModel } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;
const getDownloadUrl = (extra) => ({ resource: 'item', operation: 'getDownloadUrl', minutesExpiration: 10, ...towerModel, ...extra });

/** Item > Get Download URL, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Get download URL: get the download URL',
	parameters: getDownloadUrl({ itemId: locator('={{ $json.item }}') }),
	setup: async (sandbox) => {
		const files = [];
		for (const name of ['One.txt', 'Two.txt', 'Three.txt']) files.push(await uploadedFile(sandbox, name, Buffer.from(name)));
		return items(...files.map((file) => ({ item: file.itemId })));
	},
	// The tip version is read first; the fault suite faults the signing request. No signed address is asked.
	firstRequest: {
		method: 'GET',
		path: '^/data/v1/projects/[^/]+/items/[^/]+/tip$',
		example: `/data/v1/projects/${TOWER}/items/${encodeURIComponent(SEED.items.towerModel)}/tip`,
		scopes: { row: 'Item > Get Download URL', need: [['data:read']] },
	},
	faulted: { method: 'GET', path: '/signeds3download$' },
	laterRequests: [
		{
			method: 'GET',
			path: '^/oss/v2/buckets/[^/]+/objects/[^/]+/signeds3download$',
			example: '/oss/v2/buckets/wip.dm.prod/objects/model.rvt/signeds3download',
			scopes: { row: 'Item > Get Download URL', need: [['data:read']] },
		},
	],
	badInputs: [
		{ field: 'Version Number', input: '0 (Item > Get Download URL)', parameters: getDownloadUrl({ version: 'number', versionNumber: computed(0) }) },
		{ field: 'Minutes Valid', input: '61 (Item > Get Download URL)', parameters: getDownloadUrl({ minutesExpiration: computed(61) }) },
		{ field: 'Browser File Name', input: 'a line break inside (Item > Get Download URL)', parameters: getDownloadUrl({ options: { browserFileName: 'Level\n1.dwg' } }) },
		{ field: 'Content Type', input: 'pdf (Item > Get Download URL)', parameters: getDownloadUrl({ options: { contentType: 'pdf' } }) },
	],
};
