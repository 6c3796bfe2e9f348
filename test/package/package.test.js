'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { builtNode } = require('../support/builtNodes');

/** The package as n8n's community-node panel installs it: a community node package
 * with no runtime dependencies, whose package.json names its built nodes and credential. */

const root = path.resolve(__dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));

test('is a community node package with no runtime dependencies', () => {
	expect(pkg.name).toBe('n8n-nodes-autodesk-aps');
	expect(pkg.keywords).toContain('n8n-community-node-package');
	expect(pkg.license).toBe('MIT');
	expect(pkg.files).toEqual(['dist', '!dist/docs', '!dist/package.json', 'CHANGELOG.md']);
	expect(pkg.dependencies).toBeUndefined();
	expect(pkg.peerDependencies).toEqual({ 'n8n-workflow': '*' });
	expect(pkg.n8n).toMatchObject({ n8nNodesApiVersion: 1, strict: true });
});

describe('the built dist/ holds everything the n8n section lists (npm test builds first)', () => {
	const listed = [...pkg.n8n.credentials, ...pkg.n8n.nodes];

	test.each(listed)('%s exists and loads', (file) => {
		const full = path.join(root, file);
		expect(fs.existsSync(full)).toBe(true);
		const exported = require(full);
		expect(Object.keys(exported)).toHaveLength(1);
	});

	test('the credentials and the action nodes carry the contract names', () => {
		const { AutodeskApsOAuth2Api } = require(path.join(root, 'dist/credentials/AutodeskApsOAuth2Api.credentials.js'));
		const credential = new AutodeskApsOAuth2Api();
		expect(credential.name).toBe('autodeskApsOAuth2Api');
		expect(credential.displayName).toBe('Autodesk Platform Services OAuth2 API');

		const actionNodes = [
			['AutodeskAps', 'autodeskAps', 'Autodesk Platform Services'],
			['AutodeskModelDerivative', 'autodeskModelDerivative', 'Autodesk Model Derivative'],
			['AutodeskConstructionCloud', 'autodeskConstructionCloud', 'Autodesk Construction Cloud'],
			['AutodeskConstructionCloudAdmin', 'autodeskConstructionCloudAdmin', 'Autodesk Construction Cloud Admin'],
		];
		for (const [folder, name, displayName] of actionNodes) {
			const { description } = builtNode(folder);
			expect(description).toMatchObject({ name, displayName, usableAsTool: true });
			expect(description.credentials).toEqual([
				{ name: 'autodeskApsOAuth2Api', required: true, displayOptions: { show: { authentication: ['oAuth2'] } } },
				{ name: 'autodeskApsServiceAccountApi', required: true, displayOptions: { show: { authentication: ['serviceAccount'] } } },
			]);
			// The tool variant's own fields (Description, Tool Output) come first, as n8n puts its own; the
			// node's first field is Authentication.
			const nodeFields = description.properties.filter((property) => !property.displayOptions?.show?.['@tool']);
			expect(nodeFields[0]).toMatchObject({ name: 'authentication', default: 'oAuth2' });
		}

		// The triggers take both credentials too, Authentication first.
		for (const folder of ['AutodeskApsTrigger', 'AutodeskConstructionCloudTrigger']) {
			const { description } = builtNode(folder);
			expect(description.credentials.map((credential) => credential.name)).toEqual(['autodeskApsOAuth2Api', 'autodeskApsServiceAccountApi']);
			expect(description.properties[0]).toMatchObject({ name: 'authentication', default: 'oAuth2' });
		}

		const { AutodeskApsServiceAccountApi } = require(path.join(root, 'dist/credentials/AutodeskApsServiceAccountApi.credentials.js'));
		const serviceAccount = new AutodeskApsServiceAccountApi();
		expect(serviceAccount.name).toBe('autodeskApsServiceAccountApi');
		expect(serviceAccount.displayName).toBe('Autodesk Platform Services Service Account API');
	});

	test('icons and codex files are copied next to the code that names them', () => {
		const icons = ['icons/aps.svg', 'icons/aps.dark.svg', 'nodes/AutodeskAps/AutodeskAps.node.json', 'nodes/AutodeskModelDerivative/AutodeskModelDerivative.node.json', 'nodes/AutodeskConstructionCloud/AutodeskConstructionCloud.node.json', 'nodes/AutodeskConstructionCloudAdmin/AutodeskConstructionCloudAdmin.node.json', 'nodes/AutodeskApsTrigger/AutodeskApsTrigger.node.json', 'nodes/AutodeskConstructionCloudTrigger/AutodeskConstructionCloudTrigger.node.json'];
		for (const file of icons) expect(fs.existsSync(path.join(root, 'dist', file))).toBe(true);
	});
});
