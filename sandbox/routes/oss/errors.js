'use strict';

const { HttpError } = require('../../http');
const { json, raw } = require('../../responses');

/** OSS answers errors as `{ "reason": "..." }` (oss.yaml, schema `reason`). */
function ossError(status, reason, extra = {}) {
	const error = new HttpError(status, reason, reason);
	error.response = json(status, { reason, ...extra });
	return error;
}

/** S3 (the signed URLs) answers errors as an XML document with a Code and a Message. */
function s3Error(status, code, message) {
	const error = new HttpError(status, code, message);
	const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`;
	error.response = raw(status, xml, 'application/xml');
	return error;
}

function escapeXml(text) {
	return String(text).replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]);
}

module.exports = { ossError, s3Error };
