'use strict';

/**
 * The floor of the transfer benchmark: `node fetchTransfer.js <base URL> <token> <bucket>
 * <object> <file> <part bytes> <download file>` uploads the file through signeds3upload with a
 * bare `fetch` (part URLs, each part read from disk and PUT, one completion), then downloads it
 * through signeds3download into the download file (written as n8n’s filesystem store writes:
 * storeLikeN8n.js). Prints { uploadMs, downloadMs, size, peakKb }.
 */

const fs = require('node:fs');
const { Readable } = require('node:stream');
const { storeLikeN8n } = require('./storeLikeN8n');
const { json, peakKb } = require('./s3PartUpload');

async function main() {
	const [baseUrl, token, bucket, object, file, partText, downloadFile] = process.argv.slice(2);
	const partBytes = Number(partText);
	const auth = { authorization: `Bearer ${token}` };
	const signed = `${baseUrl}/oss/v2/buckets/${bucket}/objects/${encodeURIComponent(object)}/signeds3upload`;
	const size = fs.statSync(file).size;
	const parts = Math.ceil(size / partBytes);

	const started = performance.now();
	const handle = fs.openSync(file, 'r');
	const buffer = Buffer.allocUnsafe(partBytes);
	let uploadKey;
	for (let first = 1; first <= parts; first += 25) {
		const count = Math.min(25, parts - first + 1);
		const query = `?parts=${count}&firstPart=${first}${uploadKey ? `&uploadKey=${uploadKey}` : ''}`;
		const urls = await json(await fetch(`${signed}${query}`, { headers: auth }), 'signeds3upload');
		uploadKey = urls.uploadKey;
		for (let index = 0; index < count; index++) {
			const offset = (first - 1 + index) * partBytes;
			const length = fs.readSync(handle, buffer, 0, Math.min(partBytes, size - offset), offset);
			const put = await fetch(urls.urls[index], { method: 'PUT', body: buffer.subarray(0, length) });
			if (!put.ok) throw new Error(`part ${first + index} answered ${put.status}`);
		}
	}
	fs.closeSync(handle);
	await json(
		await fetch(signed, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ uploadKey, size }) }),
		'completion',
	);
	const uploadMs = performance.now() - started;

	const downloadStarted = performance.now();
	const download = await json(
		await fetch(`${baseUrl}/oss/v2/buckets/${bucket}/objects/${encodeURIComponent(object)}/signeds3download`, { headers: auth }),
		'signeds3download',
	);
	const bytes = await fetch(download.url);
	if (!bytes.ok) throw new Error(`download answered ${bytes.status}`);
	await storeLikeN8n(downloadFile, Readable.fromWeb(bytes.body));
	const downloadMs = performance.now() - downloadStarted;
	const downloaded = fs.statSync(downloadFile).size;
	fs.rmSync(downloadFile, { force: true });

	process.stdout.write(`${JSON.stringify({ uploadMs, downloadMs, size, downloaded, peakKb: peakKb() })}\n`);
}

main().catch((error) => {
	process.stderr.write(`${error.stack || error}\n`);
	process.exit(1);
});
