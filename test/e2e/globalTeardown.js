'use strict';

const fs = require('node:fs');

/** Stops the shared n8n globalSetup.js started (once its start has ended) and removes its folder. */
module.exports = async function globalTeardown() {
	const shared = globalThis.apsE2eShared;
	if (!shared) return;
	const n8n = await shared.started;
	if (n8n) await n8n.stop();
	fs.rmSync(shared.dir, { recursive: true, force: true });
};
