'use strict';

const { badRequest } = require('./access');
const { readIssueDate } = require('./dates');
const { STATUSES, PAYLOAD_FIELDS } = require('./rules');

const REQUIRED_ON_CREATE = ['title', 'issueSubtypeId', 'status'];
const ASSIGNEE_TYPES = ['user', 'company', 'role'];
/**
 * Longest values: the reference page of POST issues gives 4200 for the title
 * (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml 10000).
 */
const MAX_LENGTH = { title: 4200, description: 10000, locationDetails: 8300 };

const isPlainObject = (value) =>
	value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The attributes of a create or update body (`autodesk-platform-services/aps-sdk-openapi`
 * construction/issues/Issues.yaml, schema `IssuePayload`), checked: any other attribute is refused
 * by name, and on create `title`, `issueSubtypeId` and `status` are required. Answers the changes
 * to apply; custom attributes are checked against the issue's type by `checkCustomAttributes` once
 * the type is known.
 */
function readIssuePayload(body, { container, project, creating }) {
	if (!isPlainObject(body)) throw badRequest('The body must be a JSON object.');
	for (const key of Object.keys(body)) {
		if (!PAYLOAD_FIELDS.includes(key))
			throw badRequest(
				`${key} cannot be ${creating ? 'set' : 'updated'} through the API; the attributes are ${PAYLOAD_FIELDS.join(', ')}.`,
			);
	}
	if (creating) {
		const missing = REQUIRED_ON_CREATE.filter(
			(field) => body[field] === undefined || body[field] === null,
		);
		if (missing.length)
			throw badRequest(`${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} required.`);
	}
	const changes = {};
	const has = (field) => Object.prototype.hasOwnProperty.call(body, field);
	if (has('title')) {
		if (typeof body.title !== 'string' || !body.title.trim())
			throw badRequest('title must be a non-empty string.');
		changes.title = limited('title', body.title);
	}
	for (const field of ['description', 'locationDetails', 'snapshotUrn', 'issueTemplateId']) {
		if (!has(field)) continue;
		if (body[field] !== null && typeof body[field] !== 'string')
			throw badRequest(`${field} must be a string or null.`);
		changes[field] = body[field] === null ? null : limited(field, body[field]);
	}
	if (has('issueSubtypeId')) Object.assign(changes, readSubtype(container, body.issueSubtypeId));
	if (has('status')) {
		if (!STATUSES.includes(body.status))
			throw badRequest(
				`status must be one of ${STATUSES.join(', ')}; got ${JSON.stringify(body.status)}.`,
			);
		changes.status = body.status;
	}
	if (has('assignedTo') || has('assignedToType'))
		Object.assign(changes, readAssignee(project, body));
	for (const field of ['dueDate', 'startDate'])
		if (has(field)) changes[field] = readIssueDate(field, body[field]);
	if (has('locationId')) {
		if (body.locationId !== null && !container.locations.has(body.locationId))
			throw badRequest(
				`locationId ${JSON.stringify(body.locationId)} is not a location of this project.`,
			);
		changes.locationId = body.locationId;
	}
	if (has('rootCauseId')) {
		if (body.rootCauseId !== null && !container.rootCauses.has(body.rootCauseId))
			throw badRequest(
				`rootCauseId ${JSON.stringify(body.rootCauseId)} is not a root cause of this project.`,
			);
		changes.rootCauseId = body.rootCauseId;
	}
	if (has('published')) {
		if (typeof body.published !== 'boolean') throw badRequest('published must be true or false.');
		changes.published = body.published;
	}
	if (has('watchers')) changes.watchers = readWatchers(project, body.watchers);
	if (has('customAttributes'))
		changes.customAttributes = readCustomAttributes(container, body.customAttributes);
	if (has('gpsCoordinates')) changes.gpsCoordinates = readCoordinates(body.gpsCoordinates);
	return changes;
}

function limited(field, text) {
	const max = MAX_LENGTH[field];
	if (max && text.length > max)
		throw badRequest(`${field} must be at most ${max} characters; got ${text.length}.`);
	return text;
}

function readSubtype(container, subtypeId) {
	const subtype = typeof subtypeId === 'string' ? container.subtypes.get(subtypeId) : undefined;
	if (!subtype)
		throw badRequest(
			`issueSubtypeId ${JSON.stringify(subtypeId)} is not an issue subtype of this project.`,
		);
	const type = container.types.find((candidate) => candidate.id === subtype.issueTypeId);
	if (!subtype.isActive || !type.isActive)
		throw badRequest(`Issue subtype ${subtype.title} (${subtype.id}) is not active.`);
	return { issueSubtypeId: subtype.id, issueTypeId: type.id };
}

