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

const { ACTION_NODES } = require('../support/actionNodes');
const { builtNode } = require('../support/builtNodes');
const builtDescription = (folder) => builtNode(folder).description;
const action = builtDescription('AutodeskAps');
const trigger = builtDescription('AutodeskApsTrigger');
const constructionTrigger = builtDescription('AutodeskConstructionCloudTrigger');
const codexOf = (name) => JSON.parse(fs.readFileSync(path.join(root, `dist/nodes/${name}/${name}.node.json`), 'utf8'));

/** The anchor GitHub gives a README heading. */
function headingAnchor(heading) {
	return heading
		.toLowerCase()
		.replace(/[^\p{L}\p{N}\s_-]/gu, '')
		.replace(/\s/g, '-');
}
const anchors = [...readme.matchAll(/^#{2,3} (.+)$/gm)].map((match) => headingAnchor(match[1]));

/** What each action node does, in the words a user looks for. */
const ACTIONS = {
	AutodeskAps: [/Upload and download files/, /hubs/, /projects/, /folders/, /items/, /buckets and objects/, /webhooks/, /Service Account/],
	AutodeskModelDerivative: [/Translate designs/, /SVF2/, /download the results/, /properties/, /Model Derivative/],
	AutodeskConstructionCloud: [/issues/, /comments/, /Construction Cloud/, /Forma/, /BIM 360/],
	AutodeskConstructionCloudAdmin: [/projects/, /template/, /users/, /Construction Cloud/, /Forma/, /Service Account/],
	AutodeskAecDataModel: [/elements/, /Revit/, /properties/, /AEC Data Model/, /GraphQL/],
};

test.each(ACTION_NODES.map(({ folder }) => [folder]))("%s: its description says what its operations do, and nothing of events", (folder) => {
	const { description } = builtDescription(folder);
	for (const words of ACTIONS[folder]) expect(description).toMatch(words);
	expect(description).not.toMatch(/event|starts the workflow|trigger/i);
});

test('the panel text is short and keeps product fine print (subscriptions) to the field hints and README', () => {
	expect(trigger.description.length).toBeLessThan(350);
	for (const description of [...ACTION_NODES.map(({ folder }) => builtDescription(folder).description), trigger.description]) {
		expect(description).not.toMatch(/subscription|Bid Management|Bid Board|three-legged/i);
	}
});

test("the Construction Cloud trigger polls, and is one panel entry with the Construction Cloud node: its actions first, then its events", () => {
	const constructionCloud = builtDescription('AutodeskConstructionCloud');
	expect(constructionTrigger).toMatchObject({ name: 'autodeskConstructionCloudTrigger', polling: true, group: ['trigger'], inputs: [] });
	expect(constructionTrigger.name.replace('Trigger', '')).toBe(constructionCloud.name);
	expect(constructionTrigger.description.startsWith(`${constructionCloud.description}, and start workflows on new and updated issues`)).toBe(true);
	expect(constructionTrigger.description.length).toBeLessThan(350);
	expect(constructionTrigger.description).not.toMatch(/subscription|Bid Management|Bid Board|three-legged/i);
});

test("the Construction Cloud trigger's codex names it, with the Construction Cloud node's aliases", () => {
	const codex = codexOf('AutodeskConstructionCloudTrigger');
	expect(codex).toMatchObject({ node: `${pkg.name}.${constructionTrigger.name}`, categories: ['Productivity', 'Development'] });
	expect(codex.alias).toEqual(expect.arrayContaining(codexOf('AutodeskConstructionCloud').alias));
});

test('the one panel entry of both nodes describes the actions first, then the events', () => {
	expect(trigger.name.replace('Trigger', '')).toBe(action.name);
	const entryDescription = trigger.description;
	expect(entryDescription.startsWith(`${action.description}, and start workflows on its webhook events`)).toBe(true);
});

/** What a search in n8n's panel finds every node of the package by. */
const EVERY_NODE_ALIASES = ['Autodesk', 'APS', 'ACC', 'BIM 360', 'Forma', 'Construction Cloud'];

/** What each action node is found by besides, the words of what its actions work on. */
const FAMILY_ALIASES = {
	AutodeskAps: ['Hub', 'Project', 'Folder', 'Upload', 'Download', 'Bucket', 'Object', 'Webhook', 'Service Account'],
	AutodeskModelDerivative: ['Model Derivative', 'Translate', 'Manifest', 'SVF2', 'Model', 'Properties'],
	AutodeskConstructionCloud: ['Issue', 'Autodesk Build'],
	AutodeskConstructionCloudAdmin: ['Account Admin', 'Project', 'Project Users', 'Onboarding', 'Data Connector'],
	AutodeskAecDataModel: ['AEC', 'AEC Data Model', 'Revit', 'BIM', 'GraphQL', 'Elements', 'Properties'],
};

test.each(ACTION_NODES.map(({ folder }) => [folder]))('%s: its codex names it and is searchable by the platform and by what its actions work on', (folder) => {
	const codex = codexOf(folder);
	expect(codex).toMatchObject({ node: `${pkg.name}.${builtDescription(folder).name}`, categories: ['Productivity', 'Development'] });
	expect(codex.alias).toEqual(expect.arrayContaining([...EVERY_NODE_ALIASES, ...FAMILY_ALIASES[folder]]));
});

test("the trigger's codex names it", () => {
	expect(codexOf('AutodeskApsTrigger')).toMatchObject({ node: `${pkg.name}.${trigger.name}` });
});

test.each([
	['AutodeskAps', 'operations'],
])("%s's Docs link opens its section of this package's README on GitHub", (name, anchor) => {
	const [{ url }] = codexOf(name).resources.primaryDocumentation;
	expect(url).toBe(`${repository}#${anchor}`);
	expect(anchors).toContain(anchor);
});

test.each([
	['AutodeskModelDerivative', 'docs/translation.md'],
	['AutodeskConstructionCloud', 'docs/issues.md'],
	['AutodeskConstructionCloudAdmin', 'docs/account-admin.md'],
	['AutodeskApsTrigger', 'docs/trigger.md'],
	['AutodeskConstructionCloudTrigger', 'docs/construction-trigger.md'],
])("%s's Docs link opens its page of this package's docs on GitHub", (name, page) => {
	const [{ url }] = codexOf(name).resources.primaryDocumentation;
	expect(url).toBe(`${repository}/blob/main/${page}`);
	expect(fs.existsSync(path.join(root, page))).toBe(true);
});
