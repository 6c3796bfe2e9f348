'use strict';

const http = require('node:http');

/**
 * A local HTTP server that plays a webhook callback URL: it keeps every request (raw bytes,
 * headers, parsed body) and answers `status` (settable per test).
 */
async function startReceiver() {
	const received = [];
	const waiters = [];
	const receiver = {
		received,
		status: 200,
		url: '',
		/** Resolves once `count` requests have arrived in total. */
		waitFor(count, timeoutMs = 5000) {
			if (received.length >= count) return Promise.resolve(received);
			return new Promise((resolve, reject) => {
				const timer = setTimeout(() => reject(new Error(`expected ${count} callbacks, got ${received.length}`)), timeoutMs);
				waiters.push({ count, resolve: () => (clearTimeout(timer), resolve(received)) });
			});
		},
		clear() {
			received.length = 0;
			receiver.status = 200;
		},
		close: () => new Promise((resolve) => server.close(() => resolve())),
	};
	const server = http.createServer((req, res) => {
		const chunks = [];
		req.on('data', (chunk) => chunks.push(chunk));
		req.on('end', () => {
			const raw = Buffer.concat(chunks);
			let body;
			try {
				body = JSON.parse(raw.toString('utf8'));
			} catch {
				body = undefined;
			}
			received.push({ method: req.method, path: req.url, headers: req.headers, raw, body });
			res.writeHead(receiver.status);
			res.end();
			for (const waiter of waiters.filter((candidate) => received.length >= candidate.count)) {
				waiters.splice(waiters.indexOf(waiter), 1);
				waiter.resolve();
			}
		});
	});
	server.keepAliveTimeout = 1;
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	receiver.url = `http://127.0.0.1:${server.address().port}`;
	return receiver;
}

module.exports = { startReceiver };