/**
 * An assignee id goes with its type (`autodesk-platform-services/aps-sdk-openapi`
 * construction/issues/Issues.yaml): both, or both null to clear.
 */
function readAssignee(project, { assignedTo, assignedToType }) {
	if (assignedTo === null && assignedToType === null)
		return { assignedTo: null, assignedToType: null };
	if (
		assignedTo === undefined ||
		assignedToType === undefined ||
		assignedTo === null ||
		assignedToType === null
	)
		throw badRequest(
			'assignedTo and assignedToType go together: send both, or both null to clear the assignee.',
		);
	if (!ASSIGNEE_TYPES.includes(assignedToType))
		throw badRequest(
			`assignedToType must be one of ${ASSIGNEE_TYPES.join(', ')}; got ${JSON.stringify(assignedToType)}.`,
		);
	if (typeof assignedTo !== 'string' || !assignedTo) throw badRequest('assignedTo must be an id.');
	if (assignedToType === 'user' && !project.members.has(assignedTo))
		throw badRequest(`assignedTo ${assignedTo} is not a member of this project.`);
	return { assignedTo, assignedToType };
}

function readWatchers(project, watchers) {
	if (!Array.isArray(watchers) || !watchers.every((id) => typeof id === 'string'))
		throw badRequest('watchers must be a list of user ids.');
	const stranger = watchers.find((id) => !project.members.has(id));
	if (stranger) throw badRequest(`watchers: ${stranger} is not a member of this project.`);
	return [...new Set(watchers)];
}

function readCustomAttributes(container, list) {
	if (!Array.isArray(list))
		throw badRequest('customAttributes must be a list of { attributeDefinitionId, value }.');
	return list.map((entry, index) => {
		if (
			!isPlainObject(entry) ||
			typeof entry.attributeDefinitionId !== 'string' ||
			!('value' in entry)
		)
			throw badRequest(`customAttributes[${index}] must have attributeDefinitionId and value.`);
		const definition = container.attributes.find(
			(candidate) => candidate.id === entry.attributeDefinitionId && !candidate.deletedAt,
		);
		if (!definition)
			throw badRequest(
				`customAttributes[${index}].attributeDefinitionId ${entry.attributeDefinitionId} is not a custom attribute of this project.`,
			);
		return {
			attributeDefinitionId: definition.id,
			value: readAttributeValue(definition, entry.value, index),
		};
	});
}

/** A list attribute takes the id of one of its options; numeric a number; text and paragraph a string. */
function readAttributeValue(definition, value, index) {
	if (value === null) return null;
	const where = `customAttributes[${index}] (${definition.title})`;
	if (definition.dataType === 'list') {
		const options = definition.metadata.list.options;
		if (!options.some((option) => option.id === value))
			throw badRequest(
				`${where} must be the id of one of its options: ${options.map((option) => `${option.id} (${option.value})`).join(', ')}.`,
			);
		return value;
	}
	if (definition.dataType === 'numeric') {
		if (typeof value !== 'number' || !Number.isFinite(value))
			throw badRequest(`${where} must be a number.`);
		return value;
	}
	if (typeof value !== 'string') throw badRequest(`${where} must be a string.`);
	return value;
}

/** Custom attributes must be mapped to the project or to the issue's type or subtype. */
function checkCustomAttributes(container, customAttributes, issue) {
	const mappedTo = new Set([container.projectGuid, issue.issueTypeId, issue.issueSubtypeId]);
	for (const { attributeDefinitionId } of customAttributes) {
		const mapped = container.mappings.some(
			(mapping) =>
				mapping.attributeDefinitionId === attributeDefinitionId &&
				mappedTo.has(mapping.mappedItemId),
		);
		if (!mapped)
			throw badRequest(
				`Custom attribute ${attributeDefinitionId} does not apply to issues of type ${issue.issueTypeId}.`,
			);
	}
}

function readCoordinates(value) {
	if (value === null) return null;
	const valid =
		isPlainObject(value) &&
		Number.isFinite(value.latitude) &&
		Number.isFinite(value.longitude) &&
		Math.abs(value.latitude) <= 90 &&
		Math.abs(value.longitude) <= 180;
	if (!valid)
		throw badRequest(
			'gpsCoordinates must be { latitude (-90..90), longitude (-180..180) } or null.',
		);
	return { latitude: value.latitude, longitude: value.longitude };
}

module.exports = { readIssuePayload, checkCustomAttributes, isPlainObject };
