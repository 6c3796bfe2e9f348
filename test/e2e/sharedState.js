'use strict';

const fs = require('node:fs');
const path = require('node:path');

/**
 * What jest's global setup (globalSetup.js, in jest's main process) tells the e2e test files (in
 * the workers): the outcome of the runtime install and of the shared n8n's start, each a JSON file
 * in the folder named by APS_E2E_SHARED_DIR, written once when the step ends.
 */

const DIR_ENV = 'APS_E2E_SHARED_DIR';
const POLL_MS = 250;
/** The runtime install on a fresh machine takes minutes; the wait covers it with room to spare. */
const WAIT_TIMEOUT_MS = 20 * 60_000;

function sharedDir() {
	return process.env[DIR_ENV];
}

function stateFile(name) {
	return path.join(sharedDir(), `${name}.json`);
}

/** Writes a step's outcome (`{ ok: true, ... }` or `{ ok: false, error }`) in one rename. */
function writeState(name, value) {
	const file = stateFile(name);
	fs.writeFileSync(`${file}.partial`, JSON.stringify(value), { mode: 0o600 });
	fs.renameSync(`${file}.partial`, file);
}

function readState(name) {
	try {
		return JSON.parse(fs.readFileSync(stateFile(name), 'utf8'));
	} catch (error) {
		if (error.code === 'ENOENT') return undefined;
		throw error;
	}
}

/** Waits until the step `name` has ended; answers its outcome, or throws its error. */
async function waitForState(name, { timeoutMs = WAIT_TIMEOUT_MS } = {}) {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const state = readState(name);
		if (state) {
			if (!state.ok) throw new Error(state.error);
			return state;
		}
		if (Date.now() > deadline)
			throw new Error(
				`The e2e global setup's step "${name}" did not end within ${timeoutMs / 1000} s`,
			);
		await new Promise((resolve) => setTimeout(resolve, POLL_MS));
	}
}

module.exports = { DIR_ENV, WAIT_TIMEOUT_MS, sharedDir, writeState, readState, waitForState };
