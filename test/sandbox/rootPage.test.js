'use strict';

const { useSandbox, call } = require('../support/sandbox');

/** A browser opened at the sandbox's own address gets a page that says what it is and where the editor is. */
const sandbox = useSandbox();

test('GET / is a short page: what the sandbox is, its Base URL, its log and hooks pages, and the editor when it is known', async () => {
	sandbox.ctx.options.editorUrl = undefined;
	const unknown = await call(sandbox, 'GET', '/');
	expect(unknown.status).toBe(200);
	expect(unknown.headers.get('content-type')).toBe('text/html; charset=utf-8');
	expect(unknown.text).toContain('A local stand-in for Autodesk Platform Services');
	expect(unknown.text).toContain(`<code>${sandbox.url}</code>`);
	expect(unknown.text).toContain('href="/__sandbox/log"');
	expect(unknown.text).toContain('href="/__sandbox/webhooks/hooks"');
	expect(unknown.text).not.toContain('The n8n editor is at');

	sandbox.ctx.options.editorUrl = 'http://127.0.0.1:5678';
	const known = await call(sandbox, 'GET', '/');
	expect(known.text).toContain('The n8n editor is at <a href="http://127.0.0.1:5678">http://127.0.0.1:5678</a>');
	for (const page of ['/__sandbox/log', '/__sandbox/webhooks/hooks']) expect((await call(sandbox, 'GET', page)).status).toBe(200);
});

test('only GET: another method at the root is 405, as at any path the sandbox knows', async () => {
	expect((await call(sandbox, 'POST', '/', { json: {} })).status).toBe(405);
});
