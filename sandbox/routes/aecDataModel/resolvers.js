'use strict';

const { AEC_REGION, AEC_SEED, DEFINITIONS, ELEMENT_GROUPS, FOLDERS, changesSince, elementsAtVersion } = require('../../seed/aecDataModel');
const { HUBS } = require('../../seed/data');
const { FilterError, parseFilter } = require('./rsql');

/** The page a list answers when the query names no limit (the sandbox's choice: the guide gives none). */
const DEFAULT_PAGE = 50;

/** The most element groups elementsByElementGroups takes (the reference: "Up to 25"). */
const MAX_ELEMENT_GROUPS = 25;

const DEFINITION_BY_NAME = new Map(DEFINITIONS.map((definition) => [definition.name, definition]));

class QueryError extends Error {
	constructor(message, code = 'BAD_USER_INPUT') {
		super(message);
		this.extensions = { code };
	}
}

const cursorFor = (offset) => Buffer.from(JSON.stringify({ offset })).toString('base64url');

function offsetOf(cursor) {
	if (cursor === undefined || cursor === null || cursor === '') return 0;
	try {
		const { offset } = JSON.parse(Buffer.from(String(cursor), 'base64url').toString('utf8'));
		if (Number.isInteger(offset) && offset >= 0) return offset;
	} catch {
		// falls through to the refusal
	}
	throw new QueryError(`Invalid pagination cursor '${cursor}'.`);
}

/** One page of `records` (each shown by `view`) and the cursor of the next (none after the last). */
function paged(records, pagination, view = (record) => record) {
	const limit = pagination && pagination.limit !== undefined && pagination.limit !== null ? pagination.limit : DEFAULT_PAGE;
	if (!Number.isInteger(limit) || limit < 1) throw new QueryError(`pagination.limit must be a positive whole number; got ${limit}.`);
	const offset = offsetOf(pagination && pagination.cursor);
	const results = records.slice(offset, offset + limit).map(view);
	const next = offset + limit < records.length ? cursorFor(offset + limit) : null;
	return { pagination: { cursor: next, pageSize: results.length }, results };
}

const definitionView = (definition) => ({ ...definition, units: definition.units ? { id: `autodesk.unit.unit:${definition.units.toLowerCase().replace(/ /g, '')}-1.0.0`, name: definition.units } : null });

const displayOf = (value, definition) => (definition && definition.units ? `${value} ${definition.units}` : String(value));

const elementView = (group) => (element) => ({
	id: element.id,
	name: element.name,
	elementGroup: () => groupView(group),
	properties: {
		results: Object.entries(element.properties).map(([name, value]) => {
			const definition = DEFINITION_BY_NAME.get(name);
			return { name, value, displayValue: displayOf(value, definition), definition: definition && definitionView(definition) };
		}),
	},
});

const folderById = (folderId) => FOLDERS.find((folder) => folder.id === folderId);

function folderView(folder) {
	if (!folder) return null;
	const parent = folderById(folder.parentId);
	const path = [];
	for (let at = folder; at; at = folderById(at.parentId)) path.unshift(at.name);
	return { id: folder.id, name: folder.name, path: `/${path.join('/')}`, parentFolder: parent ? folderView(parent) : null };
}

/** A model at one of its versions (its tip when none is named). */
function groupView(group, versionNumber = group.versionNumber) {
	const versionOf = (version) => ({ versionNumber: version.versionNumber, createdOn: version.createdOn, elementGroup: () => groupView(group, version.versionNumber) });
	const version = group.versions.find((each) => each.versionNumber === versionNumber);
	return {
		id: group.id,
		name: group.name,
		createdOn: group.versions[0].createdOn,
		lastModifiedOn: group.createdOn,
		version: versionOf(version),
		alternativeIdentifiers: { fileUrn: group.fileUrn, fileVersionUrn: `${group.fileUrn.replace('dm.lineage:', 'fs.file:vf.')}?version=${versionNumber}` },
		parentFolder: () => folderView(folderById(group.folderId)),
		versionHistory: {
			id: Buffer.from(`versionHistory:${group.key}`).toString('base64url'),
			tipVersion: () => versionOf(group.versions[group.versions.length - 1]),
			versions: ({ filter, pagination }) => paged(group.versions.filter((each) => !filter || filter.number === undefined || filter.number === null || each.versionNumber === filter.number).map(versionOf).reverse(), pagination),
			versionByNumber: ({ versionNumber: wanted }) => {
				const found = group.versions.find((each) => each.versionNumber === wanted);
				return found ? versionOf(found) : null;
			},
		},
	};
}

