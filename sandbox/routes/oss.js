'use strict';

const { HttpError } = require('../http');
const { json } = require('../responses');
const { createOssState, MIN_PART_BYTES } = require('./oss/state');
const { seedOssObjects } = require('./oss/seedObjects');
const { registerBuckets } = require('./oss/buckets');
const { registerObjects } = require('./oss/objects');
const { registerSignedUpload } = require('./oss/upload');
const { registerSignedDownload } = require('./oss/download');
const { registerS3 } = require('./oss/s3');
const { registerSignedResources } = require('./oss/signedResources');

/** Object Storage Service: buckets, objects, signed S3 upload and download, OSS signed URLs. */
module.exports = {
	name: 'oss',
	createState(ctx) {
		if (ctx.state.oss) ctx.state.oss.blobs.destroy();
		const state = createOssState();
		seedOssObjects(state, ctx);
		return state;
	},
	register(router, ctx) {
		registerBuckets(router, ctx);
		registerSignedUpload(router, ctx);
		registerSignedDownload(router, ctx);
		registerSignedResources(router, ctx);
		registerObjects(router, ctx);
		registerS3(router, ctx);
	},
	registerAdmin(router, ctx) {
		// { minPartBytes }: the smallest size of every part but the last (S3: 5 MiB), for tests.
		router.add('POST', '/__sandbox/oss/settings', (request) => {
			const { minPartBytes = MIN_PART_BYTES } = request.json() || {};
			if (!Number.isInteger(minPartBytes) || minPartBytes < 1) throw new HttpError(400, 'Bad Request', 'minPartBytes must be a positive integer.');
			ctx.state.oss.settings.minPartBytes = minPartBytes;
			return json(200, ctx.state.oss.settings);
		});
	},
	close(ctx) {
		if (ctx.state.oss) ctx.state.oss.blobs.destroy();
	},
};
