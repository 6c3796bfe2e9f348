'use strict';

const crypto = require('node:crypto');
const { call } = require('./sandbox');

/** The browser side of the authorize flow, done with a plain HTTP client. */

const CALLBACK = 'http://127.0.0.1:5678/rest/oauth2-credential/callback';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const unescapeHtml = (text) =>
	text.replace(
		/&(amp|lt|gt|quot|#39);/g,
		(_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name],
	);

function authorize(sandbox, params) {
	return call(sandbox, 'GET', `/authentication/v2/authorize?${new URLSearchParams(params)}`);
}

/** The hidden fields of the consent form of an authorize page. */
function formFields(html) {
	const fields = new URLSearchParams();
	for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
		fields.append(unescapeHtml(match[1]), unescapeHtml(match[2]));
	}
	return fields;
}

/** Opens the authorize page, picks `user` and submits the form; answers the consent response. */
async function consent(sandbox, params, { user = 'user-admin', decision = 'allow' } = {}) {
	const page = await authorize(sandbox, params);
	if (page.status !== 200) throw new Error(`authorize answered ${page.status}: ${page.text}`);
	const action = /<form id="consent" method="POST" action="([^"]+)">/.exec(page.text)[1];
	const fields = formFields(page.text);
	fields.set('user', user);
	fields.set('decision', decision);
	return call(sandbox, 'POST', action, { headers: FORM, body: fields.toString() });
}

/** An authorization code for `params` (the redirect's `code`). */
async function codeFor(sandbox, params, options) {
	const response = await consent(sandbox, params, options);
	return new URL(response.headers.get('location')).searchParams.get('code');
}

function token(sandbox, form, { basic, headers = {} } = {}) {
	const requestHeaders = { ...FORM, ...headers };
	if (basic)
		requestHeaders.authorization = `Basic ${Buffer.from(`${basic[0]}:${basic[1]}`).toString('base64')}`;
	return call(sandbox, 'POST', '/authentication/v2/token', {
		headers: requestHeaders,
		body: new URLSearchParams(form).toString(),
	});
}

function pkcePair() {
	const verifier = crypto.randomBytes(32).toString('base64url');
	return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * Checks a JWT's RS256 signature with the key of GET /authentication/v2/keys its header names;
 * answers `{ header, claims, verified }`.
 */
async function verifyWithJwks(sandbox, jwt) {
	const [headerPart, claimsPart, signature] = jwt.split('.');
	const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString());
	const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString());
	const { body } = await call(sandbox, 'GET', '/authentication/v2/keys');
	const jwk = body.keys.find((key) => key.kid === header.kid);
	const verified =
		header.alg === 'RS256' &&
		jwk !== undefined &&
		crypto.verify(
			'sha256',
			Buffer.from(`${headerPart}.${claimsPart}`),
			crypto.createPublicKey({ key: { kty: jwk.kty, n: jwk.n, e: jwk.e }, format: 'jwk' }),
			Buffer.from(signature, 'base64url'),
		);
	return { header, claims, verified };
}

async function lastTokenRequest(sandbox) {
	const { body } = await call(sandbox, 'GET', '/__sandbox/oauth/token-requests');
	return body[body.length - 1];
}

module.exports = {
	CALLBACK,
	FORM,
	authorize,
	formFields,
	consent,
	codeFor,
	token,
	pkcePair,
	verifyWithJwks,
	lastTokenRequest,
};
