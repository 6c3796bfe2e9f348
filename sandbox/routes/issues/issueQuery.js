'use strict';

const { badRequest } = require('./access');
const { listFilter, booleanFilter, refuseUnknown } = require('./paging');
const { dateFilters } = require('./dates');

/** Filters of GET issues whose values are matched as they stand (comma-separated alternatives). */
const EQUALITY_FILTERS = [
	'id',
	'issueTypeId',
	'issueSubtypeId',
	'status',
	'createdBy',
	'updatedBy',
	'assignedTo',
	'rootCauseId',
	'locationId',
	'closedBy',
	'assignedToType',
];
const DATE_FILTERS = ['dueDate', 'startDate', 'createdAt', 'updatedAt', 'closedAt'];
const OTHER_FILTERS = [
	'linkedDocumentUrn',
	'subLocationId',
	'search',
	'displayId',
	'deleted',
	'valid',
	'customAttributes',
];

/**
 * `autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml, schema `sortBy`,
 * and the attribute each one sorts on.
 */
const SORT_KEYS = {
	createdAt: 'createdAt',
	updatedAt: 'updatedAt',
	createdBy: 'createdBy',
	displayId: 'displayId',
	title: 'title',
	description: 'description',
	status: 'status',
	assignedTo: 'assignedTo',
	assignedToType: 'assignedToType',
	dueDate: 'dueDate',
	locationDetails: 'locationDetails',
	published: 'published',
	closedBy: 'closedBy',
	closedAt: 'closedAt',
	issueSubType: 'issueSubtypeId',
	issueType: 'issueTypeId',
	customAttributes: undefined,
	startDate: 'startDate',
};

/**
 * `autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml, schema `fields`.
 */
const FIELDS = [
	'id',
	'displayId',
	'title',
	'description',
	'issueTypeId',
	'issueSubtypeId',
	'status',
	'assignedTo',
	'assignedToType',
	'dueDate',
	'startDate',
	'locationId',
	'locationDetails',
	'rootCauseTitle',
	'rootCauseId',
	'permittedStatuses',
	'permittedAttributes',
	'permittedActions',
	'published',
	'commentCount',
	'openedBy',
	'openedAt',
	'closedBy',
	'closedAt',
	'createdBy',
	'createdAt',
	'updatedBy',
	'updatedAt',
	'customAttributes',
];

const KNOWN_PARAMETERS = [
	'limit',
	'offset',
	'sortBy',
	'fields',
	...[...EQUALITY_FILTERS, ...DATE_FILTERS, ...OTHER_FILTERS].map((name) => `filter[${name}]`),
];

/** The predicate of GET issues' filters (every filter must pass). */
function issueFilter(query, container) {
	refuseUnknown(query, KNOWN_PARAMETERS);
	const tests = [];
	for (const name of EQUALITY_FILTERS) {
		const values = listFilter(query, `filter[${name}]`);
		if (values)
			tests.push((issue) => values.includes(issue[name] === null ? 'null' : String(issue[name])));
	}
	tests.push(dateFilters(query, DATE_FILTERS));
	const displayIds = listFilter(query, 'filter[displayId]');
	if (displayIds) {
		if (!displayIds.every((value) => /^\d+$/.test(value)))
			throw badRequest(`filter[displayId] must be integers; got '${displayIds.join(',')}'.`);
		tests.push((issue) => displayIds.includes(String(issue.displayId)));
	}
	const documents = listFilter(query, 'filter[linkedDocumentUrn]');
	if (documents)
		tests.push((issue) =>
			issue.linkedDocuments.some((document) => documents.includes(document.urn)),
		);
	const subLocations = listFilter(query, 'filter[subLocationId]');
	if (subLocations)
		tests.push((issue) => withinLocations(container, issue.locationId, subLocations));
	const search = query.get('filter[search]');
	if (search) {
		const text = search.toLowerCase();
		tests.push(
			(issue) => issue.title.toLowerCase().includes(text) || String(issue.displayId).includes(text),
		);
	}
	const deleted = booleanFilter(query, 'filter[deleted]') ?? false;
	tests.push((issue) => issue.deleted === deleted);
	const valid = booleanFilter(query, 'filter[valid]');
	if (valid !== undefined)
		tests.push((issue) => Boolean(issue.issueTypeId && issue.issueSubtypeId) === valid);
	for (const key of new Set(query.keys())) {
		const match = /^filter\[customAttributes\]\[([^\]]+)\]$/.exec(key);
		if (!match) continue;
		const values = listFilter(query, key);
		tests.push((issue) =>
			issue.customAttributes.some(
				(attribute) =>
					attribute.attributeDefinitionId === match[1] && values.includes(String(attribute.value)),
			),
		);
	}
	return (issue) => tests.every((test) => test(issue));
}

/** Whether a location is one of `locationIds` or below one of them. */
function withinLocations(container, locationId, locationIds) {
	for (
		let current = locationId && container.locations.get(locationId);
		current;
		current = container.locations.get(current.parentId)
	) {
		if (locationIds.includes(current.id)) return true;
	}
	return false;
}

/** A comparator for `sortBy` (a `-` in front sorts descending; empty values last); display id breaks ties. */
function issueOrder(query) {
	const criteria = (listFilter(query, 'sortBy') || []).map((entry) => {
		const descending = entry.startsWith('-');
		const name = descending ? entry.slice(1) : entry;
		if (!Object.prototype.hasOwnProperty.call(SORT_KEYS, name))
			throw badRequest(`sortBy must name ${Object.keys(SORT_KEYS).join(', ')}; got '${entry}'.`);
		return { key: SORT_KEYS[name], sign: descending ? -1 : 1 };
	});
	return (a, b) => {
		for (const { key, sign } of criteria) {
			if (!key) continue;
			const [x, y] = [a[key], b[key]];
			if (x === y) continue;
			if (x === null || x === undefined) return 1;
			if (y === null || y === undefined) return -1;
			return sign * (x < y ? -1 : 1);
		}
		return a.displayId - b.displayId;
	};
}

function readFields(query) {
	const fields = listFilter(query, 'fields');
	if (!fields) return undefined;
	const unknown = fields.find((field) => !FIELDS.includes(field));
	if (unknown) throw badRequest(`fields must name ${FIELDS.join(', ')}; got '${unknown}'.`);
	return fields;
}

module.exports = { issueFilter, issueOrder, readFields };
