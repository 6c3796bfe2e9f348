'use strict';

/** What a route handler returns; the server writes it (after any fault has had its say). */

const json = (status, value, headers = {}) => ({ status, body: JSON.stringify(value), headers: { 'Content-Type': 'application/json', ...headers } });

const apiJson = (status, value, headers = {}) => ({
	status,
	body: JSON.stringify(value),
	headers: { 'Content-Type': 'application/vnd.api+json', ...headers },
});

const empty = (status, headers = {}) => ({ status, body: '', headers });

const raw = (status, body, contentType, headers = {}) => ({ status, body, headers: { 'Content-Type': contentType, ...headers } });

const html = (status, markup) => raw(status, markup, 'text/html; charset=utf-8');

const redirect = (location) => ({ status: 302, body: '', headers: { Location: location } });

module.exports = { json, apiJson, empty, raw, html, redirect };
