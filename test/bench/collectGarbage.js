'use strict';

/**
 * `node collectGarbage.js <pid> <inspector WebSocket URL>...` (Node 22 or later): finds, among the
 * inspectors given, the one of process <pid> (n8n's server), asks it for a full garbage collection
 * through the inspector protocol and prints its URL. So each benchmark run starts from the same
 * live heap and its peak memory is not that of garbage left by the run before.
 */

const { sessionOf } = require('./inspector');

async function main() {
	const [pid, ...urls] = process.argv.slice(2);
	const session = await sessionOf(pid, urls);
	try {
		// Twice: the first collection can leave objects that only a second one frees (finalizers).
		await session.send('HeapProfiler.collectGarbage');
		await session.send('HeapProfiler.collectGarbage');
		process.stdout.write(`${session.url}\n`);
	} finally {
		session.close();
	}
}

main().catch((error) => {
	process.stderr.write(`${error.stack || error}\n`);
	process.exit(1);
});
