'use strict';

/**
 * Screenshots of the real n8n editor for the README (docs/images/*.png), taken with headless
 * Chromium from the n8n that `npm start` brings up. Not part of `npm test`. Needs Debian's
 * Chromium and playwright-core, which is not a dependency of this package:
 *
 *   apt-get install -y --no-install-recommends chromium fonts-liberation
 *   npm install --prefix /tmp/shots playwright-core
 *   NODE_PATH=/tmp/shots/node_modules node scripts/screenshots.js
 *
 * CHROMIUM sets the browser's path (default /usr/bin/chromium).
 */

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const IMAGES = path.join(ROOT, 'docs', 'images');
const START_TIMEOUT_MS = 600_000;
const VIEWPORT = { width: 1440, height: 960 };
/** The flags this machine needs: no sandbox as root, and no calls to Google's services. */
const CHROMIUM_FLAGS = [
	'--headless=new',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
];

function loadPlaywright() {
	try {
		return require('playwright-core');
	} catch {
		throw new Error(
			'playwright-core is not installed. Run: npm install --prefix /tmp/shots playwright-core, then NODE_PATH=/tmp/shots/node_modules node scripts/screenshots.js',
		);
	}
}

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

async function signIn(page, { url, email, password }) {
	await page.goto(`${url}/signin`);
	await page.fill('input[name="emailOrLdapLoginId"]', email);
	await page.fill('input[name="password"]', password);
	await page.click('button:has-text("Sign in")');
	await page.waitForURL((target) => !target.pathname.startsWith('/signin'));
}

/** Opens a workflow and waits for its canvas. */
async function openWorkflow(page, workflowUrl) {
	await page.goto(workflowUrl);
	await page.waitForSelector('[data-test-id="canvas-node"]');
	await page.waitForTimeout(1000);
}

async function openNode(page, name) {
	await page.locator(`[data-test-id="canvas-node"][data-node-name="${name}"]`).dblclick();
	await page.waitForSelector('[data-test-id="ndv"]');
	await page.waitForTimeout(1000);
}

/** Closes the notifications ("Workflow executed successfully") that would cover the picture. */
async function dismissToasts(page) {
	for (const close of await page.locator('.el-notification__closeBtn').all()) {
		if (await close.isVisible()) await close.click();
	}
	await page.waitForSelector('.el-notification', { state: 'hidden' });
}

async function shoot(page, name) {
	await dismissToasts(page);
	const file = path.join(IMAGES, `${name}.png`);
	await page.screenshot({ path: file });
	process.stdout.write(`Wrote ${path.relative(ROOT, file)} (${fs.statSync(file).size} bytes)\n`);
}

/** Each screenshot: what to do before it is taken. */
const SHOTS = [
	{
		name: 'workflow-canvas',
		async prepare(page, ready) {
			await openWorkflow(page, ready.workflows['Translation: translate a model and wait for it']);
			await page.click('[data-test-id="execute-workflow-button"]');
			await page.waitForSelector(
				'[data-test-id="canvas-node"][data-node-name="Delete Manifest"] [data-test-id="canvas-node-status-success"]',
				{ timeout: 60_000 },
			);
			await page.waitForTimeout(1000);
		},
	},
	{
		name: 'node-translation-job',
		async prepare(page) {
			await openNode(page, 'Translate and Wait');
			await page
				.locator('[data-test-id="output-panel"] [data-test-id="radio-button-json"]')
				.click();
			await page.waitForTimeout(500);
		},
	},
	{
		name: 'trigger-node',
		async prepare(page, ready) {
			await openWorkflow(page, ready.workflows['Bidding: react to new bids and opportunities']);
			await openNode(page, 'New Bid or Opportunity');
		},
	},
	{
		name: 'node-issue',
		async prepare(page, ready) {
			await openWorkflow(
				page,
				ready.workflows['Issues: every morning, the overdue open issues of a project per assignee'],
			);
			await openNode(page, 'Overdue Open Issues');
			await page.click('[data-test-id="ndv"] [data-test-id="node-execute-button"]');
			await page.waitForSelector('[data-test-id="output-panel"] table', { timeout: 60_000 });
			await page
				.locator('[data-test-id="output-panel"] [data-test-id="radio-button-json"]')
				.click();
			await page.waitForTimeout(1000);
		},
	},
	{
		name: 'credential',
		async prepare(page, ready) {
			await page.goto(`${ready.url}/home/credentials`);
			await page.getByText(ready.credential).first().click();
			await page.waitForSelector('[data-test-id="editCredential-modal"]');
			await page.waitForTimeout(1000);
		},
	},
];

async function main() {
	const { chromium } = loadPlaywright();
	fs.mkdirSync(IMAGES, { recursive: true });
	const { child, ready } = await startTryout();
	let browser;
	try {
		browser = await chromium.launch({
			executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
			args: CHROMIUM_FLAGS,
		});
		const page = await browser.newPage({ viewport: VIEWPORT });
		await signIn(page, ready);
		const only = process.argv.slice(2);
		for (const shot of SHOTS) {
			if (only.length && !only.includes(shot.name)) continue;
			await shot.prepare(page, ready);
			await shoot(page, shot.name);
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
