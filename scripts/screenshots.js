'use strict';

/**
 * Screenshots of the real n8n editor for the README (docs/images/*.png), taken with headless
 * Chromium from the n8n that `npm start` brings up (`npm test` takes them too, in its e2e n8n:
 * test/e2e/editor.test.js). Needs Debian's Chromium:
 *
 *   apt-get install -y --no-install-recommends chromium fonts-liberation
 *   node scripts/screenshots.js [name...]
 *
 * CHROMIUM sets the browser's path (default /usr/bin/chromium).
 */

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const { launchChromium, signIn, shoot, SHOTS } = require('../test/e2e/editor');

const ROOT = path.resolve(__dirname, '..');
const START_TIMEOUT_MS = 600_000;

/** Starts `npm start`'s script; answers the child and what it printed once n8n is ready. */
function startTryout() {
	const child = spawn(process.execPath, [path.join(__dirname, 'start.js')], {
		cwd: ROOT,
		stdio: ['ignore', 'pipe', 'inherit'],
	});
	return new Promise((resolve, reject) => {
		let output = '';
		const timer = setTimeout(() => {
			child.kill('SIGINT');
			reject(new Error(`npm start was not ready within ${START_TIMEOUT_MS / 1000} s:\n${output}`));
		}, START_TIMEOUT_MS);
		child.stdout.setEncoding('utf8');
		child.stdout.on('data', (chunk) => {
			output += chunk;
			process.stdout.write(chunk);
			if (output.includes('Ctrl-C stops')) {
				clearTimeout(timer);
				resolve({ child, ready: parseReady(output) });
			}
		});
		child.on('exit', (code) => {
			clearTimeout(timer);
			reject(new Error(`npm start exited (${code}) before it was ready:\n${output}`));
		});
	});
}

/** The editor URL, the owner's sign-in, the credential's name and the sample workflows' URLs by name, from start.js's message. */
function parseReady(output) {
	const field = (label) => new RegExp(`${label}:\\s+(\\S+)`).exec(output)[1];
	const workflows = {};
	const lines = output.split('\n');
	lines.forEach((line, index) => {
		const url = /^\s+(http\S+\/workflow\/\S+)$/.exec(line);
		if (url) workflows[lines[index - 1].trim()] = url[1];
	});
	return {
		url: field('n8n is ready'),
		email: field('Sign in as'),
		password: field('Password'),
		credential: /Credential "([^"]+)"/.exec(output)[1],
		workflows,
	};
}

async function stop(child) {
	if (child.exitCode !== null) return;
	const exited = new Promise((resolve) => child.on('exit', resolve));
	child.kill('SIGINT');
	await exited;
}

async function main() {
	const { child, ready } = await startTryout();
	let browser;
	try {
		let page;
		({ browser, page } = await launchChromium());
		await signIn(page, ready);
		const only = process.argv.slice(2);
		for (const shot of SHOTS) {
			if (only.length && !only.includes(shot.name)) continue;
			await shot.prepare(page, ready);
			const file = await shoot(page, shot.name);
			process.stdout.write(`Wrote ${path.relative(ROOT, file)} (${fs.statSync(file).size} bytes)\n`);
		}
	} finally {
		if (browser) await browser.close();
		await stop(child);
	}
}

main().catch((error) => {
	process.stderr.write(`${error.stack || error}\n`);
	process.exit(1);
});