function filterOf(filter) {
	if (!filter || filter.query === undefined || filter.query === null) return () => true;
	try {
		return parseFilter(filter.query);
	} catch (error) {
		if (error instanceof FilterError) throw new QueryError(`Invalid filter query: ${error.message}`);
		throw error;
	}
}

const ACC_HUB = HUBS.find((hub) => hub.key === 'acc');

/** The hub, projects and models a request sees: those of its Region (the seed's data is in US). */
function visible(context) {
	const here = context.region === AEC_REGION;
	return {
		hubs: here ? [{ id: AEC_SEED.hubId, name: ACC_HUB.name, alternativeIdentifiers: { dataManagementAPIHubId: ACC_HUB.id } }] : [],
		projects: here
			? [
					{ id: AEC_SEED.projectId, name: ACC_HUB.detailProject.name, alternativeIdentifiers: { dataManagementAPIProjectId: ACC_HUB.detailProject.id } },
					{ id: AEC_SEED.emptyProjectId, name: 'Sandbox Clinic', alternativeIdentifiers: { dataManagementAPIProjectId: 'b.5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b10' } },
				]
			: [],
		groups: here ? [...ELEMENT_GROUPS, ...(context.seededGroups ?? [])] : [],
	};
}

function groupById(context, elementGroupId) {
	const group = visible(context).groups.find((each) => each.id === elementGroupId);
	if (!group) throw new QueryError(`ElementGroup '${elementGroupId}' was not found.`, 'NOT_FOUND');
	return group;
}

const nameFilter = (filter) => (record) => !filter || !filter.name || record.name.toLowerCase().includes(String(filter.name).toLowerCase());

function projectOf(context, projectId) {
	const { projects } = visible(context);
	if (!projects.some((project) => project.id === projectId)) throw new QueryError(`Project '${projectId}' was not found.`, 'NOT_FOUND');
	return projectId;
}

/** A folder of the project (the seeded folders are Sandbox Hospital's). */
function folderIn(context, projectId, folderId) {
	projectOf(context, projectId);
	const folder = projectId === AEC_SEED.projectId && folderById(folderId);
	if (!folder) throw new QueryError(`Folder '${folderId}' was not found.`, 'NOT_FOUND');
	return folder;
}

/** The folder and every folder below it. */
const folderAndBelow = (folder) => [folder.id, ...FOLDERS.filter((each) => each.parentId === folder.id).flatMap((child) => folderAndBelow(child))];

const exactName = (filter) => (record) => !filter || !filter.name || record.name === filter.name;

function elementById(context, elementId) {
	for (const group of visible(context).groups) {
		const element = group.elements.find((each) => each.id === elementId);
		if (element) return elementView(group)(element);
	}
	throw new QueryError(`Element '${elementId}' was not found.`, 'NOT_FOUND');
}

