'use strict';

/**
 * The floor of the copy benchmark: `node fetchCopy.js <base URL> <token> <source bucket> <source
 * object> <target bucket> <target object> <part bytes>` streams a stored object into another
 * with a bare `fetch`: signeds3download, its body read into parts of the given size, each part
 * PUT to a URL of signeds3upload (asked for in batches of 25), one completion. Prints
 * { ms, size, peakKb }.
 */

async function json(response, what) {
	if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
	return await response.json();
}

async function main() {
	const [baseUrl, token, sourceBucket, sourceObject, targetBucket, targetObject, partText] = process.argv.slice(2);
	const partBytes = Number(partText);
	const auth = { authorization: `Bearer ${token}` };
	const objectPath = (bucket, object) => `${baseUrl}/oss/v2/buckets/${bucket}/objects/${encodeURIComponent(object)}`;
	const signed = `${objectPath(targetBucket, targetObject)}/signeds3upload`;

	const started = performance.now();
	const download = await json(await fetch(`${objectPath(sourceBucket, sourceObject)}/signeds3download`, { headers: auth }), 'signeds3download');
	const parts = Math.ceil(download.size / partBytes);
	const source = await fetch(download.url);
	if (!source.ok) throw new Error(`download answered ${source.status}`);
	let uploadKey;
	let urls = [];
	let number = 0;
	let size = 0;
	const put = async (bytes) => {
		number += 1;
		if (!urls.length) {
			const count = Math.min(25, parts - number + 1);
			const query = `?parts=${count}&firstPart=${number}${uploadKey ? `&uploadKey=${uploadKey}` : ''}`;
			const answer = await json(await fetch(`${signed}${query}`, { headers: auth }), 'signeds3upload');
			uploadKey = answer.uploadKey;
			urls = answer.urls;
		}
		const answer = await fetch(urls.shift(), { method: 'PUT', body: bytes });
		if (!answer.ok) throw new Error(`part ${number} answered ${answer.status}`);
		size += bytes.length;
	};
	const part = Buffer.allocUnsafe(partBytes);
	let filled = 0;
	for await (const raw of source.body) {
		let chunk = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
		while (chunk.length) {
			const taken = Math.min(chunk.length, partBytes - filled);
			chunk.copy(part, filled, 0, taken);
			filled += taken;
			chunk = chunk.subarray(taken);
			if (filled === partBytes) {
				await put(part);
				filled = 0;
			}
		}
	}
	if (filled) await put(part.subarray(0, filled));
	await json(
		await fetch(signed, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ uploadKey, size }) }),
		'completion',
	);
	const ms = performance.now() - started;
	const status = require('node:fs').readFileSync('/proc/self/status', 'utf8');
	const peakKb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)[1]);
	process.stdout.write(`${JSON.stringify({ ms, size, peakKb })}\n`);
}

main().catch((error) => {
	process.stderr.write(`${error.stack || error}\n`);
	process.exit(1);
});
