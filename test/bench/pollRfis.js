'use strict';

/**
 * Benchmark 16 (separate script): the Construction Cloud Trigger's New or Updated RFI on a project
 * of 10,000 RFIs, 20 changes per interval (10 RFIs updated, 10 created). The trigger's poll runs in
 * n8n-core's real PollContext (test/support/poll.js, the engine tests' harness) on the built node
 * (dist), against the sandbox in this process: per poll, the requests sent, the items emitted, the
 * time, the heap it leaves and the static data it keeps; and a quiet poll. `npm run build && node
 * --expose-gc test/bench/pollRfis.js [--intervals N]`; writes results/pollRfis.md. A report, not a
 * timed test.
 */

const fs = require('node:fs');
const Module = require('node:module');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const DIST = path.join(ROOT, 'dist');

// The harness requires the node's and the credentials' TypeScript sources (as the tests do, through
// ts-jest): here they are the built ones.
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
	const wanted = parent?.filename && request.startsWith('.') && path.resolve(path.dirname(parent.filename), request);
	const source = wanted && path.relative(ROOT, wanted);
	if (source && /^(nodes|credentials)\//.test(source)) return resolve.call(this, path.join(DIST, source), parent, ...rest);
	return resolve.call(this, request, parent, ...rest);
};

const { createSandbox } = require('../../sandbox/server');
const { SEED } = require('../../sandbox/seed/data');
const { call, tokenFor } = require('../support/sandbox');
const { sandboxCredentials } = require('../support/credentials');
const { PollHarness } = require('../support/poll');

const PROJECT = SEED.projects.hospital;
const RFIS_ROOT = `/construction/rfis/v3/projects/${PROJECT.slice(2)}`;
const RFIS = 10_000;
const CHANGES = 20;
const SCOPES = ['data:read', 'data:write'];
const RESULTS = path.join(__dirname, 'results');

