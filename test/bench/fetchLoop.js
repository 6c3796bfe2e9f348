'use strict';

/**
 * The floor of the listing benchmark: `node fetchLoop.js <first page URL> <access token>` follows
 * `links.next.href` with a bare `fetch`, keeps every project, and prints
 * { ms, count, pages, peakKb } as JSON (time measured inside, without the process start).
 */

const fs = require('node:fs');

async function main() {
	const [first, token] = process.argv.slice(2);
	const started = performance.now();
	const projects = [];
	let pages = 0;
	for (let url = first; url; ) {
		const response = await fetch(url, {
			headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.api+json' },
		});
		if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
		const body = await response.json();
		pages += 1;
		for (const project of body.data) projects.push(project);
		url = body.links && body.links.next ? body.links.next.href : undefined;
	}
	const ms = performance.now() - started;
	const status = fs.readFileSync('/proc/self/status', 'utf8');
	const peakKb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)[1]);
	process.stdout.write(`${JSON.stringify({ ms, count: projects.length, pages, peakKb })}\n`);
}

main().catch((error) => {
	process.stderr.write(`${error.stack || error}\n`);
	process.exit(1);
});
