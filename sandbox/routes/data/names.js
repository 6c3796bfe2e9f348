'use strict';

const { badInput } = require('./body');

/**
 * The OpenAPI's rule for folder, item and version names: 1-255 characters, none of
 * < > : " / \ | ? * ' \n \r \t \0 \f ¢ ™ $ ®.
 */
const RESERVED = /[<>:"/\\|?*'\n\r\t\0\f¢™$®]/;
const MAX_NAME = 255;

function checkName(value, field) {
	if (typeof value !== 'string' || !value.length) throw badInput(`${field} must be a non-empty string.`);
	if (value.length > MAX_NAME) throw badInput(`${field} must be at most ${MAX_NAME} characters.`);
	const reserved = RESERVED.exec(value);
	if (reserved) throw badInput(`${field} must not contain ${JSON.stringify(reserved[0])}.`);
	return value;
}

module.exports = { checkName };
