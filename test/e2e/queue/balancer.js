'use strict';

const http = require('node:http');
const { freePort } = require('../processes');

/**
 * The load balancer in front of an n8n queue-mode cluster, as a user would configure theirs:
 * production webhook paths (`/webhook/...`) go to the webhook processes in turn (round robin), every
 * other path to the main process. Each webhook request is recorded in `routed` (oldest first):
 * { path, deliveryId, to (the process's name), status }.
 */

const WEBHOOK_PATH = /^\/webhook\//;

async function startBalancer({ main, webhooks }) {
	const routed = [];
	let turn = 0;
	const server = http.createServer((request, response) => {
		const toWebhook = WEBHOOK_PATH.test(request.url);
		const target = toWebhook ? webhooks[turn++ % webhooks.length] : main();
		const record = toWebhook
			? {
					path: request.url,
					deliveryId: request.headers['x-adsk-delivery-id'],
					to: target.name,
					status: undefined,
				}
			: undefined;
		if (record) routed.push(record);
		const forward = http.request(
			{
				host: '127.0.0.1',
				port: target.port,
				method: request.method,
				path: request.url,
				headers: request.headers,
			},
			(answer) => {
				if (record) record.status = answer.statusCode;
				response.writeHead(answer.statusCode, answer.rawHeaders);
				answer.pipe(response);
			},
		);
		forward.on('error', (error) => {
			if (record) record.status = 502;
			if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
			response.end(`The balancer could not reach ${target.name}: ${error.message}`);
		});
		request.pipe(forward);
	});
	const port = await freePort();
	await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${port}`,
		routed,
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}

module.exports = { startBalancer };
