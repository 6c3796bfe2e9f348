'use strict';

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { runtimePaths } = require('./install-runtime');
const { startN8n } = require('./n8n');
const { DIR_ENV, writeState } = require('./sharedState');

/**
 * Jest's global setup for the e2e project, in jest's main process before any test file runs. It
 * returns at once and works in the background while the unit tests run: it installs the n8n
 * runtime when it is missing (install-runtime.js, its log in the shared folder), then starts the
 * one n8n the e2e files share (support.js useE2e). Each step's outcome goes to sharedState.js,
 * where the test files wait for it; a failed step fails every e2e file with its error and log.
 */

const LOG_TAIL_LINES = 60;

function tail(file) {
	const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
	return text.split('\n').slice(-LOG_TAIL_LINES).join('\n');
}

/** Runs install-runtime.js unless the runtime is there; resolves when it is, rejects with its log. */
function installRuntime(dir) {
	if (runtimePaths().ready) return Promise.resolve();
	const log = path.join(dir, 'install.log');
	const out = fs.openSync(log, 'w');
	process.stderr.write(
		`\nThe e2e tests' n8n runtime is installing in the background (log: ${log})\n`,
	);
	const child = spawn(process.execPath, [path.join(__dirname, 'install-runtime.js')], {
		stdio: ['ignore', out, out],
	});
	fs.closeSync(out);
	return new Promise((resolve, reject) => {
		child.on('error', reject);
		child.on('exit', (code, signal) => {
			if (code === 0) resolve();
			else
				reject(
					new Error(
						`The n8n runtime install (test/e2e/install-runtime.js) failed (exit ${code ?? signal}); the end of its log ${log}:\n${tail(log)}`,
					),
				);
		});
	});
}

async function prepare(dir) {
	try {
		await installRuntime(dir);
		writeState('runtime', { ok: true });
	} catch (error) {
		writeState('runtime', { ok: false, error: error.message });
		writeState('n8n', { ok: false, error: error.message });
		return undefined;
	}
	try {
		const logFile = path.join(dir, 'n8n.log');
		const n8n = await startN8n({ logFile });
		const { url, port, folder, baseEnv } = n8n;
		writeState('n8n', { ok: true, url, port, folder, baseEnv, logFile });
		return n8n;
	} catch (error) {
		writeState('n8n', { ok: false, error: `The shared n8n did not start: ${error.message}` });
		return undefined;
	}
}

module.exports = async function globalSetup() {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aps-e2e-shared-'));
	process.env[DIR_ENV] = dir;
	globalThis.apsE2eShared = { dir, started: prepare(dir) };
};
