'use strict';

/**
 * The floor of the account projects benchmark: `node fetchNextUrlLoop.js <first page URL> <access
 * token>` follows the Account Admin API's `pagination.nextUrl` with a bare `fetch`, keeps every
 * record of `results`, and prints { ms, count, pages, peakKb } as JSON (time measured inside,
 * without the process start).
 */

const fs = require('node:fs');

async function main() {
	const [first, token] = process.argv.slice(2);
	const started = performance.now();
	const records = [];
	let pages = 0;
	for (let url = first; url; ) {
		const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
		if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
		const body = await response.json();
		pages += 1;
		for (const record of body.results) records.push(record);
		url = body.pagination.nextUrl;
	}
	const ms = performance.now() - started;
	const status = fs.readFileSync('/proc/self/status', 'utf8');
	const peakKb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)[1]);
	process.stdout.write(`${JSON.stringify({ ms, count: records.length, pages, peakKb })}\n`);
}

main().catch((error) => {
	process.stderr.write(`${error.stack || error}\n`);
	process.exit(1);
});
