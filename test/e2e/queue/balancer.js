'use strict';

const http = require('node:http');
const { freePort } = require('../processes');

/**
 * The load balancer in front of an n8n queue-mode cluster, as a user would configure theirs:
 * production webhook paths (`/webhook/...`) and the addresses that resume a waiting execution
 * (`/webhook-waiting/...`: main serves neither with N8N_DISABLE_PRODUCTION_MAIN_PROCESS) go to the
 * webhook processes in turn (round robin), every other path to the main process. Each webhook request is recorded in `routed` (oldest first):
 * { path, deliveryId, to (the process's name), status }; `resend(deliveryId, to)` sends a recorded
 * request again, byte for byte, to the named process, as a balancer retries one whose answer it
 * lost.
 */

const WEBHOOK_PATH = /^\/webhook(-waiting)?\//;

/** Forwards a request to `target`; answers the target's response (a stream) or throws. */
function forward(target, { method, path, headers }, body) {
	return new Promise((resolve, reject) => {
		const request = http.request(
			{ host: '127.0.0.1', port: target.port, method, path, headers },
			resolve,
		);
		request.on('error', reject);
		if (typeof body.pipe === 'function') body.pipe(request);
		else request.end(body);
	});
}

async function startBalancer({ main, webhooks }) {
	const routed = [];
	/** The bytes and headers of each webhook request, to resend. */
	const requests = new Map();
	let turn = 0;

	async function route(target, request, body, response) {
		const record = WEBHOOK_PATH.test(request.path)
			? { path: request.path, deliveryId: request.headers['x-adsk-delivery-id'], to: target.name }
			: undefined;
		if (record) routed.push(record);
		try {
			const answer = await forward(target, request, body);
			if (record) record.status = answer.statusCode;
			response.writeHead(answer.statusCode, answer.rawHeaders);
			answer.pipe(response);
		} catch (error) {
			if (record) record.status = 502;
			if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
			response.end(`The balancer could not reach ${target.name}: ${error.message}`);
		}
	}

	const server = http.createServer((incoming, response) => {
		const request = { method: incoming.method, path: incoming.url, headers: incoming.headers };
		if (!WEBHOOK_PATH.test(incoming.url)) {
			route(main(), request, incoming, response);
			return;
		}
		const target = webhooks[turn++ % webhooks.length];
		const chunks = [];
		incoming.on('data', (chunk) => chunks.push(chunk));
		incoming.on('end', () => {
			const body = Buffer.concat(chunks);
			const deliveryId = request.headers['x-adsk-delivery-id'];
			if (deliveryId) requests.set(deliveryId, { request, body });
			route(target, request, body, response);
		});
	});
	const port = await freePort();
	await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
	const url = `http://127.0.0.1:${port}`;
	return {
		url,
		routed,
		/** Sends the recorded request of a delivery again to the webhook process named `to`; answers { status }. */
		async resend(deliveryId, to) {
			const recorded = requests.get(deliveryId);
			if (!recorded) throw new Error(`The balancer has no request of delivery ${deliveryId}`);
			const target = webhooks.find((webhook) => webhook.name === to);
			if (!target) throw new Error(`No webhook process named ${to}`);
			const record = { path: recorded.request.path, deliveryId, to };
			routed.push(record);
			const answer = await forward(target, recorded.request, recorded.body);
			answer.resume();
			record.status = answer.statusCode;
			return { status: answer.statusCode };
		},
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}

module.exports = { startBalancer };
