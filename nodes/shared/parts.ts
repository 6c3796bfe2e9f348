/**
 * Splitting a file into the parts of a signed S3 upload: every part but the last at least
 * 5 MiB (S3's rule), at most 10,000 parts, read part by part so the file never sits whole in
 * memory.
 */

export const MIB = 1024 * 1024;
export const MIN_PART_BYTES = 5 * MIB;
export const MAX_PART_BYTES = 100 * MIB;
export const DEFAULT_PART_BYTES = 16 * MIB;
export const MAX_PARTS = 10_000;

/** The part size to use: the wanted one, raised when the file would need more than 10,000 parts. */
export function partSizeFor(totalBytes: number | undefined, wanted = DEFAULT_PART_BYTES): number {
	const atLeast = totalBytes ? Math.ceil(totalBytes / MAX_PARTS) : 0;
	return Math.min(MAX_PART_BYTES, Math.max(MIN_PART_BYTES, wanted, atLeast));
}

/** How many parts a file of this size makes (at least one). */
export function partCount(totalBytes: number, partBytes: number): number {
	return Math.max(1, Math.ceil(totalBytes / partBytes));
}

/**
 * The parts of a stream (or of bytes already in memory), each `partBytes` long but the last.
 * A stream's parts are filled into one reused buffer: finish with a part (its upload, retries
 * included) before asking for the next.
 */
export async function* readParts(
	source: AsyncIterable<Buffer | string> | Buffer,
	partBytes: number,
): AsyncGenerator<Buffer> {
	if (Buffer.isBuffer(source)) {
		for (let start = 0; start < source.length; start += partBytes) {
			yield source.subarray(start, Math.min(source.length, start + partBytes));
		}
		return;
	}
	let part: Buffer | undefined;
	let filled = 0;
	for await (const raw of source) {
		let chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
		while (chunk.length) {
			part ??= Buffer.allocUnsafe(partBytes);
			const taken = Math.min(chunk.length, partBytes - filled);
			chunk.copy(part, filled, 0, taken);
			filled += taken;
			chunk = chunk.subarray(taken);
			if (filled === partBytes) {
				yield part;
				filled = 0;
			}
		}
	}
	if (filled > 0 && part) yield part.subarray(0, filled);
}
