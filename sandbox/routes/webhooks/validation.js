'use strict';

const { SCOPE_NAMES } = require('./catalog');
const { compileFilter, FilterSyntaxError } = require('./filter');
const { webhookError } = require('./store');

const MAX_HOOK_ATTRIBUTE_BYTES = 1024;
const SCOPE_NAME = /^[A-Za-z][A-Za-z0-9._-]*$/;
/** ModifyHookPayload of the OpenAPI file: callbackWithEventPayloadOnly is set on create only. */
const PATCHABLE = ['status', 'filter', 'hookAttribute', 'token', 'autoReactivateHook', 'hookExpiry'];

const invalid = (detail) => webhookError(400, 'BAD_INPUT', detail);

function requireJson(request) {
	const type = String(request.headers['content-type'] || '');
	if (!/^application\/json\b/i.test(type)) throw invalid('Content-Type must be application/json.');
	const body = request.json();
	if (!isPlainObject(body)) throw invalid('The request body must be a JSON object.');
	return body;
}

/** The fields of a create-hook body, checked. */
function validateCreateBody(body) {
	const fields = {};
	if (typeof body.callbackUrl !== 'string' || !isHttpUrl(body.callbackUrl)) throw invalid('callbackUrl is required and must be an http or https URL.');
	fields.callbackUrl = body.callbackUrl;
	fields.scope = validateScope(body.scope);
	if (body.hookAttribute !== undefined && body.hookAttribute !== null) fields.hookAttribute = validateHookAttribute(body.hookAttribute);
	if (body.filter !== undefined && body.filter !== null) fields.filter = validateFilter(body.filter);
	if (body.hookExpiry !== undefined && body.hookExpiry !== null) fields.hookExpiry = validateExpiry(body.hookExpiry);
	for (const name of ['autoReactivateHook', 'callbackWithEventPayloadOnly']) {
		if (body[name] !== undefined) fields[name] = validateBoolean(body[name], name);
	}
	for (const name of ['hubId', 'projectId', 'tenant']) {
		if (body[name] === undefined) continue;
		if (typeof body[name] !== 'string' || !body[name]) throw invalid(`${name} must be a non-empty string.`);
		fields[name] = body[name];
	}
	return fields;
}

/** The changes of a PATCH body, checked; `null` removes filter, hookAttribute, token or hookExpiry. */
function validatePatchBody(body) {
	const unknown = Object.keys(body).filter((key) => !PATCHABLE.includes(key));
	if (unknown.length) throw invalid(`Cannot update ${unknown.join(', ')}; only ${PATCHABLE.join(', ')} can be updated.`);
	if (!Object.keys(body).length) throw invalid(`Nothing to update; give one of ${PATCHABLE.join(', ')}.`);
	const changes = {};
	if (body.status !== undefined) {
		if (body.status !== 'active' && body.status !== 'inactive') throw invalid("status must be 'active' or 'inactive'.");
		changes.status = body.status;
	}
	if (body.filter !== undefined) changes.filter = body.filter === null ? undefined : validateFilter(body.filter);
	if (body.hookAttribute !== undefined) changes.hookAttribute = body.hookAttribute === null ? undefined : validateHookAttribute(body.hookAttribute);
	if (body.token !== undefined) changes.token = body.token === null ? undefined : validateSecret(body.token);
	if (body.hookExpiry !== undefined) changes.hookExpiry = body.hookExpiry === null ? undefined : validateExpiry(body.hookExpiry);
	if (body.autoReactivateHook !== undefined) changes.autoReactivateHook = validateBoolean(body.autoReactivateHook, 'autoReactivateHook');
	return changes;
}

function validateScope(scope) {
	if (!isPlainObject(scope)) throw invalid('scope is required and must be an object with one scope name and its value.');
	const keys = Object.keys(scope);
	if (keys.length !== 1) throw invalid(`scope must hold exactly one scope name; it holds ${keys.length}.`);
	if (!SCOPE_NAME.test(keys[0])) throw invalid(`Scope name '${keys[0]}' is not a name such as ${SCOPE_NAMES.join(', ')}.`);
	if (typeof scope[keys[0]] !== 'string' || !scope[keys[0]]) throw invalid(`scope.${keys[0]} must be a non-empty string.`);
	return { [keys[0]]: scope[keys[0]] };
}

function validateHookAttribute(value) {
	if (!isPlainObject(value)) throw invalid('hookAttribute must be a JSON object.');
	if (Buffer.byteLength(JSON.stringify(value)) > MAX_HOOK_ATTRIBUTE_BYTES) throw invalid('hookAttribute must be smaller than 1 KB.');
	return value;
}

function validateFilter(value) {
	try {
		compileFilter(value);
	} catch (error) {
		if (error instanceof FilterSyntaxError) throw invalid(`filter is not a valid JSONPath filter: ${error.message}`);
		throw error;
	}
	return value;
}

function validateExpiry(value) {
	if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(value) || Number.isNaN(Date.parse(value))) {
		throw invalid('hookExpiry must be an ISO 8601 date and time.');
	}
	return value;
}

/** A secret token: 32 to 64 characters. */
function validateSecret(value) {
	if (typeof value !== 'string' || value.length < 32 || value.length > 64) throw invalid('The secret token must be a string of 32 to 64 characters.');
	return value;
}

function validateBoolean(value, name) {
	if (typeof value !== 'boolean') throw invalid(`${name} must be a boolean.`);
	return value;
}

function isHttpUrl(text) {
	try {
		const url = new URL(text);
		return url.protocol === 'http:' || url.protocol === 'https:';
	} catch {
		return false;
	}
}

function isPlainObject(value) {
	return value !== null && typeof value === 'object' && !Array.isArray(value);
}

module.exports = { requireJson, validateCreateBody, validatePatchBody, validateSecret, isPlainObject };
