'use strict';

const fs = require('node:fs');
const path = require('node:path');

/**
 * How n8n's node panel shows the package (from the built dist/; npm test builds first). The panel
 * lists a trigger whose name, without "Trigger", is another node's name as one entry with that
 * node, and gives the entry the trigger's description (n8n 2.41's editor,
 * generateMergedNodesAndActions). The entry opens the action node; its Docs link is the codex's
 * primary documentation.
 */

const root = path.resolve(__dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const repository = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

const { AutodeskAps } = require(path.join(root, 'dist/nodes/AutodeskAps/AutodeskAps.node.js'));
const { AutodeskApsTrigger } = require(path.join(root, 'dist/nodes/AutodeskApsTrigger/AutodeskApsTrigger.node.js'));
const action = new AutodeskAps().description;
const trigger = new AutodeskApsTrigger().description;
const codexOf = (name) => JSON.parse(fs.readFileSync(path.join(root, `dist/nodes/${name}/${name}.node.json`), 'utf8'));

/** The anchor GitHub gives a README heading. */
function headingAnchor(heading) {
	return heading
		.toLowerCase()
		.replace(/[^\p{L}\p{N}\s_-]/gu, '')
		.replace(/\s/g, '-');
}
const anchors = [...readme.matchAll(/^#{2,3} (.+)$/gm)].map((match) => headingAnchor(match[1]));

/** What the action node does, in the words a user looks for. */
const ACTIONS = [/Upload and download files/, /hubs/, /projects/, /folders/, /items/, /buckets and objects/, /translate models/, /model data/, /issues/, /webhooks/, /Service Account/];

test("the action node's description says what its operations do, and nothing of events", () => {
	for (const words of ACTIONS) expect(action.description).toMatch(words);
	expect(action.description).not.toMatch(/event|starts the workflow|trigger/i);
});

test('the panel text is short and keeps product fine print (subscriptions) to the field hints and README', () => {
	expect(trigger.description.length).toBeLessThan(350);
	for (const description of [action.description, trigger.description]) {
		expect(description).not.toMatch(/subscription|Bid Management|Bid Board|three-legged/i);
	}
});

test('the one panel entry of both nodes describes the actions first, then the events', () => {
	expect(trigger.name.replace('Trigger', '')).toBe(action.name);
	const entryDescription = trigger.description;
	expect(entryDescription.startsWith(`${action.description}, and start workflows on its webhook events`)).toBe(true);
});

test('the codex files name their nodes, and the action codex is searchable by what the actions work on', () => {
	const actionCodex = codexOf('AutodeskAps');
	expect(actionCodex).toMatchObject({ node: `${pkg.name}.${action.name}`, categories: ['Productivity', 'Development'] });
	expect(actionCodex.alias).toEqual(
		expect.arrayContaining(['Autodesk', 'APS', 'Hub', 'Project', 'Folder', 'Upload', 'Download', 'Bucket', 'Object', 'Translate', 'Manifest', 'Model', 'Webhook', 'Service Account']),
	);
	expect(codexOf('AutodeskApsTrigger')).toMatchObject({ node: `${pkg.name}.${trigger.name}` });
});

test.each([
	['AutodeskAps', 'operations'],
	['AutodeskApsTrigger', 'the-trigger-autodesk-platform-services-trigger'],
])("%s's Docs link opens its section of this package's README on GitHub", (name, anchor) => {
	const [{ url }] = codexOf(name).resources.primaryDocumentation;
	expect(url).toBe(`${repository}#${anchor}`);
	expect(anchors).toContain(anchor);
});
