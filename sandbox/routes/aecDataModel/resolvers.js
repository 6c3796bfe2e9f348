'use strict';

const { AEC_REGION, AEC_SEED, DEFINITIONS, ELEMENT_GROUPS } = require('../../seed/aecDataModel');
const { HUBS } = require('../../seed/data');
const { FilterError, parseFilter } = require('./rsql');

/** The page a list answers when the query names no limit (the sandbox's choice: the guide gives none). */
const DEFAULT_PAGE = 50;

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

/** One page of `records` and the cursor of the next (none after the last). */
function paged(records, pagination) {
	const limit = pagination && pagination.limit !== undefined && pagination.limit !== null ? pagination.limit : DEFAULT_PAGE;
	if (!Number.isInteger(limit) || limit < 1) throw new QueryError(`pagination.limit must be a positive whole number; got ${limit}.`);
	const offset = offsetOf(pagination && pagination.cursor);
	const results = records.slice(offset, offset + limit);
	const next = offset + limit < records.length ? cursorFor(offset + limit) : null;
	return { pagination: { cursor: next, pageSize: results.length }, results };
}

const definitionView = (definition) => ({ ...definition, units: definition.units ? { id: `autodesk.unit.unit:${definition.units.toLowerCase().replace(/ /g, '')}-1.0.0`, name: definition.units } : null });

const displayOf = (value, definition) => (definition && definition.units ? `${value} ${definition.units}` : String(value));

const elementView = (group) => (element) => ({
	id: element.id,
	name: element.name,
	elementGroup: groupView(group),
	properties: {
		results: Object.entries(element.properties).map(([name, value]) => {
			const definition = DEFINITION_BY_NAME.get(name);
			return { name, value, displayValue: displayOf(value, definition), definition: definition && definitionView(definition) };
		}),
	},
});

function groupView(group) {
	return {
		id: group.id,
		name: group.name,
		createdOn: group.createdOn,
		version: { versionNumber: group.versionNumber, createdOn: group.createdOn },
		alternativeIdentifiers: { fileUrn: group.fileUrn, fileVersionUrn: group.fileVersionUrn },
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
		groups: here ? ELEMENT_GROUPS : [],
	};
}

function groupById(context, elementGroupId) {
	const group = visible(context).groups.find((each) => each.id === elementGroupId);
	if (!group) throw new QueryError(`ElementGroup '${elementGroupId}' was not found.`, 'NOT_FOUND');
	return group;
}

const nameFilter = (filter) => (record) => !filter || !filter.name || record.name.toLowerCase().includes(String(filter.name).toLowerCase());

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
		return paged(groups.filter((group) => group.projectId === projectId).filter(nameFilter(filter)).map(groupView), pagination);
	},
	elementGroupAtTip: ({ elementGroupId }, context) => groupView(groupById(context, elementGroupId)),
	elementsByElementGroup({ elementGroupId, filter, pagination }, context) {
		const group = groupById(context, elementGroupId);
		const matches = filterOf(filter);
		return paged(group.elements.filter(matches).map(elementView(group)), pagination);
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

module.exports = { DEFAULT_PAGE, QueryError, rootValue };
