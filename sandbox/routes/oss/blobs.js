'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const fsp = require('node:fs/promises');
const os = require('node:os');
const path = require('node:path');
const { pipeline } = require('node:stream/promises');
const { Transform } = require('node:stream');

/**
 * Object bytes in a temporary folder, one file per stored part or object, so that a 200 MB object
 * streams in and out without sitting in memory. Removed when the sandbox resets or closes.
 * Bytes held in memory (the seeded objects, made anew on every reset) are written to their file
 * when it is first read: most sandboxes read few of them or none.
 */
class BlobStore {
	constructor() {
		this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aps-sandbox-oss-'));
		/** Files not written yet, with their bytes. */
		this.unwritten = new Map();
	}

	newPath() {
		return path.join(this.dir, crypto.randomUUID());
	}

	/** Streams `source` into a new file; answers its path, size and MD5 (hex). Removes it on failure. */
	async write(source) {
		const file = this.newPath();
		const md5 = crypto.createHash('md5');
		let size = 0;
		const counter = new Transform({
			transform(chunk, _encoding, done) {
				size += chunk.length;
				md5.update(chunk);
				done(null, chunk);
			},
		});
		try {
			await pipeline(source, counter, fs.createWriteStream(file));
		} catch (error) {
			await this.remove(file);
			throw error;
		}
		return { file, size, md5: md5.digest('hex') };
	}

	/** Joins `files` in order into a new file; answers its path, size and SHA-1 (hex). */
	async concat(files) {
		const file = this.newPath();
		const sha1 = crypto.createHash('sha1');
		let size = 0;
		const out = fs.createWriteStream(file);
		for (const part of files) {
			for await (const chunk of this.read(part)) {
				sha1.update(chunk);
				size += chunk.length;
				if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
			}
		}
		await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
		return { file, size, sha1: sha1.digest('hex') };
	}

	/** Keeps bytes held in memory (seeding) for a file written when first read; answers the same as concat(). */
	writeBuffer(buffer) {
		const file = this.newPath();
		this.unwritten.set(file, buffer);
		return { file, size: buffer.length, sha1: crypto.createHash('sha1').update(buffer).digest('hex') };
	}

	read(file, range) {
		const buffer = this.unwritten.get(file);
		if (buffer) {
			fs.writeFileSync(file, buffer);
			this.unwritten.delete(file);
		}
		return fs.createReadStream(file, range ? { start: range.start, end: range.end } : undefined);
	}

	async remove(file) {
		if (!file) return;
		this.unwritten.delete(file);
		await fsp.rm(file, { force: true });
	}

	destroy() {
		this.unwritten.clear();
		fs.rmSync(this.dir, { recursive: true, force: true });
	}
}

module.exports = { BlobStore };
