'use strict';

/**
 * `node guard.js <command> [args...]`, started by n8n.js with an IPC channel and in a process group
 * of its own: runs the command in that group and ends the whole group (the command and whatever it
 * started, such as n8n's task runners) when the command exits, when asked to (SIGTERM, SIGINT), or
 * when the parent goes away without asking (its IPC channel closes, even on SIGKILL). Reports the
 * command's exit to the parent as a message `{ code, signal }`.
 */

const { spawn } = require('node:child_process');
const fs = require('node:fs');

const GRACE_MS = 10_000;
const [command, ...args] = process.argv.slice(2);
/** A temporary folder the parent would have removed: removed here when the parent is gone. */
const orphanFolder = process.env.GUARD_REMOVE_IF_ORPHANED;
const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });

let orphaned = false;
const endGroup = () => {
	if (orphaned && orphanFolder) fs.rmSync(orphanFolder, { recursive: true, force: true });
	process.kill(-process.pid, 'SIGKILL');
};

let stopping = false;
function stop() {
	if (stopping) return;
	stopping = true;
	child.kill('SIGTERM');
	setTimeout(endGroup, GRACE_MS);
}

process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('disconnect', () => {
	orphaned = true;
	stop();
});

child.on('error', (error) => {
	if (process.connected) process.send({ code: null, signal: null, error: error.message }, endGroup);
	else endGroup();
});
child.on('exit', (code, signal) => {
	if (process.connected) process.send({ code, signal }, endGroup);
	else endGroup();
});
