'use strict';

const fs = require('node:fs');
const path = require('node:path');

/**
 * The n8n editor in headless Chromium (Debian's `chromium`, driven by playwright-core; never a
 * downloaded browser): used by the e2e test of the editor (editor.test.js) and by
 * scripts/screenshots.js. The README's screenshots (docs/images/<name>.png) are SHOTS.
 */

const ROOT = path.resolve(__dirname, '..', '..');
const IMAGES = path.join(ROOT, 'docs', 'images');
/** Where the e2e test takes the screenshots: beside it, git-ignored. */
const TAKEN = path.join(__dirname, '.screenshots');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const VIEWPORT = { width: 1440, height: 960 };
const TIMEOUT_MS = 120_000;
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

/** Starts Chromium; answers the browser (close it) and a page of the editor's size. */
async function launchChromium() {
	if (!fs.existsSync(CHROMIUM))
		throw new Error(`${CHROMIUM} is missing: apt-get install -y --no-install-recommends chromium fonts-liberation (or set CHROMIUM)`);
	const { chromium, selectors } = require('playwright-core');
	// n8n's editor marks its elements with data-test-id: page.getByTestId finds them.
	selectors.setTestIdAttribute('data-test-id');
	const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
	try {
		const page = await browser.newPage({ viewport: VIEWPORT });
		// The editor's first load is megabytes of scripts: slow on a loaded machine.
		page.setDefaultTimeout(TIMEOUT_MS);
		return { browser, page };
	} catch (error) {
		await browser.close();
		throw error;
	}
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

/**
 * Keeps the notifications ("Workflow executed successfully") out of the picture. They are hidden
 * by a style rule rather than closed by a click: a toast closes itself on the editor's own timer,
 * and a click on one that is closing waits for an element that has left the page.
 */
async function hideToasts(page) {
	await page.addStyleTag({ content: '.el-notification { visibility: hidden !important; }' });
}

/** Takes docs/images/<name>.png (or into `dir`); answers the file. */
async function shoot(page, name, dir = IMAGES) {
	await hideToasts(page);
	fs.mkdirSync(dir, { recursive: true });
	const file = path.join(dir, `${name}.png`);
	await page.screenshot({ path: file });
	return file;
}

/**
 * The README's screenshots, each with what to do before it is taken, in the editor where `npm
 * start` created its samples: `ready` holds the editor's `url`, the `credential`'s name and the
 * samples' addresses by workflow name (`workflows`).
 */
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
			const output = page.locator('[data-test-id="output-panel"]');
			await output.locator('[data-test-id="radio-button-json"]').click();
			// The first overdue issue of the sample's project, once the node has run.
			await output.getByText('Missing railing at stair 2').first().waitFor({ timeout: 60_000 });
			await page.waitForTimeout(1000);
		},
	},
	{
		name: 'credential',
		async prepare(page, ready) {
			await page.goto(`${ready.url}/home/credentials`);
			// Searched for: in an n8n with many credentials it may not be on the list's first page.
			await page.fill('[data-test-id="resources-list-search"]', ready.credential);
			await page.getByText(ready.credential, { exact: true }).first().click();
			await page.waitForSelector('[data-test-id="editCredential-modal"]');
			await page.waitForTimeout(1000);
		},
	},
];

/** n8n's node panel in `page`, on the editor at `url`. */
function nodePanel(page, url) {
	const creator = () => page.getByTestId('node-creator');
	const texts = (locator) => locator.evaluateAll((elements) => elements.map((element) => element.innerText.trim()));
	/** The panel's entry of the node named `name` (its name exactly: a description may name another). */
	const entry = (name) =>
		creator()
			.getByTestId('item-iterator-item')
			.filter({ has: page.getByTestId('node-creator-item-name').getByText(name, { exact: true }) });
	return {
		creator,
		texts,
		entry,
		/** Opens the node panel of a new workflow. */
		async open() {
			await page.goto(`${url}/workflow/new`);
			await page.getByTestId('node-creator-plus-button').click();
		},
		/** Searches the open panel for `words` until `expected` is listed; answers the entries' names. */
		async search(words, expected) {
			await page.getByTestId('node-creator-search-bar').fill(words);
			// The panel lists the triggers until the search has answered.
			await entry(expected).first().waitFor();
			return texts(creator().getByTestId('item-iterator-item').getByTestId('node-creator-item-name'));
		},
	};
}

/** The name an open node's Credential field shows (a select's input, or a button's text). */
async function selectedCredential(page) {
	const field = page.getByTestId('node-credentials-select').first();
	await field.waitFor();
	const input = field.locator('input');
	return (await input.count()) ? input.first().inputValue() : (await field.innerText()).trim();
}

module.exports = { IMAGES, TAKEN, VIEWPORT, launchChromium, signIn, openWorkflow, openNode, shoot, SHOTS, nodePanel, selectedCredential };