const mb = (bytes) => bytes / 2 ** 20;
const round = (value, digits = 1) => Number(value.toFixed(digits));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const peakRssMb = () => Number(/^VmHWM:\s+(\d+) kB/m.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
const collect = () => global.gc?.();

function readIntervals(argv) {
	const at = argv.indexOf('--intervals');
	const value = at === -1 ? 10 : Number(argv[at + 1]);
	if (!Number.isInteger(value) || value < 1) throw new Error('--intervals must be a whole number of 1 or more');
	return value;
}

async function main() {
	const intervals = readIntervals(process.argv.slice(2));
	const sandbox = await createSandbox();
	try {
		const token = tokenFor(sandbox, { scopes: SCOPES, userId: SEED.users.admin });
		const send = async (method, route, json) => {
			sandbox.ctx.clock.advance(10);
			// A kept-alive socket the server has closed meanwhile: the request never arrived; once more.
			const answer = await call(sandbox, method, `${RFIS_ROOT}${route}`, { token, json }).catch((error) => {
				if (error.cause?.code !== 'ECONNRESET') throw error;
				return call(sandbox, method, `${RFIS_ROOT}${route}`, { token, json });
			});
			if (answer.status >= 300) throw new Error(`${method} ${route}: ${answer.status} ${answer.text}`);
			return answer.body;
		};
		const seeded = await call(sandbox, 'POST', '/__sandbox/seed/rfis', { json: { projectId: PROJECT, count: RFIS - 5 } });
		if (seeded.status !== 201) throw new Error(`Seeding answered ${seeded.status}: ${seeded.text}`);
		const all = (await send('POST', '/search:rfis', { pagination: { limit: 1 } })).pagination.totalResults;
		const ids = sandbox.ctx.state.rfis.containers.get(PROJECT.slice(2)).rfis.map((rfi) => rfi.id);

		const trigger = new PollHarness({
			parameters: { event: 'rfiChanged', hubId: { __rl: true, mode: 'id', value: SEED.hubs.acc }, projectId: { __rl: true, mode: 'id', value: PROJECT } },
			credentials: sandboxCredentials(sandbox, { userId: SEED.users.admin, scopes: SCOPES }),
		});
		const searches = () => sandbox.ctx.log.find({ method: 'POST', path: `${RFIS_ROOT}/search:rfis` }).length;

		/** One poll: requests, items, ms, heap left after it (collected), static data kept. */
		async function measured() {
			collect();
			const heapBefore = process.memoryUsage().heapUsed;
			sandbox.ctx.log.clear();
			const started = performance.now();
			const result = await trigger.poll();
			const ms = performance.now() - started;
			const requests = searches();
			collect();
			return {
				requests,
				items: result === null ? 0 : result[0].length,
				ms,
				heapDeltaMb: mb(process.memoryUsage().heapUsed - heapBefore),
				staticBytes: JSON.stringify(trigger.staticData).length,
			};
		}

		const activation = await measured();
		const quiet = await measured();
		const changed = [];
		for (let interval = 0; interval < intervals; interval++) {
			for (let n = 0; n < CHANGES / 2; n++) {
				const id = ids[(interval * 997 + n * 131) % ids.length];
				await send('PATCH', `/rfis/${id}`, { title: `Bench change ${interval}.${n}` });
			}
			for (let n = 0; n < CHANGES / 2; n++) {
				const created = await send('POST', '/rfis', { title: `Bench RFI ${interval}.${n}` });
				ids.push(created.id);
			}
			const poll = await measured();
			if (poll.items !== CHANGES) throw new Error(`Interval ${interval + 1} emitted ${poll.items} items, not ${CHANGES}`);
			changed.push(poll);
		}
		const quietAfter = await measured();

		const report = {
			date: new Date().toISOString(),
			cpus: os.cpus().length,
			cpuModel: os.cpus()[0].model.trim(),
			node: process.versions.node,
			load: os.loadavg().map((value) => round(value, 2)),
			rfis: all,
			changesPerInterval: CHANGES,
			intervals,
			gc: Boolean(global.gc),
			activation,
			quiet,
			changed: {
				requests: [...new Set(changed.map((poll) => poll.requests))],
				items: CHANGES,
				msMedian: median(changed.map((poll) => poll.ms)),
				msMax: Math.max(...changed.map((poll) => poll.ms)),
				heapDeltaMbMedian: median(changed.map((poll) => poll.heapDeltaMb)),
				staticBytes: Math.max(...changed.map((poll) => poll.staticBytes)),
			},
			quietAfter,
			peakRssMb: peakRssMb(),
		};
		fs.mkdirSync(RESULTS, { recursive: true });
		fs.writeFileSync(path.join(RESULTS, 'pollRfis.md'), markdown(report));
		process.stdout.write(markdown(report));
	} finally {
		await sandbox.close();
	}
}

function markdown(r) {
	const row = (label, poll) =>
		`| ${label} | ${poll.requests} | ${poll.items} | ${round(poll.ms)} | ${round(poll.heapDeltaMb, 2)} | ${poll.staticBytes} |`;
	return [
		'## Benchmark results',
		'',
		`${r.date}; ${r.cpus} x ${r.cpuModel}; Node ${r.node}; load average ${r.load.join(' / ')} after (1 / 5 / 15 min); garbage collected around each poll: ${r.gc ? 'yes' : 'no (run with --expose-gc)'}. Reproduce with \`npm run build && node --expose-gc test/bench/pollRfis.js --intervals ${r.intervals}\`.`,
		'',
		`### 16. The polling trigger on ${r.rfis.toLocaleString('en-US')} RFIs, ${r.changesPerInterval} changes per interval (${r.intervals} intervals)`,
		'| Poll | Requests | Items emitted | Time (ms) | Heap left after it (MB) | Static data kept (bytes) |',
		'|---|---|---|---|---|---|',
		row('Activation (first poll: the cursor, nothing emitted)', r.activation),
		row('Quiet poll', r.quiet),
		`| Interval with ${r.changesPerInterval} changes (median; max ${round(r.changed.msMax)} ms) | ${r.changed.requests.join(', ')} | ${r.changed.items} | ${round(r.changed.msMedian)} | ${round(r.changed.heapDeltaMbMedian, 2)} | ${r.changed.staticBytes} |`,
		row('Quiet poll after them', r.quietAfter),
		'',
		`- Peak RSS of the process (sandbox with ${r.rfis.toLocaleString('en-US')} RFIs, n8n-core and the node): ${round(r.peakRssMb)} MB.`,
		'- Requests per poll do not grow with the project: one page of 100 RFIs, newest change first, holds the interval\'s changes and the first RFI older than the cursor. The time is mostly the sandbox sorting 10,000 RFIs per search, in the same process.',
		'',
	].join('\n');
}

main().catch((error) => {
	process.stderr.write(`${error.stack || error}\n`);
	process.exit(1);
});
