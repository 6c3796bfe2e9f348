'use strict';

const { formFields } = require('../support/oauthFlow');

/**
 * Connecting an OAuth2 credential the way n8n's editor does, with an HTTP client in the browser's
 * place: n8n's `/rest/oauth2-credential/auth` gives the authorize URL, the sandbox's sign-in page
 * is filled in and allowed, and the redirect goes to n8n's callback with the editor's cookies.
 */

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const textOf = (html, id) => {
	const match = new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html);
	return match ? match[1] : '';
};

/** The authorize URL n8n builds for the credential (what the editor opens in a popup). */
function authorizeUrl(n8n, credentialId) {
	return n8n.rest('GET', `/oauth2-credential/auth?id=${encodeURIComponent(credentialId)}`);
}

/**
 * Signs in on the sandbox as `user` and allows; answers the URL the sandbox redirects to (n8n's
 * callback with `code` and `state`). Throws with the sandbox's error when it refuses the request.
 */
async function consentOnSandbox(url, { user = 'user-admin' } = {}) {
	const page = await fetch(url, { redirect: 'manual' });
	const html = await page.text();
	if (page.status !== 200) {
		throw new Error(
			`The sandbox refused the authorize request n8n built (${page.status} ${textOf(html, 'error')}: ${textOf(html, 'error_description')})\n${url}`,
		);
	}
	const action = /<form id="consent" method="POST" action="([^"]+)">/.exec(html)[1];
	const fields = formFields(html);
	fields.set('user', user);
	fields.set('decision', 'allow');
	const consent = await fetch(new URL(action, url), {
		method: 'POST',
		headers: FORM,
		body: fields.toString(),
		redirect: 'manual',
	});
	const location = consent.headers.get('location');
	if (consent.status !== 302 || !location) {
		throw new Error(
			`The sandbox's consent answered ${consent.status}: ${(await consent.text()).slice(0, 500)}`,
		);
	}
	return location;
}

/** Opens n8n's callback as the signed-in browser; throws with n8n's message when it failed. */
async function openCallback(n8n, callbackUrl) {
	const response = await n8n.request('GET', callbackUrl);
	if (response.status !== 200 || response.text.includes('Failed to connect')) {
		const message = /<h4>([^<]*)<\/h4>/.exec(response.text);
		const reason = /<pre class='reason'>([^<]*)<\/pre>/.exec(response.text);
		throw new Error(
			`n8n's OAuth callback failed (${response.status}): ${message ? message[1] : response.text.slice(0, 500)}${reason ? ` (${reason[1]})` : ''}`,
		);
	}
	return response.text;
}

/**
 * The whole editor flow for one credential; answers the authorize URL and the callback URL as
 * URL objects, so that a test can check what n8n sent and what the sandbox answered.
 */
async function connectOAuth2(n8n, credentialId, options) {
	const authorize = await authorizeUrl(n8n, credentialId);
	const callback = await consentOnSandbox(authorize, options);
	await openCallback(n8n, callback);
	return { authorizeUrl: new URL(authorize), callbackUrl: new URL(callback) };
}

module.exports = { authorizeUrl, consentOnSandbox, openCallback, connectOAuth2 };
