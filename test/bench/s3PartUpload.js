'use strict';

/**
 * What the bare fetch contenders share: an APS answer read as JSON, and a body streamed into a
 * signed S3 upload the way a plain client does it (parts of a fixed size gathered in one buffer,
 * each PUT to a URL of signeds3upload asked for in batches of 25, then one completion).
 */

async function json(response, what) {
	if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
	return await response.json();
}

/**
 * Streams `body` (an async iterable of byte chunks, `size` bytes in all) into the object
 * `bucket`/`object` of the APS at `baseUrl`; answers the bytes sent.
 */
async function uploadStream({ baseUrl, token, bucket, object, partBytes, size, body }) {
	const auth = { authorization: `Bearer ${token}` };
	const signed = `${baseUrl}/oss/v2/buckets/${bucket}/objects/${encodeURIComponent(object)}/signeds3upload`;
	const parts = Math.ceil(size / partBytes);
	let uploadKey;
	let urls = [];
	let number = 0;
	let sent = 0;
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
		sent += bytes.length;
	};
	const part = Buffer.allocUnsafe(partBytes);
	let filled = 0;
	for await (const raw of body) {
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
		await fetch(signed, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ uploadKey, size: sent }) }),
		'completion',
	);
	return sent;
}

/** This process's peak resident memory in KiB (VmHWM). */
function peakKb() {
	const status = require('node:fs').readFileSync('/proc/self/status', 'utf8');
	return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)[1]);
}

module.exports = { json, uploadStream, peakKb };
