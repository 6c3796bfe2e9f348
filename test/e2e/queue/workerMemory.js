'use strict';

const fs = require('node:fs');
const { memoryOf, resetPeak, collectGarbage } = require('../../bench/harness');

/**
 * The resident memory of queue workers around a run, read from /proc as the benchmarks read it
 * (test/bench/harness.js): before the run, a full garbage collection in each worker through its
 * inspector and its peak (VmHWM) reset to its size (VmRSS); after it, the peak. Growth is the
 * peak less the size before.
 */

const MIB = 1024 * 1024;
const INSPECTOR_TIMEOUT_MS = 30_000;
const INSPECTOR_LINE = /Debugger listening on ws:\/\/127\.0\.0\.1:\d+\//;

/**
 * Worker settings for the inspector the garbage collection goes through: on loopback, on a port
 * chosen when it opens. It opens only when asked (SIGUSR1), once the cluster has started, so it
 * takes no port while the processes pick theirs.
 */
const INSPECTOR_ENV = { NODE_OPTIONS: '--inspect-port=127.0.0.1:0' };

/** Each worker's process, once its inspector is open. */
const meters = new WeakMap();

/** The n8n worker process: the one child of its guard process (test/e2e/guard.js). */
function workerPid(worker) {
	const guard = worker.server.pid;
	const children = fs.readFileSync(`/proc/${guard}/task/${guard}/children`, 'utf8').trim();
	const [pid] = children.split(/\s+/).map(Number);
	if (!pid) throw new Error(`The process of ${worker.name} (child of ${guard}) was not found`);
	return pid;
}

/** The worker's process with its inspector open (the first time: SIGUSR1, then its line in stderr). */
async function meterOf(worker) {
	if (meters.has(worker)) return meters.get(worker);
	const pid = workerPid(worker);
	process.kill(pid, 'SIGUSR1');
	const deadline = Date.now() + INSPECTOR_TIMEOUT_MS;
	while (!INSPECTOR_LINE.test(worker.output.stderr.text)) {
		if (Date.now() > deadline) throw new Error(`${worker.name} did not open its inspector`);
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	// collectGarbage keeps the inspector's address on it.
	const meter = { name: worker.name, n8n: worker, pid };
	meters.set(worker, meter);
	return meter;
}

/**
 * Starts measuring `workers`; answers `read()`, which answers for each worker
 * { name, beforeMib, peakMib, growthMib } (MiB, one decimal) since the start.
 */
async function meterWorkers(workers) {
	const started = [];
	for (const worker of workers) {
		const meter = await meterOf(worker);
		await collectGarbage(meter);
		const before = memoryOf(meter.pid);
		resetPeak(meter.pid);
		started.push({ meter, before });
	}
	const mib = (kib) => Math.round((kib * 1024 * 10) / MIB) / 10;
	return {
		read: () =>
			started.map(({ meter, before }) => {
				const { peakKb } = memoryOf(meter.pid);
				return {
					name: meter.name,
					beforeMib: mib(before.rssKb),
					peakMib: mib(peakKb),
					growthMib: mib(peakKb - before.rssKb),
				};
			}),
	};
}

module.exports = { INSPECTOR_ENV, meterWorkers };
