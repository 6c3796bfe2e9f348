'use strict';

const crypto = require('node:crypto');
const zlib = require('node:zlib');
const { Readable } = require('node:stream');

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
const LOCAL_HEADER = 30;
const CENTRAL_HEADER = 46;
const END_RECORD = 22;
/** No ZIP64: an entry and the archive stay under 4 GiB. */
const MAX_BYTES = 0xffffffff - 1024;

const nameBytes = Buffer.from(ENTRY, 'utf8');
const OVERHEAD = LOCAL_HEADER + CENTRAL_HEADER + END_RECORD + 2 * nameBytes.length;

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
	const d = new Date(at);
	const time = (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2);
	const date = ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate();
	const crc = crcOf(dataBytes);
	const local = Buffer.alloc(LOCAL_HEADER);
	local.writeUInt32LE(0x04034b50, 0);
	local.writeUInt16LE(10, 4);
	local.writeUInt16LE(0x0800, 6);
	local.writeUInt16LE(0, 8);
	local.writeUInt16LE(time, 10);
	local.writeUInt16LE(date, 12);
	local.writeUInt32LE(crc, 14);
	local.writeUInt32LE(dataBytes, 18);
	local.writeUInt32LE(dataBytes, 22);
	local.writeUInt16LE(nameBytes.length, 26);
	const central = Buffer.alloc(CENTRAL_HEADER);
	central.writeUInt32LE(0x02014b50, 0);
	central.writeUInt16LE(20, 4);
	central.writeUInt16LE(10, 6);
	central.writeUInt16LE(0x0800, 8);
	central.writeUInt16LE(0, 10);
	central.writeUInt16LE(time, 12);
	central.writeUInt16LE(date, 14);
	central.writeUInt32LE(crc, 16);
	central.writeUInt32LE(dataBytes, 20);
	central.writeUInt32LE(dataBytes, 24);
	central.writeUInt16LE(nameBytes.length, 28);
	central.writeUInt32LE(0, 42);
	const end = Buffer.alloc(END_RECORD);
	end.writeUInt32LE(0x06054b50, 0);
	end.writeUInt16LE(1, 8);
	end.writeUInt16LE(1, 10);
	end.writeUInt32LE(CENTRAL_HEADER + nameBytes.length, 12);
	end.writeUInt32LE(LOCAL_HEADER + nameBytes.length + dataBytes, 16);
	return { head: Buffer.concat([local, nameBytes]), tail: Buffer.concat([central, nameBytes, end]) };
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
