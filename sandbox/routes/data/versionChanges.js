'use strict';

const crypto = require('node:crypto');
const { touchItem } = require('./state');

/**
 * Versions made without an upload: a deleted version (the item becomes hidden), a copy of another
 * version (copyFrom: a restore, a new version from another item, or a new item), and the version a
 * finished publish job adds to a cloud model. Each is the item's new tip.
 */

function nextVersion(state, item, fields, { userId, time }) {
	const lineage = item.id.split(':').pop();
	const versionNumber = item.versionIds.length + 1;
	const version = {
		id: `urn:adsk.wipprod:fs.file:vf.${lineage}?version=${versionNumber}`,
		itemId: item.id,
		projectId: item.projectId,
		versionNumber,
		conformingStatus: 'NONE',
		createTime: time,
		createUserId: userId,
		lastModifiedTime: time,
		lastModifiedUserId: userId,
		...fields,
	};
	state.versions.set(version.id, version);
	item.versionIds.push(version.id);
	touchItem(state, item, userId, time);
	return version;
}

const fileOf = (version) => ({
	name: version.name,
	fileType: version.fileType,
	storageSize: version.storageSize,
	storageId: version.storageId,
});

/** The deleted version the Delete tutorial describes: no file; the item is hidden from then on. */
function addDeletedVersion(state, item, who) {
	const tip = state.versions.get(item.versionIds[item.versionIds.length - 1]);
	item.hidden = true;
	return nextVersion(state, item, { name: tip.name, kind: 'deleted', storageId: null }, who);
}

/** A copy of `source` as the new tip of `item` (restored when the item was deleted). */
function addCopiedVersion(state, item, source, name, who) {
	item.hidden = false;
	const kind = item.cloudModel ? 'cloudModel' : item.document ? 'document' : 'file';
	return nextVersion(state, item, { ...fileOf(source), name: name || source.name, kind }, who);
}

/** A new item in `folder` whose first version is a copy of `source`: a document in a Plans folder. */
function addCopiedItem(state, folder, source, name, who) {
	const document = folder.folderType === 'plan';
	const item = {
		id: `urn:adsk.wipprod:dm.lineage:${crypto.randomBytes(16).toString('base64url')}`,
		projectId: folder.projectId,
		folderId: folder.id,
		displayName: name || source.name,
		hidden: false,
		reservedUserId: null,
		reservedTime: null,
		createTime: who.time,
		createUserId: who.userId,
		lastModifiedTime: who.time,
		lastModifiedUserId: who.userId,
		versionIds: [],
		cloudModel: false,
		document,
	};
	state.items.set(item.id, item);
	folder.itemIds.push(item.id);
	nextVersion(state, item, { ...fileOf(source), name: item.displayName, kind: document ? 'document' : 'file' }, who);
	return item;
}

/** The version a publish job adds to a cloud model: the latest synced state of the model. */
function addPublishedVersion(state, item, who) {
	const tip = state.versions.get(item.versionIds[item.versionIds.length - 1]);
	return nextVersion(state, item, { ...fileOf(tip), kind: 'cloudModel' }, who);
}

module.exports = { addDeletedVersion, addCopiedVersion, addCopiedItem, addPublishedVersion };
