'use strict';

const { docsSeed, DOCS_SEED } = require('../../seed/docs');

/**
 * The Docs custom attributes: definitions (integer ids, unique across projects) attached to
 * folders, and the values set on versions. A folder's documents have the definitions attached to
 * the folder and to the folders above it, the highest folder's first.
 */
function createDocsState() {
	const state = {
		definitions: new Map(),
		attachedTo: new Map(),
		values: new Map(),
		nextId: DOCS_SEED.firstId,
	};
	const seed = docsSeed();
	for (const definition of seed.definitions) addDefinition(state, definition);
	for (const { versionId, values } of seed.values)
		for (const { id, value } of values) valuesOf(state, versionId).set(id, value);
	return state;
}

/** Adds a definition attached to a folder; answers it with its id. */
function addDefinition(state, { id, projectId, folderId, name, type, arrayValues }) {
	const definition = { id: id ?? state.nextId, projectId, name, type };
	if (type === 'array') definition.arrayValues = [...arrayValues];
	state.nextId = Math.max(state.nextId, definition.id + 1);
	state.definitions.set(definition.id, definition);
	const attached = state.attachedTo.get(folderId) ?? [];
	attached.push(definition.id);
	state.attachedTo.set(folderId, attached);
	return definition;
}

/** The definitions a folder's documents have: the highest folder's first, each once. */
function definitionsOf(docs, folders, folder) {
	const chain = [];
	for (let current = folder; current; current = folders.get(current.parentId)) chain.unshift(current);
	const ids = new Set(chain.flatMap((each) => docs.attachedTo.get(each.id) ?? []));
	return [...ids].map((id) => docs.definitions.get(id));
}

/** The values set on a version, by definition id (made empty on first use). */
function valuesOf(state, versionId) {
	let values = state.values.get(versionId);
	if (!values) {
		values = new Map();
		state.values.set(versionId, values);
	}
	return values;
}

module.exports = { createDocsState, addDefinition, definitionsOf, valuesOf };
