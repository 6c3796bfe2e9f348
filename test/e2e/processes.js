'use strict';

const { spawn } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');

/**
 * Child processes that cannot outlive the tests: each runs through guard.js in a process group of
 * its own, which ends when the command exits, when stopped, or when this process goes away.
 */

const STOP_TIMEOUT_MS = 20_000;
const GUARD = path.join(__dirname, 'guard.js');

const running = new Set();
process.on('exit', () => {
	for (const child of running) killGroup(child, 'SIGKILL');
});

function killGroup(child, signal) {
	try {
		process.kill(-child.pid, signal);
	} catch {
		// already gone
	}
}

function freePort() {
	return new Promise((resolve, reject) => {
		const server = net.createServer();
		server.unref();
		server.on('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address();
			server.close(() => resolve(port));
		});
	});
}

/** Keeps the last `limit` characters a process wrote, for error messages. */
function capture(stream, limit = 200_000) {
	const buffer = { text: '' };
	stream.setEncoding('utf8');
	stream.on('data', (chunk) => {
		buffer.text = (buffer.text + chunk).slice(-limit);
	});
	return buffer;
}

/**
 * Starts a command through guard.js, in a process group of its own (n8n starts task runners as
 * children): the guard ends the group when the command exits or this process goes away.
 * `exited` resolves to the command's { code, signal }.
 */
function spawnGroup(command, args, options) {
	const child = spawn(process.execPath, [GUARD, command, ...args], {
		...options,
		detached: true,
		stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
	});
	running.add(child);
	let reported;
	child.on('message', (message) => {
		reported = message;
	});
	child.exited = new Promise((resolve) => {
		child.on('close', (code, signal) => {
			// The guard's report can arrive after its own exit: the IPC channel is read to its end
			// (then 'disconnect') independently of the exit. Without the wait, a lost report turns
			// the command's exit code into the guard's SIGKILL.
			const finish = () => {
				running.delete(child);
				resolve(reported || { code, signal });
			};
			if (child.connected && !reported) child.once('disconnect', finish);
			else finish();
		});
		child.on('error', (error) => {
			running.delete(child);
			resolve({ code: null, signal: null, error });
		});
	});
	return child;
}

async function stopGroup(child) {
	if (!running.has(child)) return;
	child.kill('SIGTERM');
	const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS);
	await child.exited;
	clearTimeout(timer);
}

module.exports = { spawnGroup, stopGroup, killGroup, freePort, capture };
