'use strict';

/**
 * A session with a Node process's inspector (Node 22 or later: global WebSocket), for the
 * benchmark's helper scripts run by n8n's Node (collectGarbage.js, cpuProfile.js).
 */

async function connect(url) {
	const socket = new WebSocket(url);
	await new Promise((resolve, reject) => {
		socket.onopen = resolve;
		socket.onerror = () => reject(new Error(`The inspector connection to ${url} failed`));
	});
	let nextId = 1;
	const pending = new Map();
	socket.onmessage = (message) => {
		const reply = JSON.parse(message.data);
		const waiting = pending.get(reply.id);
		if (!waiting) return;
		pending.delete(reply.id);
		if (reply.error) waiting.reject(new Error(reply.error.message));
		else waiting.resolve(reply.result);
	};
	const send = (method, params) =>
		new Promise((resolve, reject) => {
			const id = nextId++;
			pending.set(id, { resolve, reject });
			socket.send(JSON.stringify({ id, method, params }));
		});
	return { url, send, close: () => socket.close() };
}

/**
 * The session with the inspector of process `pid` among `urls` (n8n's server, its guard and task
 * runner open one each, as they share NODE_OPTIONS). Inspectors of ended processes are skipped.
 */
async function sessionOf(pid, urls) {
	for (const url of urls) {
		let session;
		try {
			session = await connect(url);
		} catch {
			continue;
		}
		const { result } = await session.send('Runtime.evaluate', { expression: 'process.pid' });
		if (String(result.value) === String(pid)) return session;
		session.close();
	}
	throw new Error(`No inspector of process ${pid} among ${urls.join(' ')}`);
}

module.exports = { sessionOf };
