'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { useE2e } = require('./support');
const { seedTryIt } = require('./samples');
const { OWNER } = require('./n8n');
const { TAKEN, launchChromium, nodePanel, signIn, shoot, SHOTS } = require('./editor');

/**
 * The n8n editor in headless Chromium, signed in as a user of the try-it set-up (the credentials
 * and samples `npm start` creates): the node panel finds the package by "Autodesk" and lists,
 * under each resource, the operations of the node's description; the action node's Resource and
 * Operation lists show the same; then the README's screenshots are taken again, into
 * test/e2e/.screenshots (git-ignored: a test run leaves the committed docs/images as they are;
 * scripts/screenshots.js takes them into docs/images from `npm start`).
 */

const README = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
const { builtActionNodes, builtNode, builtNodes } = require('../support/builtNodes');
const trigger = builtNode('AutodeskApsTrigger').description;
const nodes = builtActionNodes();
/** The trigger n8n shows in one entry with an action node (its name and "Trigger"), if any. */
const triggerOf = ({ description }) => builtNodes().find((node) => node.description.name === `${description.name}Trigger`)?.description;
const [{ description: action, resources }] = nodes;

const env = useE2e();
let browser;
let page;
let ready;

beforeAll(async () => {
	const { credentials, workflows } = await seedTryIt(env, { ownAddresses: true });
	ready = {
		url: env.n8n.url,
		email: OWNER.email,
		password: OWNER.password,
		credential: credentials.oAuth2.name,
		workflows: Object.fromEntries(workflows.map((sample) => [sample.workflow.name, `${env.n8n.url}/workflow/${sample.id}`])),
	};
	({ browser, page } = await launchChromium());
	await signIn(page, ready);
});
afterAll(async () => {
	if (browser) await browser.close();
});

const panel = () => nodePanel(page, ready.url);
const creator = () => panel().creator();
const texts = (locator) => panel().texts(locator);
/**
 * The texts of every item of a list the panel draws as it is scrolled (the first few dozen at
 * first), once three scrolls in a row have drawn nothing new (one slow redraw on a loaded machine
 * would otherwise end the list early).
 */
async function everyItem(items) {
	const seen = [];
	for (let quiet = 0; quiet < 3; ) {
		const fresh = (await texts(items)).filter((text) => !seen.includes(text));
		quiet = fresh.length ? 0 : quiet + 1;
		seen.push(...fresh);
		await items.last().scrollIntoViewIfNeeded();
		await page.waitForTimeout(300);
	}
	return seen;
}

const openDropdown = () => page.locator('.el-select__popper:visible');
/** The names of the open dropdown's options (each option shows its name, then its description). */
async function dropdownNames() {
	const options = openDropdown().locator('li.el-select-dropdown__item');
	await options.first().waitFor();
	return (await texts(options)).map((text) => text.split('\n')[0]);
}
/** Waits until no dropdown shows (a closing one stays visible for a moment). */
const dropdownClosed = () => openDropdown().first().waitFor({ state: 'detached' });

const entry = (name) => panel().entry(name);
const openPanel = () => panel().open();
const search = (words, expected) => panel().search(words, expected);

/** The texts of an opened node's actions list, without the resources' headings (one resource has none). */
const withoutHeadings = (listed) => listed.filter((text) => !text.endsWith(' ACTIONS'));

test('searching the node panel for "Autodesk" finds every node of the package, with its current description', async () => {
	await openPanel();
	const names = await search('Autodesk', action.displayName);
	// n8n shows an action node and its trigger (Autodesk Platform Services, Autodesk Construction Cloud) as one entry.
	expect([...names].sort()).toEqual(nodes.map(({ description }) => description.displayName).sort());
	for (const node of nodes) {
		const { description } = node;
		const shown = await entry(description.displayName).first().getByTestId('node-creator-item-description').innerText();
		expect([description.description, triggerOf(node)?.description].filter(Boolean)).toContain(shown);
	}
});

