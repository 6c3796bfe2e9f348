'use strict';

/**
 * The floor of the derivative download benchmark: `node fetchDerivative.js <base URL> <token>
 * <urn> <derivative URN> <download file>` asks for the derivative's signed cookies with a bare
 * `fetch`, then streams the bytes from the address it gives, with those cookies, into the file (written as
 * n8n's filesystem store writes: storeLikeN8n.js).
 * Prints { downloadMs, downloaded, peakKb }.
 */

const fs = require('node:fs');
const { Readable } = require('node:stream');
const { storeLikeN8n } = require('./storeLikeN8n');

async function main() {
	const [baseUrl, token, urn, derivativeUrn, downloadFile] = process.argv.slice(2);
	const started = performance.now();
	const signed = await fetch(
		`${baseUrl}/modelderivative/v2/designdata/${urn}/manifest/${encodeURIComponent(derivativeUrn)}/signedcookies`,
		{ headers: { authorization: `Bearer ${token}` } },
	);
	if (!signed.ok)
		throw new Error(`signedcookies answered ${signed.status}: ${await signed.text()}`);
	const { url } = await signed.json();
	const cookie = signed.headers
		.getSetCookie()
		.map((value) => value.split(';')[0])
		.join('; ');
	const bytes = await fetch(url, { headers: { cookie } });
	if (!bytes.ok) throw new Error(`download answered ${bytes.status}`);
	await storeLikeN8n(downloadFile, Readable.fromWeb(bytes.body));
	const downloadMs = performance.now() - started;
	const downloaded = fs.statSync(downloadFile).size;
	fs.rmSync(downloadFile, { force: true });
	const status = fs.readFileSync('/proc/self/status', 'utf8');
	const peakKb = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)[1]);
	process.stdout.write(`${JSON.stringify({ downloadMs, downloaded, peakKb })}\n`);
}

main().catch((error) => {
	process.stderr.write(`${error.stack || error}\n`);
	process.exit(1);
});
