'use strict';

const http = require('node:http');

/**
 * A file server standing in for another system (SharePoint, Dropbox, S3) that an upload reads its
 * file from: on loopback, at `host` (127.0.0.1, or 127.0.0.2 for "another host"). `routes` maps a
 * path to a handler `(request, response, server)`; every request is recorded with its headers.
 */
async function startSourceServer(routes, host = '127.0.0.1') {
	const received = [];
	const server = http.createServer((request, response) => {
		const path = new URL(request.url, 'http://x').pathname;
		received.push({ method: request.method, url: request.url, path, headers: { ...request.headers } });
		const route = routes[path];
		if (!route) {
			response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
			return;
		}
		route(request, response, handle);
	});
	await new Promise((resolve) => server.listen(0, host, resolve));
	const handle = {
		url: `http://${host}:${server.address().port}`,
		received,
		close: () => new Promise((resolve) => {
			server.closeAllConnections?.();
			server.close(resolve);
		}),
	};
	return handle;
}

/** A handler answering `bytes` (with Content-Length unless `chunked`) and the given headers. */
const serveBytes = (bytes, { headers = {}, chunked = false } = {}) => (request, response) => {
	response.writeHead(200, { 'Content-Type': 'application/octet-stream', ...(chunked ? {} : { 'Content-Length': String(bytes.length) }), ...headers });
	if (!chunked) {
		response.end(bytes);
		return;
	}
	// Sent in pieces of 1 MiB with no Content-Length (Transfer-Encoding: chunked).
	for (let start = 0; start < bytes.length; start += 1024 * 1024) response.write(bytes.subarray(start, start + 1024 * 1024));
	response.end();
};

/** A handler answering a redirect to `location` (a function of the server, or a string). */
const redirectTo = (location, status = 302) => (request, response, server) => {
	response.writeHead(status, { Location: typeof location === 'function' ? location(server) : location }).end();
};

module.exports = { redirectTo, serveBytes, startSourceServer };
