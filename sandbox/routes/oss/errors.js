'use strict';

const crypto = require('node:crypto');
const { HttpError } = require('../../http');
const { json, raw } = require('../../responses');

/** OSS answers errors as `{ "reason": "..." }` (oss.yaml, schema `reason`). */
function ossError(status, reason, extra = {}) {
	const error = new HttpError(status, reason, reason);
	error.response = json(status, { reason, ...extra });
	return error;
}

/**
 * S3 (the signed URLs) answers errors as an XML document with a Code and a Message, some codes
 * with more elements (an expired URL: X-Amz-Expires, Expires, ServerTime), then a RequestId and
 * a HostId.
 */
function s3Error(status, code, message, details = {}) {
	const error = new HttpError(status, code, message);
	const extra = Object.entries(details).map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`).join('');
	const requestId = crypto.randomBytes(8).toString('hex').toUpperCase();
	const hostId = crypto.randomBytes(48).toString('base64');
	const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>${extra}<RequestId>${requestId}</RequestId><HostId>${hostId}</HostId></Error>`;
	error.response = raw(status, xml, 'application/xml');
	return error;
}

function escapeXml(text) {
	return String(text).replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]);
}

module.exports = { ossError, s3Error };
