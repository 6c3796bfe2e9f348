'use strict';

const { UUID } = require('../construction');
const { badRequest } = require('./access');

/** The fields of an item's create and update bodies, checked as the service would. */
const TEXT = { title: 255, description: 10000, customIdentifier: 50, responseComment: 10000 };
const PRIORITIES = ['low', 'normal', 'high'];
/** managerType and subcontractorType: 1 a user, 2 a company, 3 a role. */
const ASSIGNEE_TYPES = ['1', '2', '3'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function readText(body, name) {
	const value = body[name];
	if (value !== null && typeof value !== 'string') throw badRequest(`${name} must be a string.`);
	if (name === 'title' && !String(value ?? '').trim()) throw badRequest('title must not be empty.');
	if (value && value.length > TEXT[name]) throw badRequest(`${name} must be at most ${TEXT[name]} characters; got ${value.length}.`);
	return value;
}

function readDate(body, name) {
	const value = body[name];
	if (value !== null && (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(value))))
		throw badRequest(`${name} must be a date as YYYY-MM-DD; got '${value}'.`);
	return value;
}

/** A reference to one of the project's records (`list`), by its UUID. */
function readReference(body, name, list, what, { active = false } = {}) {
	const value = body[name];
	if (value === null && name === 'packageId') return null;
	if (typeof value !== 'string' || !UUID.test(value)) throw badRequest(`${name} must be a UUID; got '${value}'.`);
	const record = list.find((entry) => entry.id === value.toLowerCase());
	if (!record) throw badRequest(`${name} '${value}' is not ${what} of this project.`);
	if (active && record.isActive === false) throw badRequest(`${what[0].toUpperCase()}${what.slice(2)} '${record.value}' is inactive.`);
	return record.id;
}

/** Reads the fields `allowed` of a body into what the item stores; refuses an unknown field. */
function readItemFields(body, container, allowed) {
	const unknown = Object.keys(body).find((key) => !allowed.includes(key));
	if (unknown) throw badRequest(`Unknown field '${unknown}'. Fields: ${allowed.join(', ')}.`);
	const fields = {};
	for (const name of Object.keys(TEXT)) if (name in body) fields[name] = readText(body, name);
	for (const name of ['dueDate', 'requiredOnJobDate']) if (name in body) fields[name] = readDate(body, name);
	if ('priority' in body) {
		if (!PRIORITIES.includes(body.priority)) throw badRequest(`priority must be one of ${PRIORITIES.join(', ')}; got '${body.priority}'.`);
		fields.priority = body.priority;
	}
	if ('typeId' in body) fields.typeId = readReference(body, 'typeId', container.itemTypes, 'an item type', { active: true });
	if ('specId' in body) fields.specId = readReference(body, 'specId', container.specs, 'a spec');
	if ('packageId' in body) fields.packageId = readReference(body, 'packageId', container.packages, 'a package');
	for (const role of ['manager', 'subcontractor']) {
		const type = `${role}Type`;
		if (role in body) {
			if (body[role] !== null && (typeof body[role] !== 'string' || !body[role])) throw badRequest(`${role} must be the ID of a user, company or role.`);
			fields[role] = body[role];
		}
		if (type in body) {
			if (body[type] !== null && !ASSIGNEE_TYPES.includes(body[type]))
				throw badRequest(`${type} must be one of ${ASSIGNEE_TYPES.join(', ')} (1 user, 2 company, 3 role); got '${body[type]}'.`);
			fields[type] = body[type];
		}
		if (fields[role] && !(type in body)) throw badRequest(`${type} is required with ${role}.`);
	}
	if (fields.customIdentifier) {
		const taken = container.items.find((item) => item.customIdentifier === fields.customIdentifier);
		if (taken) throw badRequest(`customIdentifier '${fields.customIdentifier}' is already the number of item ${taken.identifier}.`);
	}
	return fields;
}

module.exports = { readItemFields, PRIORITIES };
