'use strict';

const crypto = require('node:crypto');
const http = require('node:http');
const { Readable } = require('node:stream');

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

const MIB = 1024 * 1024;

/**
 * A handler answering a file of `size` bytes made as it is sent, never whole in memory: pieces of
 * 1 MiB of one random block, each stamped with its number (so parts swapped or repeated change the
 * file), with Content-Length. Each answer is recorded in `served` as { path, bytes, sha1, complete }
 * (the SHA-1 of what was sent), complete once the last byte was handed to the connection.
 */
const serveGenerated = (size, served) => {
	const block = crypto.randomBytes(MIB);
	return (request, response) => {
		const record = { path: request.url, bytes: 0, sha1: undefined, complete: false };
		served.push(record);
		const hash = crypto.createHash('sha1');
		function* pieces() {
			for (let offset = 0, number = 0; offset < size; offset += MIB, number++) {
				const piece = Buffer.from(block.subarray(0, Math.min(MIB, size - offset)));
				if (piece.length >= 4) piece.writeUInt32BE(number, 0);
				hash.update(piece);
				record.bytes += piece.length;
				yield piece;
			}
			record.sha1 = hash.digest('hex');
			record.complete = true;
		}
		response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(size) });
		Readable.from(pieces(), { objectMode: false }).pipe(response);
	};
};

module.exports = { redirectTo, serveBytes, serveGenerated, startSourceServer };
