'use strict';

/**
 * `node cpuProfile.js <pid> <output file> <inspector WebSocket URL>...` (Node 22 or later): finds
 * the inspector of process <pid> among those given (inspector.js), starts its CPU
 * profiler, prints "started", and when its standard input ends stops the profiler and writes the
 * profile (a .cpuprofile, for Chrome DevTools or summarizeProfile.js). A bench run is profiled
 * with BENCH_CPU_PROFILE_DIR set (harness.js).
 */

const fs = require('node:fs');
const { sessionOf } = require('./inspector');

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
