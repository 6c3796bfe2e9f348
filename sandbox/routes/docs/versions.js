'use strict';

const { json } = require('../../responses');
const { folderAccess } = require('../data/access');
const { badInput, docsCall } = require('./access');
const { READ } = require('./definitions');

/** The reference page: "You can specify up to 50 documents." */
const MAX_URNS = 50;

/**
 * POST .../versions:batch-get: each version id, or item id (its tip version), with the custom
 * attributes that have a value. A document that does not exist in the project, or that the caller
 * may not see, is an entry of `errors`, not a failure of the request.
 */
function batchGet(ctx, request) {
	const { project, caller, data, docs } = docsCall(ctx, request, READ);
	const urns = readUrns(request.json());
	const results = [];
	const errors = [];
	for (const urn of urns) {
		const version = versionOf(data, project, urn);
		if (!version) {
			errors.push(documentError(urn, 'ERR_RESOURCE_NOT_EXIST', 'The resource does not exist', `The resource ${urn} does not exist.`));
			continue;
		}
		const item = data.items.get(version.itemId);
		if (!folderAccess(data, project, data.folders.get(item.folderId), caller.userId)) {
			errors.push(documentError(urn, 'ERR_FORBIDDEN', 'Forbidden', `User ${caller.userId} has no read permission on the folder of ${urn}.`));
			continue;
		}
		results.push(versionRecord(data, docs, version));
	}
	return json(200, { results, errors });
}

function readUrns(body) {
	const urns = body && typeof body === 'object' && !Array.isArray(body) ? body.urns : undefined;
	if (!Array.isArray(urns) || urns.length === 0)
		throw badInput('urns must be a non-empty array of version or item ids.');
	if (urns.length > MAX_URNS)
		throw badInput(`urns may hold up to ${MAX_URNS} documents; got ${urns.length}.`);
	const bad = urns.find((urn) => typeof urn !== 'string' || !urn);
	if (bad !== undefined) throw badInput(`Each of urns must be a version or item id; got ${JSON.stringify(bad)}.`);
	return urns;
}

/** The version a urn names in the project: a version id, or an item id's tip version. */
function versionOf(data, project, urn) {
	const version = data.versions.get(urn);
	if (version) return version.projectId === project.id ? version : undefined;
	const item = data.items.get(urn);
	if (!item || item.projectId !== project.id) return undefined;
	return data.versions.get(item.versionIds[item.versionIds.length - 1]);
}

function documentError(urn, code, title, detail) {
	return { urn, code, title, detail };
}

/** A version as versions:batch-get answers it (the fields of the reference page). */
function versionRecord(data, docs, version) {
	const userName = (id) => data.users.get(id)?.name ?? id;
	return {
		urn: version.id,
		itemUrn: version.itemId,
		name: version.name,
		title: version.name.replace(/\.[^.]*$/, ''),
		number: '',
		createTime: docsTime(version.createTime),
		createUserId: version.createUserId,
		createUserName: userName(version.createUserId),
		lastModifiedTime: docsTime(version.lastModifiedTime),
		lastModifiedUserId: version.lastModifiedUserId,
		lastModifiedUserName: userName(version.lastModifiedUserId),
		storageUrn: version.storageId,
		storageSize: version.storageSize,
		entityType: 'SEED_FILE',
		revisionNumber: version.versionNumber,
		processState: 'PROCESSING_COMPLETE',
		customAttributes: assignedAttributes(docs, version.id),
	};
}

/** The attributes of a version that have a value: `{ id, type, name, value }`. */
function assignedAttributes(docs, versionId) {
	const values = docs.values.get(versionId) ?? new Map();
	return [...values].map(([id, value]) => {
		const { name, type } = docs.definitions.get(id);
		return { id, type, name, value };
	});
}

/** Times as the reference page's examples write them: `2019-04-18T03:33:36+0000`. */
function docsTime(time) {
	return new Date(time).toISOString().replace(/\.\d{3}Z$/, '+0000');
}

module.exports = { batchGet, assignedAttributes };
