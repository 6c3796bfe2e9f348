'use strict';

const { call, tokenFor } = require('./sandbox');
const { SEED } = require('../../sandbox/seed/data');
const { CALLBACK, FOLDER, SCOPES, USER, seedHook } = require('./webhooks');
const { fileItem, uploadedFile } = require('./files');

/**
 * The fault suite's operations: every operation of the action node, what it is given, and which
 * request the sandbox faults.
 */

const locator = (value, mode = 'id') => ({ __rl: true, mode, value });
const items = (...values) => values.map((json) => ({ json }));
const empties = () => items({}, {}, {});

const JOB_PATH = '/modelderivative/v2/designdata/job';
const sourceOf = (name) => `urn:adsk.objects:os.object:sandbox-bucket/${name}.rvt`;
const svf2 = { format: [{ type: 'svf2', views: ['3d'] }] };

/** Three translation jobs started straight at the sandbox, one source each: their manifests exist. */
async function threeManifests(sandbox) {
	const token = tokenFor(sandbox, { scopes: SCOPES, userId: USER });
	const sources = ['fault-one', 'fault-two', 'fault-three'].map(sourceOf);
	for (const source of sources) {
		const urn = Buffer.from(source).toString('base64url');
		const answer = await call(sandbox, 'POST', JOB_PATH, {
			token,
			json: { input: { urn }, output: { formats: svf2.format } },
		});
		if (answer.status !== 200) throw new Error(`seeding a job failed: ${answer.status} ${answer.text}`);
	}
	return items(...sources.map((source) => ({ source })));
}

/** Three manifests whose jobs have finished (thumbnails, files and metadata exist). */
async function threeTranslated(sandbox) {
	sandbox.ctx.state.derivative.settings.durationMs = 0;
	return threeManifests(sandbox);
}

/** Three part designs translated to OBJ (finished): files to download. */
async function threeObjTranslations(sandbox) {
	sandbox.ctx.state.derivative.settings.durationMs = 0;
	const token = tokenFor(sandbox, { scopes: SCOPES, userId: USER });
	const sources = ['fault-one', 'fault-two', 'fault-three'].map((name) => `urn:adsk.objects:os.object:sandbox-bucket/${name}.ipt`);
	for (const source of sources) {
		const urn = Buffer.from(source).toString('base64url');
		const answer = await call(sandbox, 'POST', JOB_PATH, { token, json: { input: { urn }, output: { formats: [{ type: 'obj' }] } } });
		if (answer.status !== 200) throw new Error(`seeding a job failed: ${answer.status} ${answer.text}`);
	}
	return items(...sources.map((source) => ({ source })));
}

/** Three translated designs, each with the guid of its first model view. */
async function threeViews(sandbox) {
	const designs = await threeTranslated(sandbox);
	const token = tokenFor(sandbox, { scopes: SCOPES, userId: USER });
	for (const design of designs) {
		const urn = Buffer.from(design.json.source).toString('base64url');
		const answer = await call(sandbox, 'GET', `/modelderivative/v2/designdata/${urn}/metadata`, { token });
		design.json.viewGuid = answer.body.data.metadata[0].guid;
	}
	sandbox.ctx.log.clear();
	return designs;
}

/** Three hooks of the data system, one event each. */
async function threeHooks(sandbox) {
	const events = ['dm.version.added', 'dm.version.deleted', 'dm.folder.added'];
	const hooks = [];
	for (const event of events) hooks.push(await seedHook(sandbox, { event }));
	return items(...hooks.map(({ event, hookId }) => ({ event, hookId })));
}

const hookAddress = { system: 'data', event: '={{ $json.event }}', hookId: '={{ $json.hookId }}' };

/** OSS: a bucket of the node's app, and three objects in it (one per input item). */
const OSS_BUCKET = 'fault-bucket';
const ossToken = (sandbox) => tokenFor(sandbox, { scopes: ['bucket:create', 'data:read', 'data:write'] });
async function ossBucket(sandbox, bucketKey = OSS_BUCKET) {
	const answer = await call(sandbox, 'POST', '/oss/v2/buckets', { token: ossToken(sandbox), json: { bucketKey, policyKey: 'transient' } });
	if (answer.status !== 200) throw new Error(`creating a bucket failed: ${answer.status} ${answer.text}`);
}
const objectKeys = ['one.txt', 'two.txt', 'three.txt'];
async function threeObjects(sandbox) {
	await ossBucket(sandbox);
	const { seedObject } = require('../../sandbox/routes/oss/state');
	for (const key of objectKeys) seedObject(sandbox.ctx.state.oss, OSS_BUCKET, key, Buffer.from(key), { baseUrl: sandbox.url });
	return items(...objectKeys.map((key) => ({ key })));
}
async function threeBuckets(sandbox) {
	const keys = ['fault-a', 'fault-b', 'fault-c'];
	for (const key of keys) await ossBucket(sandbox, key);
	return items(...keys.map((key) => ({ key })));
}
const inBucket = { bucketKey: locator(OSS_BUCKET) };

