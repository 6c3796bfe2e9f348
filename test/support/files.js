'use strict';

const crypto = require('node:crypto');
const { call, tokenFor, answerOf } = require('./sandbox');
const { SEED } = require('../../sandbox/seed/data');

/** Files for the upload and download tests: their bytes, input items, and files made straight at the sandbox. */

const API = 'application/vnd.api+json';
const SCOPES = ['data:read', 'data:write', 'data:create'];

/** `size` bytes of text that differ with `seed`, as a Buffer. */
const bytesOf = (size, seed = 1) => Buffer.from(crypto.createHash('sha256').update(String(seed)).digest('hex').repeat(Math.ceil(size / 64)).slice(0, size));
const sha1 = (bytes) => crypto.createHash('sha1').update(bytes).digest('hex');
/** The bytes of an output item's binary field (kept in memory by the engine in tests). */
const bytesIn = (item, property = 'data') => Buffer.from(item.binary[property].data, 'base64');

/** An input item holding a file in its binary field. */
const fileItem = (bytes, fileName = 'house.rvt', mimeType = 'application/octet-stream', property = 'data') => ({
	json: {},
	binary: { [property]: { data: Buffer.from(bytes).toString('base64'), mimeType, fileName } },
});

/**
 * A file uploaded into a folder the way the service documents it (storage, signed S3 upload,
 * item): answers its item id and storage id.
 */
async function uploadedFile(sandbox, name, bytes, { projectId = SEED.projects.tower, folderId = SEED.folders.towerShared } = {}) {
	const token = tokenFor(sandbox, { scopes: SCOPES });
	const post = async (path, json) => {
		const answer = await call(sandbox, 'POST', `/data/v1/projects/${projectId}/${path}`, { token, contentType: API, json });
		if (answer.status !== 201) throw new Error(`POST ${path} failed: ${answer.status} ${answer.text}`);
		return answer.body;
	};
	const storage = await post('storage', {
		jsonapi: { version: '1.0' },
		data: { type: 'objects', attributes: { name }, relationships: { target: { data: { type: 'folders', id: folderId } } } },
	});
	const storageId = storage.data.id;
	const signed = `/oss/v2/buckets/wip.dm.prod/objects/${encodeURIComponent(storageId.split('/').pop())}/signeds3upload`;
	const session = await call(sandbox, 'GET', signed, { token });
	await answerOf(await fetch(session.body.urls[0], { method: 'PUT', body: Buffer.from(bytes) }));
	await call(sandbox, 'POST', signed, { token, json: { uploadKey: session.body.uploadKey } });
	const vendor = projectId.startsWith('b.') ? 'autodesk.bim360' : 'autodesk.core';
	const item = await post('items', {
		jsonapi: { version: '1.0' },
		data: {
			type: 'items',
			attributes: { displayName: name, extension: { type: `items:${vendor}:File`, version: '1.0' } },
			relationships: { tip: { data: { type: 'versions', id: '1' } }, parent: { data: { type: 'folders', id: folderId } } },
		},
		included: [
			{
				type: 'versions',
				id: '1',
				attributes: { name, extension: { type: `versions:${vendor}:File`, version: '1.0' } },
				relationships: { storage: { data: { type: 'objects', id: storageId } } },
			},
		],
	});
	return { itemId: item.data.id, versionId: item.included[0].id, storageId };
}

module.exports = { bytesIn, bytesOf, fileItem, sha1, uploadedFile };
