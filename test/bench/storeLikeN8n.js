'use strict';

const fs = require('node:fs');

/**
 * Writes a download the way n8n's filesystem binary data store does (FsByteStore.write in
 * @n8n/blob-storage): `fs.promises.writeFile` of the stream into a temporary file (one awaited
 * write per chunk), then its size and a rename. The bare fetch contenders use it, so both sides of
 * a download benchmark do the same disk work.
 */
async function storeLikeN8n(file, stream) {
	const temporary = `${file}.tmp.${process.pid}`;
	await fs.promises.writeFile(temporary, stream);
	await fs.promises.stat(temporary);
	await fs.promises.rename(temporary, file);
}

module.exports = { storeLikeN8n };
