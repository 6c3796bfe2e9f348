'use strict';

/**
 * The floor of the copy benchmark: `node fetchCopy.js <base URL> <token> <source bucket> <source
 * object> <target bucket> <target object> <part bytes>` streams a stored object into another
 * with a bare `fetch`: signeds3download, its body read into parts of the given size, each part
 * PUT to a URL of signeds3upload (asked for in batches of 25), one completion. Prints
 * { ms, size, peakKb }.
 */

const { json, uploadStream, peakKb } = require('./s3PartUpload');

async function main() {
	const [baseUrl, token, sourceBucket, sourceObject, targetBucket, targetObject, partText] = process.argv.slice(2);
	const auth = { authorization: `Bearer ${token}` };
	const started = performance.now();
	const download = await json(
		await fetch(`${baseUrl}/oss/v2/buckets/${sourceBucket}/objects/${encodeURIComponent(sourceObject)}/signeds3download`, { headers: auth }),
		'signeds3download',
	);
	const source = await fetch(download.url);
	if (!source.ok) throw new Error(`download answered ${source.status}`);
	const size = await uploadStream({
		baseUrl,
		token,
		bucket: targetBucket,
		object: targetObject,
		partBytes: Number(partText),
		size: download.size,
		body: source.body,
	});
	const ms = performance.now() - started;
	process.stdout.write(`${JSON.stringify({ ms, size, peakKb: peakKb() })}\n`);
}

main().catch((error) => {
	process.stderr.write(`${error.stack || error}\n`);
	process.exit(1);
});
