'use strict';

const crypto = require('node:crypto');
const zlib = require('node:zlib');
const { Readable } = require('node:stream');
const { endRecord, entryHeaders } = require('./zip');

/**
 * The extract's ZIP made `size` bytes large (the admin setting `zipBytes`, for benchmarks), generated
 * as it is sent and never held whole: one stored entry, sized so that the archive is exactly `size`
 * bytes, whose bytes stand for the extract's deflated CSV files: they do not compress further (as a
 * deflated ZIP's do not, e.g. in PostgreSQL's storage of n8n's binary data): 1 MiB of the same
 * pseudo-random bytes every run, repeated. Its CRC-32 is worked out once per size, a chunk at a
 * time. A valid ZIP: local header, data, central directory, end record.
 */

const ENTRY = 'extract_data.bin';
const CHUNK_BYTES = 1024 * 1024;
/** No ZIP64: an entry and the archive stay under 4 GiB. */
const MAX_BYTES = 0xffffffff - 1024;
/** The local header, the central directory record (each with the name) and the end record. */
const OVERHEAD = 30 + 46 + 22 + 2 * Buffer.byteLength(ENTRY);

/** 1 MiB of pseudo-random bytes, the same every run (AES-CTR of zeros under a fixed key). */
function randomChunk() {
	const cipher = crypto.createCipheriv('aes-128-ctr', Buffer.alloc(16, 7), Buffer.alloc(16, 0));
	return cipher.update(Buffer.alloc(CHUNK_BYTES));
}

let chunk;
const crcs = new Map();

/** The entry's data, chunk after chunk: `dataBytes` bytes. */
function* dataChunks(dataBytes) {
	chunk ??= randomChunk();
	for (let sent = 0; sent < dataBytes; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, dataBytes - sent));
}

function crcOf(dataBytes) {
	if (!crcs.has(dataBytes)) {
		let crc = 0;
		for (const part of dataChunks(dataBytes)) crc = zlib.crc32(part, crc);
		crcs.set(dataBytes, crc >>> 0);
	}
	return crcs.get(dataBytes);
}

function headers(dataBytes, at) {
	const entry = { name: ENTRY, method: 0, crc: crcOf(dataBytes), compressedSize: dataBytes, size: dataBytes, offset: 0, at };
	const { local, central } = entryHeaders(entry);
	return { head: local, tail: Buffer.concat([central, endRecord(1, central.length, local.length + dataBytes)]) };
}

/** Whether `size` can be such a ZIP: large enough for its headers, small enough for no ZIP64. */
const largeZipFits = (size) => Number.isInteger(size) && size > OVERHEAD && size <= MAX_BYTES;

/** A ZIP of exactly `size` bytes whose entry is dated `at`: `{ size, stream() }`. */
function largeZip(size, at) {
	const dataBytes = size - OVERHEAD;
	return {
		size,
		stream: () => {
			const { head, tail } = headers(dataBytes, at);
			return Readable.from(
				(function* () {
					yield head;
					yield* dataChunks(dataBytes);
					yield tail;
				})(),
			);
		},
	};
}

module.exports = { largeZip, largeZipFits, LARGE_ZIP_ENTRY: ENTRY };
