'use strict';

const { HttpError } = require('../../http');

const API_MEDIA_TYPE = 'application/vnd.api+json';

const isPlainObject = (value) =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The JSON:API request document of a write call: `Content-Type: application/vnd.api+json`
 * (else 415), valid JSON, `jsonapi.version` 1.0 and a `data` object (else 400).
 */
function readApiBody(request) {
	const mediaType = String(request.headers['content-type'] || '')
		.split(';')[0]
		.trim()
		.toLowerCase();
	if (mediaType !== API_MEDIA_TYPE) {
		throw new HttpError(
			415,
			'Unsupported Media Type',
			`Content-Type must be ${API_MEDIA_TYPE}; got ${mediaType || 'none'}.`,
			'BAD_INPUT',
		);
	}
	const body = request.json();
	if (!isPlainObject(body))
		throw badInput('The request body must be a JSON:API document (an object).');
	if (!isPlainObject(body.jsonapi) || body.jsonapi.version !== '1.0')
		throw badInput('jsonapi.version must be "1.0".');
	if (!isPlainObject(body.data)) throw badInput('data must be an object.');
	return body;
}

function badInput(detail) {
	return new HttpError(400, 'Bad Request', detail, 'BAD_INPUT');
}

function requireString(value, name) {
	if (typeof value !== 'string' || !value.trim())
		throw badInput(`${name} must be a non-empty string.`);
	return value;
}

/** An extension object of a request: `type` (the one given; `rule` says why) and `version`. */
function requireExtension(extension, type, field, rule = 'in this project') {
	if (!isPlainObject(extension)) throw badInput(`${field} is required: an object with type and version.`);
	if (extension.type !== type)
		throw badInput(`${field}.type must be ${type} ${rule}; got ${JSON.stringify(extension.type)}.`);
	requireString(extension.version, `${field}.version`);
}

module.exports = { readApiBody, badInput, requireExtension, requireString, isPlainObject, API_MEDIA_TYPE };