const rootValue = {
	hubs: ({ filter, pagination }, context) => paged(visible(context).hubs.filter(nameFilter(filter)), pagination),
	projects({ hubId, filter, pagination }, context) {
		const { hubs, projects } = visible(context);
		if (!hubs.some((hub) => hub.id === hubId)) throw new QueryError(`Hub '${hubId}' was not found.`, 'NOT_FOUND');
		return paged(projects.filter(nameFilter(filter)), pagination);
	},
	elementGroupsByProject({ projectId, filter, pagination }, context) {
		const { projects, groups } = visible(context);
		if (!projects.some((project) => project.id === projectId)) throw new QueryError(`Project '${projectId}' was not found.`, 'NOT_FOUND');
		return paged(groups.filter((group) => group.projectId === projectId).filter(nameFilter(filter)).map((group) => groupView(group)), pagination);
	},
	folder: ({ projectId, folderId }, context) => folderView(folderIn(context, projectId, folderId)),
	foldersByProject: ({ projectId, filter, pagination }, context) =>
		paged((projectOf(context, projectId) === AEC_SEED.projectId ? FOLDERS : []).filter((folder) => !folder.parentId).filter(exactName(filter)).map(folderView), pagination),
	foldersByFolder({ projectId, folderId, filter, pagination }, context) {
		const folder = folderIn(context, projectId, folderId);
		return paged(FOLDERS.filter((each) => each.parentId === folder.id).filter(exactName(filter)).map(folderView), pagination);
	},
	elementGroupsByFolder({ projectId, folderId, filter, pagination }, context) {
		const folder = folderIn(context, projectId, folderId);
		return paged(visible(context).groups.filter((group) => group.folderId === folder.id).filter(nameFilter(filter)).map((group) => groupView(group)), pagination);
	},
	elementGroupsByFolderAndSubFolders({ projectId, folderId, filter, pagination }, context) {
		const below = folderAndBelow(folderIn(context, projectId, folderId));
		return paged(visible(context).groups.filter((group) => below.includes(group.folderId)).filter(nameFilter(filter)).map((group) => groupView(group)), pagination);
	},
	elementGroupAtTip: ({ elementGroupId }, context) => groupView(groupById(context, elementGroupId)),
	elementGroupByVersionNumber({ elementGroupId, versionNumber }, context) {
		const group = groupById(context, elementGroupId);
		if (!group.versions.some((version) => version.versionNumber === versionNumber)) throw new QueryError(`Version ${versionNumber} of ElementGroup '${elementGroupId}' was not found.`, 'NOT_FOUND');
		return groupView(group, versionNumber);
	},
	elementGroupExtractionStatus({ fileUrn, versionNumber }, context) {
		const group = visible(context).groups.find((each) => each.fileUrn === fileUrn);
		if (!group) throw new QueryError(`No extraction was found for file '${fileUrn}'.`, 'NOT_FOUND');
		if (!group.versions.some((version) => version.versionNumber === versionNumber)) throw new QueryError(`No extraction was found for version ${versionNumber} of file '${fileUrn}'.`, 'NOT_FOUND');
		return { status: 'SUCCESS', details: null, elementGroup: groupView(group, versionNumber) };
	},
	elementAtTip: ({ elementId }, context) => elementById(context, elementId),
	elementsByElementGroupAtVersion({ elementGroupId, versionNumber, filter, pagination }, context) {
		const group = groupById(context, elementGroupId);
		if (!group.versions.some((version) => version.versionNumber === versionNumber)) throw new QueryError(`Version ${versionNumber} of ElementGroup '${elementGroupId}' was not found.`, 'NOT_FOUND');
		return paged(elementsAtVersion(group, versionNumber).filter(filterOf(filter)), pagination, elementView(group));
	},
	diffElementGroupByVersionWithLatest({ elementGroupId, startVersion, changeFilter, pagination }, context) {
		const group = groupById(context, elementGroupId);
		const from = startVersion ?? 1;
		if (!group.versions.some((version) => version.versionNumber === from)) throw new QueryError(`Version ${from} of ElementGroup '${elementGroupId}' was not found.`, 'NOT_FOUND');
		const changes = changesSince(group, from).filter((change) => !changeFilter || !changeFilter.length || changeFilter.includes(change.type));
		const page = paged(changes, pagination, (change) => ({
			type: change.type,
			element: elementView(group)(change.element),
			// The reference's tutorial: an addition or removal answers null for both.
			differences: ({ pagination: inner }) => (change.differences.length ? paged(change.differences, inner) : { pagination: null, results: null }),
		}));
		return { result: page.results, pagination: page.pagination };
	},
	elementsByElementGroups({ elementGroupIds, filter, pagination }, context) {
		if (!elementGroupIds.length || elementGroupIds.length > MAX_ELEMENT_GROUPS) throw new QueryError(`elementGroupIds takes 1 to ${MAX_ELEMENT_GROUPS} elementGroup IDs; got ${elementGroupIds.length}.`);
		const groups = [...new Set(elementGroupIds)].map((id) => groupById(context, id));
		const matches = filterOf(filter);
		const found = groups.flatMap((group) => group.elements.filter(matches).map((element) => ({ group, element })));
		return paged(found, pagination, ({ group, element }) => elementView(group)(element));
	},
	elementsByElementGroup({ elementGroupId, filter, pagination }, context) {
		const group = groupById(context, elementGroupId);
		const matches = filterOf(filter);
		return paged(group.elements.filter(matches), pagination, elementView(group));
	},
	propertyDefinitionsByElementGroup({ elementGroupId, pagination }, context) {
		const group = groupById(context, elementGroupId);
		const used = new Set(group.elements.flatMap((element) => Object.keys(element.properties)));
		return paged(DEFINITIONS.filter((definition) => used.has(definition.name)).map(definitionView), pagination);
	},
	distinctPropertyValuesInElementGroupByName({ elementGroupId, name, filter, limit }, context) {
		const group = groupById(context, elementGroupId);
		const matches = filterOf(filter);
		const definition = DEFINITIONS.find((each) => each.name.toLowerCase() === name.toLowerCase());
		if (!definition) return { results: [] };
		const counts = new Map();
		for (const element of group.elements.filter(matches)) {
			const value = element.properties[definition.name];
			if (value === undefined) continue;
			counts.set(String(value), (counts.get(String(value)) || 0) + 1);
		}
		const values = [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
		return { results: [{ definition: definitionView(definition), values: limit ? values.slice(0, limit) : values }] };
	},
};

module.exports = { DEFAULT_PAGE, MAX_ELEMENT_GROUPS, QueryError, rootValue };
