'use strict';

const { json, empty, html } = require('../responses');
const { HttpError } = require('../http');

const escape = (text) => String(text).replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page a browser gets at the sandbox's own address: what it is, and where to go instead. */
function rootPage(ctx) {
	const { editorUrl } = ctx.options;
	const link = (href, text) => `<a href="${escape(href)}">${escape(text)}</a>`;
	const editor = editorUrl
		? `<p>The n8n editor is at ${link(editorUrl, editorUrl)}: open that address to build and run workflows.</p>`
		: '<p>Open the n8n editor to build and run workflows; this address goes in a credential\'s Base URL.</p>';
	return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>APS sandbox</title></head>
<body>
<h1>APS sandbox</h1>
<p>A local stand-in for Autodesk Platform Services: it answers the API calls of the n8n nodes as the real
service would, with made-up hubs, projects, files, issues and users. No Autodesk account is needed.</p>
${editor}
<p>Base URL of the sandbox credentials: <code>${escape(ctx.baseUrl)}</code></p>
<ul>
<li>${link('/__sandbox/log', 'What it received')}: every request, newest last</li>
<li>${link('/__sandbox/webhooks/hooks', 'Its webhooks')}: the hooks registered, and whether they have a secret</li>
</ul>
</body></html>
`;
}

/** Sandbox-only control paths under /__sandbox: log, faults, rate limits, clock, tokens, reset. */
module.exports = {
	name: 'admin',
	registerAdmin(router, ctx) {
		router
			.add('GET', '/', () => html(200, rootPage(ctx)))
			.add('GET', '/__sandbox/log', (request) => {
				const method = request.query.get('method') || undefined;
				const path = request.query.get('path');
				return json(200, ctx.log.find({ method, path: path ? new RegExp(path) : undefined }));
			})
			.add('DELETE', '/__sandbox/log', () => {
				ctx.log.clear();
				return empty(204);
			})
			.add('POST', '/__sandbox/faults', (request) => {
				const specs = [].concat(request.json());
				try {
					for (const spec of specs) ctx.faults.add(spec);
				} catch (error) {
					throw new HttpError(400, 'Bad Request', error.message);
				}
				return empty(204);
			})
			.add('DELETE', '/__sandbox/faults', () => {
				ctx.faults.clear();
				return empty(204);
			})
			.add('POST', '/__sandbox/rate-limits', (request) => {
				ctx.rateLimits.set(request.json());
				return empty(204);
			})
			.add('DELETE', '/__sandbox/rate-limits', () => {
				ctx.rateLimits.clear();
				return empty(204);
			})
			.add('POST', '/__sandbox/clock', (request) => json(200, { now: ctx.clock.advance(Number(request.json().advanceMs) || 0) }))
			.add('POST', '/__sandbox/tokens/expire', () => {
				ctx.tokens.expireAccessTokens();
				return empty(204);
			})
			.add('POST', '/__sandbox/tokens/revoke', () => {
				ctx.tokens.revokeRefreshTokens();
				return empty(204);
			})
			.add('POST', '/__sandbox/reset', () => {
				ctx.reset();
				return empty(204);
			});
	},
};
