'use strict';

/**
 * `node test/bench/helperStreams.js [runs] [thousands of live objects] [--dist DIR]` (not part of
 * `npm run bench`):
 * n8n's two request helpers streaming the same 200 MB into a file as n8n's filesystem store writes
 * one (storeLikeN8n.js), in a bare Node process of the n8n runtime (test/e2e/install-runtime.js),
 * the bytes from a server in a child process (1 MiB writes, as the sandbox's CDN route).
 * - `httpRequest` (@n8n/backend-network's, behind `this.helpers.httpRequest` and
 *   `httpRequestWithAuthentication`: the helpers a community node may use): it sets axios's
 *   `maxContentLength` to Infinity, and axios then hands a streamed body over through
 *   `Readable.from` of an async generator that counts every chunk (highWaterMark 1: one chunk at a
 *   time, a few promises each).
 * - The legacy request (`this.helpers.request`, which n8n's HTTP Request node uses; deprecated, and
 *   refused by n8n's linter for community nodes): `maxContentLength` -1, the response itself.
 * - `transport`: this package's signed download (storeSignedDownload of the built package, `--dist`,
 *   default dist) over `httpRequest`: what the node adds to the helper per byte.
 * The three alternate in a rotated order; the medians of the wall time and of this process's CPU
 * time are printed. The optional live objects (e.g. 1500: some 150 MB) stand for n8n's heap.
 */

const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { fork, spawnSync } = require('node:child_process');
const { runtimePaths } = require('../e2e/install-runtime');
const { storeLikeN8n } = require('./storeLikeN8n');
const { median, rotated } = require('./stats');

const SIZE = 200 * 1024 * 1024;

function serve() {
	const chunk = Buffer.alloc(1024 * 1024, 'sandbox derivative bytes\n');
	const server = http.createServer(async (request, response) => {
		response.writeHead(200, {
			'Content-Type': 'application/octet-stream',
			'Content-Length': String(SIZE),
		});
		for (let sent = 0; sent < SIZE; sent += chunk.length) {
			if (!response.write(chunk)) await new Promise((resolve) => response.once('drain', resolve));
		}
		response.end();
	});
	server.listen(0, '127.0.0.1', () => process.send(server.address().port));
}

async function measure(runs, ballastThousands, dist) {
	const network = path.join(runtimePaths().n8nDir, 'node_modules', '@n8n', 'backend-network', 'dist', 'http');
	const { httpRequest } = require(path.join(network, 'axios', 'request.js'));
	const { executeLegacyRequest } = require(path.join(network, 'legacy-request.js'));
	const ballast = Array.from({ length: ballastThousands * 1000 }, (_, i) => ({ i, text: `x${i}`.repeat(10) }));
	const server = fork(__filename, ['--serve']);
	const port = await new Promise((resolve) => server.once('message', resolve));
	const url = `http://127.0.0.1:${port}/file`;
	const file = path.join(os.tmpdir(), `aps-helper-streams-${process.pid}.bin`);
	const helpers = {
		httpRequest: async () =>
			(
				await httpRequest({
					method: 'GET',
					url,
					encoding: 'stream',
					returnFullResponse: true,
					json: false,
					disableFollowRedirect: true,
					ignoreHttpStatusErrors: true,
					timeout: 300_000,
				})
			).body,
		legacyRequest: async () =>
			(
				await executeLegacyRequest({
					method: 'GET',
					uri: url,
					encoding: null,
					json: false,
					useStream: true,
					resolveWithFullResponse: true,
					timeout: 300_000,
				})
			).body,
	};
	// This package's signed download (the transport a node's Download goes through) over the same
	// helper: what the node adds to the helper's own cost per byte.
	const { storeSignedDownload } = require(path.resolve(dist, 'nodes', 'shared', 'signedDownload.js'));
	const context = {
		helpers: { httpRequest: async (options) => await httpRequest(options) },
		getNode: () => ({ name: 'Download', type: 'bench', typeVersion: 1, parameters: {} }),
	};
	const viaTransport = async () =>
		await storeSignedDownload(
			context,
			{ operation: 'Download', fileName: 'file.bin', address: { url } },
			async ({ body }) => await storeLikeN8n(file, body),
		);
	const names = ['httpRequest', 'legacyRequest', 'transport'];
	const samples = Object.fromEntries(names.map((name) => [name, []]));
	try {
		for (let run = 0; run < runs; run++) {
			for (const name of rotated(names, run)) {
				global.gc();
				const started = performance.now();
				const cpu = process.cpuUsage();
				let body = { constructor: { name: 'via transport' } };
				if (name === 'transport') await viaTransport();
				else {
					body = await helpers[name]();
					await storeLikeN8n(file, body);
				}
				const used = process.cpuUsage(cpu);
				if (fs.statSync(file).size !== SIZE) throw new Error(`${name} stored a short file`);
				samples[name].push({
					ms: performance.now() - started,
					cpuMs: (used.user + used.system) / 1000,
					body: body.constructor.name,
				});
			}
		}
	} finally {
		fs.rmSync(file, { force: true });
		server.kill();
	}
	const load = os.loadavg().map((value) => value.toFixed(1)).join(' / ');
	process.stdout.write(`${runs} runs each, ${ballastThousands}k live objects, load average ${load}\n`);
	for (const [name, list] of Object.entries(samples)) {
		const ms = median(list.map((s) => s.ms));
		const cpuMs = median(list.map((s) => s.cpuMs));
		process.stdout.write(
			`${name.padEnd(14)} body ${list[0].body.padEnd(15)} wall ${Math.round(ms)} ms, CPU ${Math.round(cpuMs)} ms (medians; wall per run: ${list.map((s) => Math.round(s.ms)).join(' ')})\n`,
		);
	}
	process.stdout.write(`(ballast kept: ${ballast.length})\n`);
}

if (process.argv[2] === '--serve') serve();
else if (process.execPath !== runtimePaths().nodeBin || typeof global.gc !== 'function') {
	// The n8n runtime's own Node, with gc() to start every run from a collected heap.
	const result = spawnSync(runtimePaths().nodeBin, ['--expose-gc', __filename, ...process.argv.slice(2)], {
		stdio: 'inherit',
	});
	process.exitCode = result.status ?? 1;
} else {
	const at = process.argv.indexOf('--dist');
	const dist = at > 0 ? process.argv[at + 1] : path.join(__dirname, '..', '..', 'dist');
	measure(Number(process.argv[2]) || 8, Number(process.argv[3]) || 0, dist).catch((error) => {
		process.stderr.write(`${error.stack || error}\n`);
		process.exitCode = 1;
	});
}