const OSS_OPERATIONS = [
	{
		name: 'bucket / create',
		operation: 'Create bucket',
		method: 'POST',
		path: '^/oss/v2/buckets$',
		parameters: { resource: 'bucket', operation: 'create', newBucketKey: '={{ $json.key }}', policyKey: 'transient' },
		setup: () => items({ key: 'fault-new-1' }, { key: 'fault-new-2' }, { key: 'fault-new-3' }),
	},
	{
		name: 'bucket / getAll',
		operation: 'Get many buckets',
		method: 'GET',
		path: '^/oss/v2/buckets$',
		parameters: { resource: 'bucket', operation: 'getAll', limit: 5 },
		setup: async (sandbox) => {
			await ossBucket(sandbox);
			return empties();
		},
	},
	{
		name: 'bucket / delete',
		operation: 'Delete bucket',
		method: 'DELETE',
		path: '^/oss/v2/buckets/[^/]+$',
		parameters: { resource: 'bucket', operation: 'delete', bucketKey: locator('={{ $json.key }}') },
		setup: threeBuckets,
	},
	{
		name: 'object / upload',
		operation: 'Upload object: get upload URLs',
		method: 'GET',
		path: '/signeds3upload$',
		parameters: { resource: 'object', operation: 'upload', ...inBucket, binaryPropertyName: 'data', objectKey: '={{ $json.key }}' },
		setup: async (sandbox) => {
			await ossBucket(sandbox);
			return objectKeys.map((key) => ({ json: { key }, binary: { data: { data: Buffer.from(key).toString('base64'), mimeType: 'text/plain', fileName: key } } }));
		},
	},
	{
		name: 'object / download',
		operation: 'Download object: get the download URL',
		method: 'GET',
		path: '/signeds3download$',
		parameters: { resource: 'object', operation: 'download', ...inBucket, objectKey: '={{ $json.key }}', binaryPropertyName: 'data' },
		setup: threeObjects,
	},
	{
		name: 'object / getAll',
		operation: 'Get many objects',
		method: 'GET',
		path: '^/oss/v2/buckets/[^/]+/objects$',
		parameters: { resource: 'object', operation: 'getAll', ...inBucket, limit: 5 },
		setup: async (sandbox) => {
			await threeObjects(sandbox);
			return empties();
		},
	},
	{
		name: 'object / delete',
		operation: 'Delete object',
		method: 'DELETE',
		path: '^/oss/v2/buckets/[^/]+/objects/[^/]+$',
		parameters: { resource: 'object', operation: 'delete', ...inBucket, objectKey: '={{ $json.key }}' },
		setup: threeObjects,
	},
	{
		name: 'object / getSignedUrl',
		operation: 'Get a signed URL',
		method: 'POST',
		path: '/signed$',
		parameters: { resource: 'object', operation: 'getSignedUrl', ...inBucket, objectKey: '={{ $json.key }}', access: 'read', minutesExpiration: 5, singleUse: false },
		setup: threeObjects,
	},
];

/**
 * One row per resource and operation: `operation` is what the node's messages call it, `method`
 * and `path` (a RegExp source) the request the sandbox faults, `setup` seeds what the operation
 * needs and answers three input items that each make one such request (distinct bodies for POST).
 */
