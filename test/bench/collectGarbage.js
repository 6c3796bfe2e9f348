'use strict';

/**
 * `node collectGarbage.js <pid> <inspector WebSocket URL>...` (Node 22 or later: global WebSocket):
 * finds, among the inspectors given, the one of process <pid> (n8n's server; its guard and task
 * runner open one too, as they share NODE_OPTIONS), asks it for a full garbage collection through
 * the inspector protocol and prints its URL. So each benchmark run starts from the same live heap
 * and its peak memory is not that of garbage left by the run before.
 */

async function connect(url) {
	const socket = new WebSocket(url);
	await new Promise((resolve, reject) => {
		socket.onopen = resolve;
		socket.onerror = () => reject(new Error(`The inspector connection to ${url} failed`));
	});
	let nextId = 1;
	const send = (method, params) =>
		new Promise((resolve, reject) => {
			const id = nextId++;
			socket.onmessage = (message) => {
				const reply = JSON.parse(message.data);
				if (reply.id !== id) return;
				if (reply.error) reject(new Error(reply.error.message));
				else resolve(reply.result);
			};
			socket.send(JSON.stringify({ id, method, params }));
		});
	return { send, close: () => socket.close() };
}

async function main() {
	const [pid, ...urls] = process.argv.slice(2);
	for (const url of urls) {
		let session;
		try {
			session = await connect(url);
		} catch {
			continue; // a process that has ended since (a command's guard)
		}
		try {
			const { result } = await session.send('Runtime.evaluate', { expression: 'process.pid' });
			if (String(result.value) !== pid) continue;
			// Twice: the first collection can leave objects that only a second one frees (finalizers).
			await session.send('HeapProfiler.collectGarbage');
			await session.send('HeapProfiler.collectGarbage');
			process.stdout.write(`${url}\n`);
			return;
		} finally {
			session.close();
		}
	}
	throw new Error(`No inspector of process ${pid} among ${urls.join(' ')}`);
}

main().catch((error) => {
	process.stderr.write(`${error.stack || error}\n`);
	process.exit(1);
});
