'use strict';

/**
 * `node cpuProfile.js <pid> <output file> <inspector WebSocket URL>...` (Node 22 or later): finds
 * the inspector of process <pid> among those given (as collectGarbage.js does), starts its CPU
 * profiler, prints "started", and when its standard input ends stops the profiler and writes the
 * profile (a .cpuprofile, for Chrome DevTools or summarizeProfile.js). A bench run is profiled
 * with BENCH_CPU_PROFILE_DIR set (harness.js).
 */

const fs = require('node:fs');

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
	return { send, close: () => socket.close() };
}

async function sessionOf(pid, urls) {
	for (const url of urls) {
		let session;
		try {
			session = await connect(url);
		} catch {
			continue;
		}
		const { result } = await session.send('Runtime.evaluate', { expression: 'process.pid' });
		if (String(result.value) === pid) return session;
		session.close();
	}
	throw new Error(`No inspector of process ${pid} among ${urls.join(' ')}`);
}

async function main() {
	const [pid, output, ...urls] = process.argv.slice(2);
	const session = await sessionOf(pid, urls);
	await session.send('Profiler.enable');
	await session.send('Profiler.setSamplingInterval', { interval: 500 });
	await session.send('Profiler.start');
	process.stdout.write('started\n');
	process.stdin.resume();
	await new Promise((resolve) => process.stdin.on('end', resolve));
	const { profile } = await session.send('Profiler.stop');
	fs.writeFileSync(output, JSON.stringify(profile));
	session.close();
}

main().catch((error) => {
	process.stderr.write(`${error.stack || error}\n`);
	process.exit(1);
});
