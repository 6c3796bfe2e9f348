'use strict';

/**
 * HTML of the authorize flow. Kept plain so that a test can parse it: every form field is one
 * element on its own line, with `name` before `value`.
 */

const CONSENT_PATH = '/authentication/v2/authorize/consent';

const escapeHtml = (text) =>
	String(text).replace(
		/[&<>"']/g,
		(character) =>
			({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character],
	);

function page(title, body) {
	return [
		'<!DOCTYPE html>',
		'<html lang="en">',
		'<head>',
		'<meta charset="utf-8">',
		`<title>${escapeHtml(title)}</title>`,
		'</head>',
		'<body>',
		body,
		'</body>',
		'</html>',
		'',
	].join('\n');
}

const hiddenInput = (name, value) =>
	`<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

/** The sign-in and consent page: pick a seeded user, then Allow (or Deny). */
function signInPage({ fields, users, clientId, scopes }) {
	const options = users.map(
		(user, index) =>
			`<option value="${escapeHtml(user.id)}"${index === 0 ? ' selected' : ''}>${escapeHtml(`${user.name} <${user.email}>`)}</option>`,
	);
	return page(
		'Sign in - APS Sandbox',
		[
			'<h1>Sign in to the APS Sandbox</h1>',
			`<p>The app <strong id="client">${escapeHtml(clientId)}</strong> asks for: <span id="scopes">${escapeHtml(scopes.join(' '))}</span></p>`,
			`<form id="consent" method="POST" action="${CONSENT_PATH}">`,
			...Object.entries(fields).map(([name, value]) => hiddenInput(name, value)),
			'<label for="user">User</label>',
			'<select name="user" id="user">',
			...options,
			'</select>',
			'<button type="submit" name="decision" value="allow">Allow</button>',
			'<button type="submit" name="decision" value="deny">Deny</button>',
			'</form>',
		].join('\n'),
	);
}

function errorPage(error, description) {
	return page(
		'Authorization error - APS Sandbox',
		[
			'<h1>Authorization error</h1>',
			`<p id="error">${escapeHtml(error)}</p>`,
			`<p id="error_description">${escapeHtml(description)}</p>`,
		].join('\n'),
	);
}

/** response_mode=form_post: a form that posts `values` to the redirect URI by itself. */
function formPostPage(action, values) {
	return page(
		'Signing in - APS Sandbox',
		[
			`<form id="form_post" method="POST" action="${escapeHtml(action)}">`,
			...Object.entries(values).map(([name, value]) => hiddenInput(name, value)),
			'<noscript><button type="submit">Continue</button></noscript>',
			'</form>',
			'<script>document.getElementById("form_post").submit();</script>',
		].join('\n'),
	);
}

module.exports = { signInPage, errorPage, formPostPage, escapeHtml, CONSENT_PATH };
