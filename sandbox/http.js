'use strict';

/** Small HTTP helpers shared by every sandbox route. */

function readBody(req) {
	return new Promise((resolve, reject) => {
		const chunks = [];
		req.on('data', (chunk) => chunks.push(chunk));
		req.on('end', () => resolve(Buffer.concat(chunks)));
		req.on('error', reject);
	});
}

function send(res, status, body, headers = {}) {
	if (res.headersSent || res.destroyed) return;
	const payload = body === undefined || body === null ? '' : body;
	res.writeHead(status, { 'Content-Length': Buffer.byteLength(payload), ...headers });
	res.end(payload);
}

function sendJson(res, status, value, headers = {}, contentType = 'application/json') {
	send(res, status, JSON.stringify(value), { 'Content-Type': contentType, ...headers });
}

/** JSON:API error document, the shape the data and webhook endpoints answer with. */
function sendApiError(res, status, title, detail, code) {
	sendJson(
		res,
		status,
		{
			jsonapi: { version: '1.0' },
			errors: [{ id: randomId(), status: String(status), code: code || errorCode(status), title, detail }],
		},
		{},
		'application/vnd.api+json',
	);
}

function errorCode(status) {
	return (
		{
			400: 'BAD_INPUT',
			401: 'AUTH-001',
			403: 'ERR_FORBIDDEN',
			404: 'ERR_NOT_FOUND',
			409: 'ERR_CONFLICT',
			423: 'ERR_LOCKED',
			429: 'ERR_TOO_MANY_REQUESTS',
		}[status] || 'ERR_SERVER'
	);
}

class HttpError extends Error {
	constructor(status, title, detail, code) {
		super(detail || title);
		this.status = status;
		this.title = title;
		this.detail = detail || title;
		this.code = code;
	}
}

function parseJsonBody(buffer) {
	if (!buffer.length) return undefined;
	try {
		return JSON.parse(buffer.toString('utf8'));
	} catch {
		throw new HttpError(400, 'Bad Request', 'The request body is not valid JSON.');
	}
}

function randomId() {
	return require('node:crypto').randomUUID();
}

module.exports = { readBody, send, sendJson, sendApiError, HttpError, parseJsonBody, randomId };
