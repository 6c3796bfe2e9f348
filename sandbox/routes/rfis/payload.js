'use strict';

const { badRequest, isPlainObject } = require('./access');
const { UUID } = require('../construction');
const seed = require('../../seed/rfis');

/** The attributes an RFI takes on create and update (status on update goes through the workflow). */
const TEXT = { title: 255, question: 10000, suggestedAnswer: 10000, location: 1000 };
const CHOICES = {
	priority: ['low', 'normal', 'high'],
	costImpact: ['yes', 'no', 'unknown'],
	scheduleImpact: ['yes', 'no', 'unknown'],
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ASSIGNEE_TYPES = ['user', 'role', 'company'];
const FIELDS = [
	'title',
	'question',
	'suggestedAnswer',
	'location',
	'rfiTypeId',
	'assignedTo',
	'dueDate',
	'priority',
	'costImpact',
	'scheduleImpact',
	'customAttributes',
];

/** Reads the attributes of a create or update body into what the RFI stores; refuses what it does not know. */
function readAttributes(body, container, { allowed }) {
	if (!isPlainObject(body)) throw badRequest('The request body must be a JSON object.');
	const unknown = Object.keys(body).find((key) => !allowed.includes(key));
	if (unknown) throw badRequest(`Unknown field '${unknown}'. Fields: ${allowed.join(', ')}.`);
	const fields = {};
	for (const [name, max] of Object.entries(TEXT)) {
		if (!(name in body)) continue;
		const value = body[name];
		if (value !== null && typeof value !== 'string') throw badRequest(`${name} must be a string.`);
		if (name === 'title' && !String(value ?? '').trim())
			throw badRequest('title must not be empty.');
		if (value && value.length > max)
			throw badRequest(`${name} must be at most ${max} characters; got ${value.length}.`);
		fields[name] = value;
	}
	for (const [name, values] of Object.entries(CHOICES)) {
		if (!(name in body) || body[name] === null) continue;
		if (!values.includes(body[name]))
			throw badRequest(`${name} must be one of ${values.join(', ')}; got '${body[name]}'.`);
		fields[name] = body[name];
	}
	if ('dueDate' in body) {
		if (
			body.dueDate !== null &&
			(typeof body.dueDate !== 'string' ||
				!DATE.test(body.dueDate) ||
				Number.isNaN(Date.parse(body.dueDate)))
		)
			throw badRequest(`dueDate must be a date as YYYY-MM-DD; got '${body.dueDate}'.`);
		fields.dueDate = body.dueDate;
	}
	if ('rfiTypeId' in body) {
		const type = container.types.find((entry) => entry.id === body.rfiTypeId);
		if (!type)
			throw badRequest(`rfiTypeId '${body.rfiTypeId}' is not an RFI type of this project.`);
		if (!type.isActive) throw badRequest(`RFI type '${type.name}' is inactive.`);
		fields.rfiTypeId = type.id;
	}
	if ('assignedTo' in body) fields.assignedTo = readAssignees(body.assignedTo);
	if ('customAttributes' in body)
		fields.customAttributes = readCustomAttributes(body.customAttributes, container);
	return fields;
}

function readAssignees(value) {
	if (!Array.isArray(value)) throw badRequest('assignedTo must be an array of { id, type }.');
	return value.map((entry) => {
		if (!isPlainObject(entry) || typeof entry.id !== 'string' || !entry.id)
			throw badRequest('assignedTo entries must be objects with id and type.');
		const extra = Object.keys(entry).find((key) => key !== 'id' && key !== 'type');
		if (extra) throw badRequest(`assignedTo entries take id and type; got '${extra}'.`);
		if (!ASSIGNEE_TYPES.includes(entry.type))
			throw badRequest(
				`assignedTo type must be one of ${ASSIGNEE_TYPES.join(', ')}; got '${entry.type}'.`,
			);
		return { id: entry.id, type: entry.type };
	});
}

function readCustomAttributes(value, container) {
	if (!Array.isArray(value))
		throw badRequest('customAttributes must be an array of { attributeDefinitionId, value }.');
	return value.map((entry) => {
		if (!isPlainObject(entry) || !UUID.test(String(entry.attributeDefinitionId)))
			throw badRequest('customAttributes entries need attributeDefinitionId (a UUID) and value.');
		const definition = container.attributes.find(
			(attribute) => attribute.id === entry.attributeDefinitionId,
		);
		if (!definition)
			throw badRequest(
				`attributeDefinitionId '${entry.attributeDefinitionId}' is not a custom attribute of this project.`,
			);
		if (
			definition.options &&
			entry.value !== null &&
			!definition.options.some((option) => option.value === entry.value)
		)
			throw badRequest(
				`${definition.name} takes ${definition.options.map((option) => option.value).join(', ')}; got '${entry.value}'.`,
			);
		return {
			attributeDefinitionId: definition.id,
			name: definition.name,
			value: entry.value ?? null,
		};
	});
}

const isStatus = (value) => seed.STATUSES.includes(value);

module.exports = { readAttributes, FIELDS, isStatus };
