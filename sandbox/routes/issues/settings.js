'use strict';

const { json } = require('../../responses');
const { badRequest, issuesCall, can } = require('./access');
const { readPaging, page, listFilter, booleanFilter, refuseUnknown } = require('./paging');
const { dateFilters } = require('./dates');
const rules = require('./rules');
const { READ } = require('./issues');

const DATA_TYPES = ['list', 'text', 'paragraph', 'numeric'];
/**
 * `autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml gives 1-200 (default
 * 200) for attribute definitions and mappings; the sandbox uses it for every settings list.
 */
const SETTINGS_PAGING = { defaultLimit: 200, maxLimit: 200 };
/** The dates the settings lists filter on: types and root causes by update only. */
const UPDATE_DATE = ['updatedAt'];
const RECORD_DATES = ['createdAt', 'updatedAt', 'deletedAt'];

/** Issue types (categories), with their subtypes on `include=subtypes`. */
function listTypes(ctx, request) {
	const call = issuesCall(ctx, request, READ);
	refuseUnknownSettings(request.query, UPDATE_DATE, ['include', 'filter[isActive]']);
	const withSubtypes = readInclude(request.query, 'subtypes');
	const active = booleanFilter(request.query, 'filter[isActive]');
	const matches = dateFilters(request.query, UPDATE_DATE);
	const types = call.container.types.filter(
		(type) => (active === undefined || type.isActive === active) && matches(type),
	);
	return listed(request, types, withChildren('subtypes', withSubtypes));
}

/** Root cause categories, with their root causes on `include=rootcauses`. */
function listRootCauseCategories(ctx, request) {
	const call = issuesCall(ctx, request, READ);
	refuseUnknownSettings(request.query, UPDATE_DATE, ['include']);
	const withCauses = readInclude(request.query, 'rootcauses');
	const matches = dateFilters(request.query, UPDATE_DATE);
	const categories = call.container.rootCauseCategories.filter(matches);
	return listed(request, categories, withChildren('rootCauses', withCauses));
}

/** Custom attribute definitions; a list attribute carries its options in `metadata.list.options`. */
function listAttributeDefinitions(ctx, request) {
	const call = issuesCall(ctx, request, READ);
	refuseUnknownSettings(request.query, RECORD_DATES, ['filter[dataType]']);
	const dataTypes = listFilter(request.query, 'filter[dataType]');
	const unknown = dataTypes && dataTypes.find((type) => !DATA_TYPES.includes(type));
	if (unknown)
		throw badRequest(`filter[dataType] must be among ${DATA_TYPES.join(', ')}; got '${unknown}'.`);
	const matches = dateFilters(request.query, RECORD_DATES);
	const definitions = call.container.attributes.filter(
		(definition) => (!dataTypes || dataTypes.includes(definition.dataType)) && matches(definition),
	);
	return listed(request, definitions, (definition) => permitted(structuredClone(definition)));
}

/** Which custom attributes apply where: the project (`container`) or an issue type. */
function listAttributeMappings(ctx, request) {
	const call = issuesCall(ctx, request, READ);
	refuseUnknownSettings(request.query, RECORD_DATES, [
		'filter[attributeDefinitionId]',
		'filter[mappedItemId]',
	]);
	const definitionIds = listFilter(request.query, 'filter[attributeDefinitionId]');
	const itemIds = listFilter(request.query, 'filter[mappedItemId]');
	const matches = dateFilters(request.query, RECORD_DATES);
	const mappings = call.container.mappings.filter(
		(mapping) =>
			(!definitionIds || definitionIds.includes(mapping.attributeDefinitionId)) &&
			(!itemIds || itemIds.includes(mapping.mappedItemId)) &&
			matches(mapping),
	);
	return listed(request, mappings, permitted);
}

/**
 * The caller's issue permissions in the project (`autodesk-platform-services/aps-sdk-openapi`
 * construction/issues/Issues.yaml, schema `User`): `issues.new` is there only when the caller may
 * create issues.
 */
function getMyProfile(ctx, request) {
	const call = issuesCall(ctx, request, READ);
	refuseUnknown(request.query, []);
	const manager = can(call.level, 'write');
	const issues = { filter: { permittedStatuses: [...rules.STATUSES] } };
	if (can(call.level, 'create')) {
		const actions = [
			manager ? 'assign_all' : 'assign_same_company',
			'clear_assignee',
			'add_comment',
		];
		issues.new = {
			permittedActions: actions,
			permittedAttributes: [...rules.LISTED_ATTRIBUTES],
			permittedStatuses: [...rules.NEW_STATUSES],
			permitted_actions: actions,
			permitted_attributes: [...rules.LISTED_ATTRIBUTES],
			permitted_statuses: [...rules.NEW_STATUSES],
		};
	}
	return json(200, {
		id: call.userId,
		isProjectAdmin: call.project.members.get(call.userId) === 'admin',
		canManageTemplates: manager,
		issues,
		permissionLevels: [...call.level],
	});
}

/**
 * Refuses the query parameters a settings list does not take: it takes `limit`, `offset`, a
 * `filter[<date>]` for each of `dates` and the parameters in `others`.
 */
function refuseUnknownSettings(query, dates, others) {
	refuseUnknown(query, ['limit', 'offset', ...dates.map((name) => `filter[${name}]`), ...others]);
}

/** One page of a settings list, each record rendered by `render`. */
function listed(request, records, render) {
	return json(200, page(records, readPaging(request.query, SETTINGS_PAGING), render));
}

/** A settings record as listed: the caller may do nothing to it, nor change any attribute. */
function permitted(record) {
	return { ...record, permittedActions: [], permittedAttributes: [] };
}

/** Renders a parent record with its children under `key` when they are included, else without them. */
function withChildren(key, included) {
	return ({ [key]: children, ...parent }) => ({
		...permitted(parent),
		...(included ? { [key]: children.map(permitted) } : {}),
	});
}

function readInclude(query, allowed) {
	const values = listFilter(query, 'include');
	if (!values) return false;
	const unknown = values.find((value) => value !== allowed);
	if (unknown) throw badRequest(`include must be '${allowed}'; got '${unknown}'.`);
	return true;
}

module.exports = {
	listTypes,
	listRootCauseCategories,
	listAttributeDefinitions,
	listAttributeMappings,
	getMyProfile,
};