const OPERATIONS = [
	{
		name: 'hub / getAll',
		operation: 'Get many hubs',
		method: 'GET',
		path: '^/project/v1/hubs$',
		parameters: { resource: 'hub', operation: 'getAll', limit: 1 },
		setup: empties,
	},
	{
		name: 'project / getAll',
		operation: 'Get many projects',
		method: 'GET',
		path: '^/project/v1/hubs/[^/]+/projects$',
		parameters: { resource: 'project', operation: 'getAll', hubId: locator(SEED.hubs.bim360), limit: 2 },
		setup: empties,
	},
	{
		name: 'project / get',
		operation: 'Get project',
		method: 'GET',
		path: '^/project/v1/hubs/[^/]+/projects/[^/]+$',
		parameters: { resource: 'project', operation: 'get', hubId: locator(SEED.hubs.bim360), projectId: locator(SEED.projects.tower) },
		setup: empties,
	},
	{
		name: 'folder / getTopFolders',
		operation: 'Get top folders',
		method: 'GET',
		path: '/topFolders$',
		parameters: { resource: 'folder', operation: 'getTopFolders', hubId: locator(SEED.hubs.bim360), projectId: locator(SEED.projects.tower) },
		setup: empties,
	},
	{
		name: 'folder / getContents',
		operation: 'Get folder contents',
		method: 'GET',
		path: '^/data/v1/projects/[^/]+/folders/[^/]+/contents$',
		parameters: {
			resource: 'folder',
			operation: 'getContents',
			projectId: locator(SEED.projects.tower),
			folderId: locator(SEED.folders.towerArchitecture),
			limit: 2,
		},
		setup: empties,
	},
	{
		name: 'item / get',
		operation: 'Get item',
		method: 'GET',
		path: '^/data/v1/projects/[^/]+/items/[^/]+$',
		parameters: { resource: 'item', operation: 'get', projectId: locator(SEED.projects.tower), itemId: locator(SEED.items.towerModel) },
		setup: empties,
	},
	{
		name: 'item / update',
		operation: 'Update item',
		method: 'PATCH',
		path: '^/data/v1/projects/[^/]+/items/[^/]+$',
		parameters: {
			resource: 'item',
			operation: 'update',
			projectId: locator(SEED.projects.bracket),
			itemId: locator(SEED.items.bracketModel),
			updateFields: { displayName: '={{ $json.name }}' },
		},
		setup: () => items({ name: 'Bracket 1.f3d' }, { name: 'Bracket 2.f3d' }, { name: 'Bracket 3.f3d' }),
	},
	{
		name: 'item / createRef',
		operation: 'Create ref',
		method: 'POST',
		path: '/relationships/refs$',
		parameters: {
			resource: 'item',
			operation: 'createRef',
			projectId: locator(SEED.projects.tower),
			itemId: locator(SEED.items.towerModel),
			targetType: 'folders',
			targetId: '={{ $json.target }}',
		},
		setup: () => items(...['towerShared', 'towerDesign', 'towerPlans'].map((key) => ({ target: SEED.folders[key] }))),
	},
	{
		name: 'translationJob / create',
		operation: 'Create translation job',
		method: 'POST',
		path: '/designdata/job$',
		parameters: { resource: 'translationJob', operation: 'create', source: '={{ $json.source }}', outputFormats: svf2 },
		setup: () => items(...['job-one', 'job-two', 'job-three'].map((name) => ({ source: sourceOf(name) }))),
	},
	{
		name: 'translationJob / getManifest',
		operation: 'Get manifest',
		method: 'GET',
		path: '/manifest$',
		parameters: { resource: 'translationJob', operation: 'getManifest', source: '={{ $json.source }}' },
		setup: threeManifests,
	},
	{
		name: 'translationJob / deleteManifest',
		operation: 'Delete manifest',
		method: 'DELETE',
		path: '/manifest$',
		parameters: { resource: 'translationJob', operation: 'deleteManifest', source: '={{ $json.source }}' },
		setup: threeManifests,
	},
	{
		name: 'translationJob / getThumbnail',
		operation: 'Get thumbnail',
		method: 'GET',
		path: '/thumbnail$',
		parameters: { resource: 'translationJob', operation: 'getThumbnail', source: '={{ $json.source }}' },
		setup: threeTranslated,
	},
	{
		name: 'translationJob / downloadDerivatives',
		operation: 'Download fault-one.obj',
		method: 'GET',
		path: '^/cdn/derivatives/',
		parameters: { resource: 'translationJob', operation: 'downloadDerivatives', source: '={{ $json.source }}', outputTypes: ['obj'] },
		setup: threeObjTranslations,
	},
	{
		name: 'model / getViews',
		operation: 'Get model views',
		method: 'GET',
		path: '/metadata$',
		parameters: { resource: 'model', operation: 'getViews', source: '={{ $json.source }}' },
		setup: threeTranslated,
	},
	{
		name: 'model / getObjectTree',
		operation: 'Get object tree',
		method: 'GET',
		path: '/metadata/[^/]+$',
		parameters: { resource: 'model', operation: 'getObjectTree', source: '={{ $json.source }}', viewGuid: '={{ $json.viewGuid }}' },
		setup: threeViews,
	},
	{
		name: 'model / getProperties',
		operation: 'Get properties',
		method: 'GET',
		path: '/metadata/[^/]+/properties$',
		parameters: { resource: 'model', operation: 'getProperties', source: '={{ $json.source }}', viewGuid: '={{ $json.viewGuid }}' },
		setup: threeViews,
	},
	{
		name: 'webhook / create',
		operation: 'Create a webhook',
		method: 'POST',
		path: '^/webhooks/v1/systems/[^/]+/events/[^/]+/hooks$',
		parameters: {
			resource: 'webhook',
			operation: 'create',
			system: 'data',
			event: 'dm.version.added',
			callbackUrl: '={{ $json.callback }}',
			scopeKey: 'folder',
			scopeValue: FOLDER,
		},
		setup: () => items(...[1, 2, 3].map((number) => ({ callback: `${CALLBACK}/${number}` }))),
	},
	{
		name: 'webhook / get',
		operation: 'Get a webhook',
		method: 'GET',
		path: '/hooks/[^/]+$',
		parameters: { resource: 'webhook', operation: 'get', ...hookAddress },
		setup: threeHooks,
	},
	{
		name: 'webhook / getAll',
		operation: 'Get many webhooks',
		method: 'GET',
		path: '^/webhooks/v1/hooks$',
		parameters: { resource: 'webhook', operation: 'getAll', limit: 10 },
		setup: async (sandbox) => {
			await seedHook(sandbox);
			return empties();
		},
	},
	{
		name: 'webhook / update',
		operation: 'Update a webhook',
		method: 'PATCH',
		path: '/hooks/[^/]+$',
		parameters: { resource: 'webhook', operation: 'update', ...hookAddress, updateFields: { status: 'inactive' } },
		setup: threeHooks,
	},
	{
		name: 'webhook / delete',
		operation: 'Delete a webhook',
		method: 'DELETE',
		path: '/hooks/[^/]+$',
		parameters: { resource: 'webhook', operation: 'delete', ...hookAddress },
		setup: threeHooks,
	},
	...OSS_OPERATIONS,
	{
		name: 'item / getVersions',
		operation: 'Get item versions',
		method: 'GET',
		path: '^/data/v1/projects/[^/]+/items/[^/]+/versions$',
		parameters: { resource: 'item', operation: 'getVersions', projectId: locator(SEED.projects.tower), itemId: locator(SEED.items.towerModel), limit: 2 },
		setup: empties,
	},
	{
		name: 'folder / create',
		operation: 'Create folder',
		method: 'POST',
		path: '^/data/v1/projects/[^/]+/folders$',
		parameters: {
			resource: 'folder',
			operation: 'create',
			projectId: locator(SEED.projects.tower),
			folderId: locator(SEED.folders.towerShared),
			name: '={{ $json.name }}',
		},
		setup: () => items({ name: 'Fault One' }, { name: 'Fault Two' }, { name: 'Fault Three' }),
	},
	{
		name: 'item / upload',
		operation: 'Upload file: create the item',
		method: 'POST',
		path: '^/data/v1/projects/[^/]+/items$',
		parameters: { resource: 'item', operation: 'upload', projectId: locator(SEED.projects.tower), folderId: locator(SEED.folders.towerShared) },
		setup: () => ['Fault One.txt', 'Fault Two.txt', 'Fault Three.txt'].map((name) => fileItem(Buffer.from(name), name, 'text/plain')),
	},
	{
		name: 'item / download',
		operation: 'Download file: get the download URL',
		method: 'GET',
		path: '/signeds3download$',
		parameters: { resource: 'item', operation: 'download', projectId: locator(SEED.projects.tower), itemId: locator('={{ $json.item }}') },
		setup: async (sandbox) => {
			const files = [];
			for (const name of ['One.txt', 'Two.txt', 'Three.txt']) files.push(await uploadedFile(sandbox, name, Buffer.from(name)));
			return items(...files.map((file) => ({ item: file.itemId })));
		},
	},
];

module.exports = { OPERATIONS };
