'use strict';

const zlib = require('node:zlib');

/** A ZIP archive of named files (deflated), as the extract's master ZIP: the same bytes for the same files. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
	let c = n;
	for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
	return c >>> 0;
});

function crc32(buffer) {
	let crc = 0xffffffff;
	for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
	return (crc ^ 0xffffffff) >>> 0;
}

/** DOS date and time of a moment (UTC), as a ZIP entry records it. */
function dosTime(ms) {
	const d = new Date(ms);
	const time = (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2);
	const date = ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate();
	return { time, date };
}

/**
 * The local header (followed by the name) and the central directory record of one entry: `method`
 * 8 (deflated) or 0 (stored), its data's CRC-32, compressed and full sizes, and where its local
 * header starts; `at`: its time.
 */
function entryHeaders({ name, method, crc, compressedSize, size, offset, at }) {
	const { time, date } = dosTime(at);
	const nameBytes = Buffer.from(name, 'utf8');
	const local = Buffer.alloc(30);
	local.writeUInt32LE(0x04034b50, 0);
	local.writeUInt16LE(20, 4);
	local.writeUInt16LE(0x0800, 6);
	local.writeUInt16LE(method, 8);
	local.writeUInt16LE(time, 10);
	local.writeUInt16LE(date, 12);
	local.writeUInt32LE(crc, 14);
	local.writeUInt32LE(compressedSize, 18);
	local.writeUInt32LE(size, 22);
	local.writeUInt16LE(nameBytes.length, 26);
	const central = Buffer.alloc(46);
	central.writeUInt32LE(0x02014b50, 0);
	central.writeUInt16LE(20, 4);
	central.writeUInt16LE(20, 6);
	central.writeUInt16LE(0x0800, 8);
	central.writeUInt16LE(method, 10);
	central.writeUInt16LE(time, 12);
	central.writeUInt16LE(date, 14);
	central.writeUInt32LE(crc, 16);
	central.writeUInt32LE(compressedSize, 20);
	central.writeUInt32LE(size, 24);
	central.writeUInt16LE(nameBytes.length, 28);
	central.writeUInt32LE(offset, 42);
	return { local: Buffer.concat([local, nameBytes]), central: Buffer.concat([central, nameBytes]) };
}

/** The end of central directory record: `count` entries, the directory's length and where it starts. */
function endRecord(count, directoryLength, directoryOffset) {
	const end = Buffer.alloc(22);
	end.writeUInt32LE(0x06054b50, 0);
	end.writeUInt16LE(count, 8);
	end.writeUInt16LE(count, 10);
	end.writeUInt32LE(directoryLength, 12);
	end.writeUInt32LE(directoryOffset, 16);
	return end;
}

/** `files`: `[{ name, content }]`; `at`: the entries' time. */
function zipOf(files, at) {
	const locals = [];
	const centrals = [];
	let offset = 0;
	for (const { name, content } of files) {
		const data = zlib.deflateRawSync(content);
		const { local, central } = entryHeaders({ name, method: 8, crc: crc32(content), compressedSize: data.length, size: content.length, offset, at });
		locals.push(local, data);
		centrals.push(central);
		offset += local.length + data.length;
	}
	const directory = Buffer.concat(centrals);
	return Buffer.concat([...locals, directory, endRecord(files.length, directory.length, offset)]);
}

module.exports = { zipOf, crc32, entryHeaders, endRecord };
