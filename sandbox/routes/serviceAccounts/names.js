'use strict';

const { HttpError } = require('../../http');

/**
 * The body of Create Service Account (create-service-account-payload in
 * secureserviceaccount/secureServiceAccount.yaml, with the SSA guide's naming rules): name,
 * firstName and lastName, each 5 to 100 characters.
 */
const RULES = {
	// The guide's enforced rules: lower-case letters, digits, `_` and `-`, starting and ending
	// with a letter or digit; the file's length.
	name: {
		pattern: /^[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?$/,
		words: 'lower-case letters, digits, "_" and "-", starting and ending with a letter or digit',
	},
	firstName: {
		pattern: /^[A-Za-z0-9_-]*[A-Za-z0-9][A-Za-z0-9_-]*$/,
		words: 'letters, digits, "_" and "-", with at least one letter or digit',
	},
	lastName: {
		pattern: /^[A-Za-z0-9-]*[A-Za-z0-9][A-Za-z0-9-]*$/,
		words: 'letters, digits and "-", with at least one letter or digit',
	},
};

function readCreateBody(request) {
	const body = request.json();
	if (!body || typeof body !== 'object' || Array.isArray(body))
		throw bad('The body must be a JSON object with name, firstName and lastName.');
	const values = {};
	for (const [field, rule] of Object.entries(RULES)) {
		const value = body[field];
		if (typeof value !== 'string' || !value) throw bad(`${field} is required.`);
		if (value.length < 5 || value.length > 100)
			throw bad(`${field} must be 5 to 100 characters; it has ${value.length}.`);
		if (!rule.pattern.test(value)) throw bad(`${field} may hold only ${rule.words}.`);
		values[field] = value;
	}
	return values;
}

const bad = (detail) => new HttpError(400, 'Bad Request', detail);

module.exports = { readCreateBody };
