'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { fileItem } = require('../../../../support/files');
const { computed, locator } = require('../../../../support/contractValues');

const TOWER = SEED.projects.tower;
const SHARED = SEED.folders.towerShared;
const itemUpload = (extra) => ({ resource: 'item', operation: 'upload', projectId: locator(TOWER), folderId: locator(SHARED), ...extra });
const binaryItem = (text, fileName) => ({ json: {}, binary: { data: { data: Buffer.from(text).toString('base64'), mimeType: 'application/pdf', ...(fileName ? { fileName } : {}) } } });

/** Item > Upload, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Upload file: create the item',
	parameters: itemUpload(),
	setup: () => ['Fault One.txt', 'Fault Two.txt', 'Fault Three.txt'].map((name) => fileItem(Buffer.from(name), name, 'text/plain')),
	// The name is looked up first (If the File Exists); the fault suite faults the item's creation.
	firstRequest: {
		method: 'GET',
		path: '^/data/v1/projects/[^/]+/folders/[^/]+/contents$',
		example: `/data/v1/projects/${TOWER}/folders/${encodeURIComponent(SHARED)}/contents`,
		scopes: { row: 'Hub, Project, Folder, Item > Get', need: [['data:read']] },
	},
	faulted: { method: 'POST', path: '^/data/v1/projects/[^/]+/items$' },
	laterRequests: [
		{
			method: 'POST',
			path: '^/data/v1/projects/[^/]+/storage$',
			example: `/data/v1/projects/${TOWER}/storage`,
			body: {},
			scopes: { row: 'Folder > Create; Item > Upload (storage, item, version)', need: [['data:create']] },
		},
		{
			method: 'GET',
			path: '^/oss/v2/buckets/[^/]+/objects/[^/]+/signeds3upload$',
			example: '/oss/v2/buckets/wip.dm.prod/objects/model.rvt/signeds3upload',
			scopes: { row: 'Item > Upload, Object > Upload (the signed upload)', need: [['data:write'], ['data:create']] },
		},
	],
	signed: [{ method: 'PUT', path: '^/s3/' }],
	badInputs: [
		{ field: 'Input Binary Field', input: 'not in the item (Item > Upload)', parameters: itemUpload(), items: [{ json: {} }] },
		{ field: 'Input Binary Field', input: 'an empty file (Item > Upload)', parameters: itemUpload(), items: [binaryItem('', 'Empty.pdf')] },
		{ field: 'File Name', input: 'A/B.pdf (Item > Upload)', parameters: itemUpload({ options: { fileName: 'A/B.pdf' } }), items: [binaryItem('x', 'ok.pdf')] },
		{ field: 'File Name', input: 'none: a file without a name (Item > Upload)', parameters: itemUpload(), items: [binaryItem('x', undefined)] },
		{ field: 'If the File Exists', input: 'replace (Item > Upload)', parameters: itemUpload({ ifExists: computed('replace') }), items: [binaryItem('x', 'ok.pdf')] },
		{ field: 'Source URL', input: 'empty (Item > Upload)', parameters: itemUpload({ fileSource: 'url', sourceUrl: ' ' }) },
		{ field: 'Source Headers › Value', input: 'a line break inside (Item > Upload)', parameters: itemUpload({ fileSource: 'url', sourceUrl: 'https://files.example.com/a.rvt', sourceHeaders: { header: [{ name: 'Authorization', value: 'Bearer a\nX-Evil: 1' }] } }), named: 'Source Headers' },
	],
};
