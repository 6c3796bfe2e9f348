'use strict';

const crypto = require('node:crypto');
const { s3Error } = require('./errors');

/**
 * The sandbox's stand-in for S3 presigned URLs: `/s3/...` with an expiry and an HMAC signature
 * in the query (X-Amz-* names, as S3's), bound to the method, path and every other query
 * parameter. Such a URL needs no token; S3 refuses one that also carries an Authorization header.
 */
const SIGNATURE = 'X-Amz-Signature';

function amzDate(ms) {
	return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

function parseAmzDate(text) {
	const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text || '');
	if (!match) return NaN;
	const [, y, mo, d, h, mi, s] = match;
	return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

function canonical(method, pathname, params) {
	const pairs = [...params.entries()].filter(([key]) => key !== SIGNATURE).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
	return [method, pathname, pairs.map(([key, value]) => `${key}=${value}`).join('&')].join('\n');
}

function hmac(secret, text) {
	return crypto.createHmac('sha256', secret).update(text).digest('hex');
}

/** A signed URL for `method` on `pathname` with `query`, valid `seconds` from `nowMs`. */
function signUrl({ secret, baseUrl, method, pathname, query = {}, nowMs, seconds }) {
	const params = new URLSearchParams();
	for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
	params.set('X-Amz-Algorithm', 'AWS4-HMAC-SHA256');
	params.set('X-Amz-Date', amzDate(nowMs));
	params.set('X-Amz-Expires', String(seconds));
	params.set('X-Amz-SignedHeaders', 'host');
	params.set(SIGNATURE, hmac(secret, canonical(method, pathname, params)));
	return `${baseUrl}${pathname}?${params.toString()}`;
}

/** Throws S3's answer unless the request carries a valid, unexpired signature and no Authorization. */
function verifySigned(request, secret, nowMs) {
	if (request.headers.authorization !== undefined) {
		throw s3Error(400, 'InvalidArgument', 'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified');
	}
	const params = request.query;
	const given = params.get(SIGNATURE) || '';
	const expected = hmac(secret, canonical(request.method, request.path, params));
	const same = given.length === expected.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected));
	if (!same) throw s3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
	const signedAt = parseAmzDate(params.get('X-Amz-Date'));
	const seconds = Number(params.get('X-Amz-Expires'));
	if (!Number.isFinite(signedAt) || !(nowMs <= signedAt + seconds * 1000)) {
		throw s3Error(403, 'AccessDenied', 'Request has expired', {
			'X-Amz-Expires': params.get('X-Amz-Expires') ?? '',
			Expires: isoSeconds(signedAt + seconds * 1000),
			ServerTime: isoSeconds(nowMs),
		});
	}
}

/** S3's time in its error documents: `2018-03-29T11:17:34Z`. */
function isoSeconds(ms) {
	return Number.isFinite(ms) ? new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z') : '';
}

/**
 * The time a signed address is checked at: the sandbox clock, later by `clockAheadMs` when an
 * `expired` fault (faults.js) is on the request.
 */
function signedNow(ctx, request) {
	return ctx.clock.now() + (request.clockAheadMs ?? 0);
}

module.exports = { signUrl, verifySigned, signedNow };
