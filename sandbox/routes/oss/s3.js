'use strict';

const { s3Error } = require('./errors');
const { signedNow, verifySigned } = require('./signing');

/**
 * The sandbox's S3: what the signed URLs point to. `PUT /s3/:bucket/:object?uploadId&partNumber`
 * stores one part (streamed to a file; a part sent again replaces the earlier one), `GET
 * /s3/:bucket/:object?versionId` streams an object (Range supported). No token: the signature
 * in the query is the permission, and an Authorization header is refused.
 */
function registerS3(router, ctx) {
	const oss = () => ctx.state.oss;

	const putPart = async (request) => {
		verifySigned(request, oss().secret, signedNow(ctx, request));
		const upload = oss().uploads.get(request.query.get('uploadId'));
		if (!upload || upload.completed || upload.bucketKey !== request.params.bucketKey || upload.objectKey !== request.params.objectKey) {
			throw s3Error(404, 'NoSuchUpload', 'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.');
		}
		if (request.headers['content-length'] === undefined) {
			throw s3Error(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
		}
		const number = Number(request.query.get('partNumber'));
		let stored;
		try {
			stored = await oss().blobs.write(request.stream);
		} catch {
			return null; // the client went away mid-part: nothing to answer, nothing kept
		}
		if (stored.size !== Number(request.headers['content-length'])) {
			oss().blobs.remove(stored.file);
			throw s3Error(400, 'IncompleteBody', 'You did not provide the number of bytes specified by the Content-Length HTTP header.');
		}
		if (upload.completed) {
			oss().blobs.remove(stored.file);
			throw s3Error(404, 'NoSuchUpload', 'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.');
		}
		const previous = upload.parts.get(number);
		if (previous) oss().blobs.remove(previous.file);
		upload.parts.set(number, { file: stored.file, size: stored.size, etag: stored.md5 });
		return { status: 200, body: '', headers: { ETag: `"${stored.md5}"` } };
	};
	putPart.streamsBody = true;
	router.add('PUT', '/s3/:bucketKey/:objectKey', putPart);

	router.add('GET', '/s3/:bucketKey/:objectKey', (request) => {
		verifySigned(request, oss().secret, signedNow(ctx, request));
		const bucket = oss().buckets.get(request.params.bucketKey);
		const object = bucket && !bucket.deleted ? bucket.objects.get(request.params.objectKey) : undefined;
		if (!object || object.version !== request.query.get('versionId')) {
			throw s3Error(404, 'NoSuchKey', 'The specified key does not exist.');
		}
		return objectResponse(oss(), object, request);
	});
}

/** An object's bytes as a streamed answer: whole (200) or a `Range: bytes=a-b` (206, or 416). */
function objectResponse(state, object, request, errorOf = s3Error) {
	const headers = {
		'Content-Type': request.query.get('response-content-type') || object.contentType,
		ETag: `"${object.sha1}"`,
		'Accept-Ranges': 'bytes',
		'Last-Modified': new Date(object.lastModifiedDate).toUTCString(),
	};
	const disposition = request.query.get('response-content-disposition') || object.contentDisposition;
	if (disposition) headers['Content-Disposition'] = disposition;
	const cacheControl = request.query.get('response-cache-control');
	if (cacheControl) headers['Cache-Control'] = cacheControl;
	const range = parseRange(request.headers.range, object.size);
	if (range === 'invalid') {
		throw errorOf(416, 'InvalidRange', 'The requested range is not satisfiable.');
	}
	if (range) {
		headers['Content-Range'] = `bytes ${range.start}-${range.end}/${object.size}`;
		headers['Content-Length'] = String(range.end - range.start + 1);
		return { status: 206, headers, stream: state.blobs.read(object.file, range) };
	}
	headers['Content-Length'] = String(object.size);
	return { status: 200, headers, stream: state.blobs.read(object.file) };
}

/** A `Range: bytes=a-b` or `bytes=a-` header read against the size: `{ start, end }`, 'invalid', or undefined without one. */
function parseRange(header, size) {
	if (!header) return undefined;
	const match = /^bytes=(\d+)-(\d*)$/.exec(header);
	if (!match) return 'invalid';
	const start = Number(match[1]);
	const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
	if (start >= size || end < start) return 'invalid';
	return { start, end };
}

module.exports = { registerS3, objectResponse, parseRange };
