'use strict';

/**
 * The floor of the upload-from-a-URL benchmark: `node fetchUrlUpload.js <base URL> <token>
 * <bucket> <object> <part bytes> <source URL>` GETs the source URL with a bare `fetch` and streams
 * its body into the object through signeds3upload (s3PartUpload.js: the same signed calls and
 * part size as the node). Prints { ms, size, peakKb }.
 */

const { uploadStream, peakKb } = require('./s3PartUpload');

async function main() {
	const [baseUrl, token, bucket, object, partText, sourceUrl] = process.argv.slice(2);
	const started = performance.now();
	const source = await fetch(sourceUrl);
	if (!source.ok) throw new Error(`the source URL answered ${source.status}`);
	const size = await uploadStream({
		baseUrl,
		token,
		bucket,
		object,
		partBytes: Number(partText),
		size: Number(source.headers.get('content-length')),
		body: source.body,
	});
	const ms = performance.now() - started;
	process.stdout.write(`${JSON.stringify({ ms, size, peakKb: peakKb() })}\n`);
}

main().catch((error) => {
	process.stderr.write(`${error.stack || error}\n`);
	process.exit(1);
});
