'use strict';

const { useE2e, TRY_IT_NAMES } = require('./support');
const { seedTryIt } = require('./samples');
const { OWNER } = require('./n8n');
const { launchChromium, nodePanel, selectedCredential, signIn } = require('./editor');
const { builtNode } = require('../support/builtNodes');

/**
 * The README's quick start in headless Chromium, in an n8n of its own that holds only what
 * `npm start` creates (n8n preselects the credential saved most recently, and the shared n8n holds
 * the other files' credentials, saved while they run): a node added from the panel starts with the
 * try-it user's credential, runs, and shows its output.
 */

const env = useE2e({});
let browser;
let page;
let url;

beforeAll(async () => {
	await seedTryIt(env, { ownAddresses: true });
	url = env.n8n.url;
	({ browser, page } = await launchChromium());
	await signIn(page, { url, email: OWNER.email, password: OWNER.password });
});
afterAll(async () => {
	if (browser) await browser.close();
});

test("a node added from the panel starts with the try-it user's credential, runs and shows its output", async () => {
	const { description } = builtNode('AutodeskAps');
	const operations = description.properties.find((property) => property.name === 'operation' && property.displayOptions?.show?.resource?.includes('hub'));
	const hubsAction = operations.options.find((operation) => operation.value === 'getAll').action;
	const panel = nodePanel(page, url);
	await panel.open();
	await panel.search('Autodesk', description.displayName);
	await panel.entry(description.displayName).first().click();
	await panel.creator().getByTestId('node-creator-category-item').filter({ hasText: 'Actions (' }).click();
	await panel.creator().getByTestId('item-iterator-item').filter({ hasText: hubsAction }).first().click();
	await page.getByTestId('ndv').waitFor();
	expect(await selectedCredential(page)).toBe(TRY_IT_NAMES.oAuth2);
	await page.getByTestId('node-execute-button').first().click();
	await page.getByTestId('output-panel').getByText('Sandbox BIM 360 Account').first().waitFor({ timeout: 30_000 });
}, 120_000);
