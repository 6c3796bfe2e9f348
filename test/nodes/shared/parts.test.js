'use strict';

const { readParts, partSizeFor, partCount, MIB, MIN_PART_BYTES, MAX_PART_BYTES } = require('../../../nodes/shared/parts');

async function collect(source, size) {
	const parts = [];
	// A stream's parts share one buffer: copy each before asking for the next, as an upload does.
	for await (const part of readParts(source, size)) parts.push(Buffer.from(part));
	return parts;
}

async function* chunks(...list) {
	for (const chunk of list) yield chunk;
}

describe('readParts', () => {
	const bytes = Buffer.from(Array.from({ length: 23 }, (_, index) => index));

	it('cuts a stream into parts of the size whatever its chunks, the last part shorter', async () => {
		const parts = await collect(chunks(bytes.subarray(0, 3), bytes.subarray(3, 17), bytes.subarray(17)), 10);
		expect(parts.map((part) => part.length)).toEqual([10, 10, 3]);
		expect(Buffer.concat(parts).equals(bytes)).toBe(true);
	});

	it('reuses one buffer for a stream: a part is only valid until the next is asked for', async () => {
		const seen = [];
		for await (const part of readParts(chunks(bytes), 10)) seen.push(part.buffer);
		expect(seen[0]).toBe(seen[1]);
	});

	it('ends on a part boundary without an empty part, and gives nothing for an empty stream', async () => {
		expect((await collect(chunks(bytes.subarray(0, 20)), 10)).map((part) => part.length)).toEqual([10, 10]);
		expect(await collect(chunks(), 10)).toEqual([]);
	});

	it('cuts bytes in memory into views of the same parts', async () => {
		const parts = await collect(bytes, 10);
		expect(parts.map((part) => part.length)).toEqual([10, 10, 3]);
	});
});

describe('part size', () => {
	it('keeps the wanted size within 5-100 MiB', () => {
		expect(partSizeFor(200 * MIB)).toBe(16 * MIB);
		expect(partSizeFor(200 * MIB, MIB)).toBe(MIN_PART_BYTES);
		expect(partSizeFor(undefined, 500 * MIB)).toBe(MAX_PART_BYTES);
	});

	it('grows the parts when a file would need more than 10,000', () => {
		expect(partSizeFor(300_000 * MIB, 5 * MIB)).toBe(30 * MIB);
		expect(partCount(300_000 * MIB, 30 * MIB)).toBe(10_000);
		expect(partCount(1, 5 * MIB)).toBe(1);
	});
});
