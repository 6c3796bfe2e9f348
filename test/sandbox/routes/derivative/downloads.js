'use strict';

const crypto = require('node:crypto');
const { HttpError } = require('../../http');
const { json, raw } = require('../../responses');
const { derivativeFile } = require('./files');

/**
 * Derivative downloads as the service does them: `GET .../manifest/{derivativeUrn}/signedcookies`
 * answers a CDN URL and three CloudFront cookies (policy, signature, key pair id) that expire;
 * the CDN (served by the sandbox itself under CDN_PREFIX) gives the bytes only with those cookies
 * and refuses a request that carries an Authorization header.
 */

const CDN_PREFIX = '/cdn/derivatives';
const DEFAULT_MINUTES = 360;
const KEY_PAIR_ID = 'K2SANDBOXKEYPAIRID';
const secrets = new WeakMap();

function secretOf(ctx) {
	if (!secrets.has(ctx)) secrets.set(ctx, crypto.randomBytes(32));
	return secrets.get(ctx);
}

const sign = (ctx, policy) => crypto.createHmac('sha256', secretOf(ctx)).update(policy).digest('base64url');

/** The output path of a derivative URN of this manifest (`.../output/<path>`), or undefined. */
function outputPath(manifest, derivativeUrn) {
	const prefix = `urn:adsk.viewing:fs.file:${manifest.urn}/output/`;
	return derivativeUrn.startsWith(prefix) ? derivativeUrn.slice(prefix.length) : undefined;
}

/** Every derivative URN that the manifest lists (success derivatives only list their files). */
function listedUrns(view) {
	const urns = new Set();
	const walk = (nodes) => {
		for (const node of nodes || []) {
			if (typeof node.urn === 'string') urns.add(node.urn);
			walk(node.children);
		}
	};
	walk(view.derivatives);
	return urns;
}

/** The file a derivative URN names, when the manifest lists it; else 404. */
function findFile(manifest, view, derivativeUrn) {
	const path = outputPath(manifest, derivativeUrn);
	if (!path || !listedUrns(view).has(derivativeUrn)) {
		throw new HttpError(404, 'Not Found', `The manifest of ${manifest.urn} lists no derivative ${derivativeUrn}.`);
	}
	return { path, ...derivativeFile(path) };
}

const cdnUrl = (ctx, manifest, path) => `${ctx.baseUrl}${CDN_PREFIX}/${manifest.region}/${manifest.urn}/${encodeURIComponent(path)}`;

function signedCookies(ctx, request, manifest, view) {
	const minutesValue = request.query.get('minutes-expiration');
	let minutes = DEFAULT_MINUTES;
	if (minutesValue !== null) {
		minutes = Number(minutesValue);
		if (!/^\d+$/.test(minutesValue) || minutes < 1 || minutes > DEFAULT_MINUTES) {
			throw new HttpError(400, 'Bad Request', `minutes-expiration must be a whole number of minutes from 1 to ${DEFAULT_MINUTES}.`);
		}
	}
	const disposition = request.query.get('response-content-disposition');
	if (disposition !== null && !disposition.startsWith('attachment')) {
		throw new HttpError(400, 'Bad Request', 'response-content-disposition must begin with attachment.');
	}
	const file = findFile(manifest, view, request.params.derivativeUrn);
	const expiration = ctx.clock.now() + minutes * 60_000;
	const url = cdnUrl(ctx, manifest, file.path);
	const policy = Buffer.from(JSON.stringify({ Statement: [{ Resource: url, Condition: { DateLessThan: { 'AWS:EpochTime': Math.floor(expiration / 1000) } } }] })).toString('base64url');
	const attributes = `Path=/; Expires=${new Date(expiration).toUTCString()}; HttpOnly`;
	const response = json(200, {
		etag: crypto.createHash('md5').update(file.bytes).digest('hex'),
		size: file.bytes.length,
		url,
		'content-type': file.contentType,
		expiration,
	});
	response.headers['Set-Cookie'] = [
		`CloudFront-Policy=${policy}; ${attributes}`,
		`CloudFront-Signature=${sign(ctx, policy)}; ${attributes}`,
		`CloudFront-Key-Pair-Id=${KEY_PAIR_ID}; ${attributes}`,
	];
	return response;
}

/** HEAD .../manifest/{derivativeUrn}: the file's type and size, no body. */
function derivativeDetails(manifest, view, derivativeUrn) {
	const file = findFile(manifest, view, derivativeUrn);
	return { status: 200, body: '', headers: { 'Content-Type': file.contentType, 'Content-Length': String(file.bytes.length) } };
}

const accessDenied = (status, code, message) => raw(status, `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`, 'text/xml');

function cookiesOf(request) {
	const cookies = {};
	for (const part of String(request.headers.cookie || '').split(';')) {
		const at = part.indexOf('=');
		if (at > 0) cookies[part.slice(0, at).trim()] = part.slice(at + 1).trim();
	}
	return cookies;
}

/** GET /cdn/derivatives/{region}/{urn}/{path}: the bytes, for a request with valid cookies only. */
function cdnDownload(ctx, request) {
	if (request.headers.authorization) {
		return accessDenied(400, 'InvalidArgument', 'Only one auth mechanism allowed; signed cookies are used here, an Authorization header is not accepted.');
	}
	const cookies = cookiesOf(request);
	const policy = cookies['CloudFront-Policy'];
	const signature = cookies['CloudFront-Signature'];
	if (!policy || !signature || cookies['CloudFront-Key-Pair-Id'] !== KEY_PAIR_ID) return accessDenied(403, 'MissingKey', 'Missing Key-Pair-Id query parameter or cookie value');
	const expected = Buffer.from(sign(ctx, policy));
	const given = Buffer.from(signature);
	if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return accessDenied(403, 'AccessDenied', 'Access denied');
	const statement = JSON.parse(Buffer.from(policy, 'base64url').toString('utf8')).Statement[0];
	const url = `${ctx.baseUrl}${request.url.pathname}`;
	if (statement.Resource !== url) return accessDenied(403, 'AccessDenied', 'Access denied');
	if (ctx.clock.now() / 1000 >= statement.Condition.DateLessThan['AWS:EpochTime']) return accessDenied(403, 'AccessDenied', 'Access denied');
	const { bytes, contentType } = derivativeFile(request.params.path);
	return raw(200, bytes, contentType, { ETag: `"${crypto.createHash('md5').update(bytes).digest('hex')}"` });
}

module.exports = { CDN_PREFIX, signedCookies, derivativeDetails, cdnDownload };
