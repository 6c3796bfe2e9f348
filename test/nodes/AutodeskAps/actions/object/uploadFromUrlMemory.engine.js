'use strict';

/**
 * Object > Upload with File Source: URL holds one part in memory at a time. The live ArrayBuffer
 * memory (after a full garbage collection, so the source's chunks already copied and dropped do not
 * count) is read while each part's PUT is with the sandbox (its body all sent, the node waiting for
 * the answer) and each time the source is asked for more: a copy of a part kept on the way (a body
 * buffered for a redirect, a part joined or sliced into a new Buffer, the next part read while the
 * previous one is still held) adds a whole part to it. Memory never freed would not be caught by
 * timing, so nothing here is timed.
 */

const v8 = require('node:v8');
const vm = require('node:vm');
const { useObjectSandbox } = require('../../../../support/oss');
const { serveGenerated, startSourceServer } = require('../../../../support/sourceServer');

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc');

const MIB = 1024 * 1024;
const PART = 16 * MIB;
const PARTS = 4;
const { sandbox, runObject } = useObjectSandbox();

/** Live ArrayBuffer bytes: twice collected, so the first collection's freeing has finished. */
function liveArrayBuffers() {
	collectGarbage();
	collectGarbage();
	return process.memoryUsage().arrayBuffers;
}

let source;
const served = [];
const readings = [];
beforeAll(async () => {
	const generated = serveGenerated(PARTS * PART, served);
	source = await startSourceServer({
		'/model.nwd': (request, response) => {
			// Read every fourth time the node asks for more of the body (the answer's writes drain, about
			// once a MiB): four readings a part.
			let drains = 0;
			response.on('drain', () => {
				if (drains++ % 4 === 0) readings.push({ at: 'source read', bytes: liveArrayBuffers() });
			});
			generated(request, response);
		},
	});
});
afterAll(() => source?.close());

it('one part in memory at a time: live ArrayBuffers grow by less than 1.6 parts of 16 MiB, during each PUT and between them', async () => {
	const blobs = sandbox.ctx.state.oss.blobs;
	const write = blobs.write.bind(blobs);
	blobs.write = async (stream) => {
		const stored = await write(stream);
		readings.push({ at: 'part received, not yet answered', bytes: liveArrayBuffers() });
		return stored;
	};
	const before = liveArrayBuffers();

	const { items, error } = await runObject({ operation: 'upload', fileSource: 'url', sourceUrl: `${source.url}/model.nwd`, objectKey: 'model.nwd' });

	expect(error).toBeUndefined();
	expect(items[0].json).toMatchObject({ objectKey: 'model.nwd', size: PARTS * PART, sha1: served[0].sha1 });
	const duringPuts = readings.filter((reading) => reading.at === 'part received, not yet answered');
	expect(duringPuts).toHaveLength(PARTS);
	expect(readings.filter((reading) => reading.at === 'source read').length).toBeGreaterThan(PARTS);
	const grownInParts = readings.map((reading) => ({ at: reading.at, parts: Number(((reading.bytes - before) / PART).toFixed(2)) }));
	// The part (1) and the streams' own buffers (about 0.2 of a part, most of it the two servers in
	// this process): a second copy of a part would make it more than 2.
	expect(grownInParts.filter((reading) => reading.parts >= 1.6)).toEqual([]);
	// The readings do see the part: a measure that saw nothing could not fail.
	expect(Math.max(...grownInParts.map((reading) => reading.parts))).toBeGreaterThanOrEqual(0.9);
}, 300000);
