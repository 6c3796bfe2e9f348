'use strict';

/**
 * The floor of the RFIs benchmark: `node fetchSearchLoop.js <search URL> <access token> <page
 * size>` POSTs the search with `pagination { limit, offset }` in its body with a bare `fetch` until
 * `pagination.totalResults` are read, keeps every record, and prints { ms, count, pages, peakKb }
 * as JSON (time measured inside, without the process start).
 */

const fs = require('node:fs');

async function main() {
	const [url, token, pageSize] = process.argv.slice(2);
	const started = performance.now();
	const records = [];
	let pages = 0;
	for (let offset = 0, total = Infinity; offset < total; ) {
		const response = await fetch(url, {
			method: 'POST',
			headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
			body: JSON.stringify({ pagination: { limit: Number(pageSize), offset } }),
		});
		if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
		const body = await response.json();
		pages += 1;
		for (const record of body.results) records.push(record);
		if (!body.results.length) break;
		offset += body.results.length;
		total = body.pagination.totalResults;
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