test('searching the node panel for "APS", "ACC", "BIM 360", "Forma" or "Construction Cloud" finds every node of the package', async () => {
	await openPanel();
	const last = nodes[nodes.length - 1].description.displayName;
	for (const words of ['APS', 'ACC', 'BIM 360', 'Forma', 'Construction Cloud']) {
		const names = await search(words, last);
		expect({ words, names }).toEqual({ words, names: expect.arrayContaining(nodes.map(({ description }) => description.displayName)) });
	}
});

test.each(nodes.slice(1).map((node) => [node.description.displayName, node]))("%s: opening it lists each resource's operations as its description has them", async (name, node) => {
	await openPanel();
	await search(name, name);
	await entry(name).first().click();
	const actions = node.resources.flatMap((resource) => resource.operations.map((operation) => operation.action));
	// An entry with a trigger lists the trigger's events first and its actions folded below them.
	if (triggerOf(node)) await creator().getByTestId('node-creator-category-item').filter({ hasText: `Actions (${actions.length})` }).click();
	const listed = await everyItem(creator().getByTestId('item-iterator-item'));
	// n8n lists its own triggers (On a Schedule, On a Webhook call) first for a node that has none.
	expect(withoutHeadings(listed.slice(listed.indexOf(actions[0])))).toEqual(actions);
});

test('the Autodesk Platform Services entry opens to the trigger\'s events, then its actions', async () => {
	await openPanel();
	await search('Autodesk', action.displayName);
	await entry(action.displayName).first().click();
	const total = resources.reduce((count, resource) => count + resource.operations.length, 0);
	await creator().getByTestId('node-creator-category-item').filter({ hasText: `Actions (${total})` }).click();
	const listed = await everyItem(creator().getByTestId('item-iterator-item'));
	const actions = listed.slice(listed.indexOf(`${resources[0].name.toUpperCase()} ACTIONS`));
	expect(actions).toEqual(
		resources.flatMap((resource) => [`${resource.name.toUpperCase()} ACTIONS`, ...resource.operations.map((operation) => operation.action)]),
	);
	expect(listed.slice(0, listed.length - actions.length)).toEqual(['On events', 'On translation finished']);
});

test("the action node's Resource list and each resource's Operation list show the description's options", async () => {
	const [bucket] = resources;
	await creator().getByTestId('item-iterator-item').filter({ hasText: bucket.operations[0].action }).first().click();
	await page.getByTestId('ndv').waitFor();
	await page.getByTestId('parameter-input-resource').click();
	// n8n adds Custom API Call to a node with an OAuth2 credential.
	expect(await dropdownNames()).toEqual([...resources.map((resource) => resource.name), 'Custom API Call']);
	await page.keyboard.press('Escape');
	await dropdownClosed();
	for (const resource of resources) {
		await page.getByTestId('parameter-input-resource').click();
		await openDropdown().locator('li.el-select-dropdown__item').getByText(resource.name, { exact: true }).click();
		await dropdownClosed();
		await page.getByTestId('parameter-input-operation').click();
		expect({ resource: resource.name, operations: await dropdownNames() }).toEqual({
			resource: resource.name,
			operations: [...resource.operations.map((operation) => operation.name), 'Custom API Call'],
		});
		await page.keyboard.press('Escape');
		await dropdownClosed();
	}
});

/** Width and height from a PNG's header. */
function pngSize(file) {
	const bytes = fs.readFileSync(file);
	expect(bytes.subarray(1, 4).toString()).toBe('PNG');
	return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("the README's screenshots, the set it points to, taken again (test/e2e/.screenshots)", async () => {
	const pointed = [...README.matchAll(/docs\/images\/([\w-]+)\.png/g)].map((match) => match[1]);
	expect([...new Set(pointed)].sort()).toEqual(SHOTS.map((shot) => shot.name).sort());
	for (const shot of SHOTS) {
		const before = Date.now();
		await shot.prepare(page, ready);
		const file = await shoot(page, shot.name, TAKEN);
		expect(path.dirname(file)).toBe(TAKEN);
		expect(fs.statSync(file).mtimeMs).toBeGreaterThanOrEqual(before - 1000);
		expect(pngSize(file)).toEqual(page.viewportSize());
	}
}, 600_000);
