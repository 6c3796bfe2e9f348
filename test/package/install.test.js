'use strict';

const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { root, npm, packInto, useTempDir } = require('./pack');

/**
 * The packed package installs the way n8n's installer and the README's command install it (peers
 * omitted, no install scripts: nothing but the package itself), and n8n can load every node and
 * credential from it.
 */

const tmp = useTempDir('aps-install-');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

test("the README's command-line install omits peers and runs no install scripts", () => {
	expect(readme).toContain('`cd ~/.n8n/nodes && npm install n8n-nodes-autodesk-aps --omit=peer --ignore-scripts`');
});

test('installs as the package alone and loads every node and credential with n8n-workflow from n8n', () => {
	const tarball = packInto(tmp.dir);
	const nodesFolder = path.join(tmp.dir, 'nodes');
	fs.mkdirSync(nodesFolder);
	fs.writeFileSync(path.join(nodesFolder, 'package.json'), JSON.stringify({ name: 'installed-nodes', private: true }));
	// The README's command with the tarball for the registry's copy; cached metadata when there is some.
	npm(['install', tarball, '--omit=peer', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], nodesFolder);

	const installed = path.join(nodesFolder, 'node_modules/n8n-nodes-autodesk-aps');
	const modules = fs.readdirSync(path.join(nodesFolder, 'node_modules')).filter((name) => !name.startsWith('.'));
	expect(modules).toEqual(['n8n-nodes-autodesk-aps']);
	expect(fs.existsSync(path.join(installed, 'node_modules'))).toBe(false);

	// n8n's module paths, as its loader puts them in NODE_PATH: here the project's node_modules.
	const out = execFileSync(process.execPath, [path.join(__dirname, 'loadInstalled.js'), installed], {
		cwd: tmp.dir,
		env: { ...process.env, NODE_PATH: path.join(root, 'node_modules') },
	});
	const { workflowFrom, loaded } = JSON.parse(out.toString());
	expect(workflowFrom.startsWith(path.join(root, 'node_modules') + path.sep)).toBe(true);

	expect(loaded.map(({ kind, name, displayName }) => ({ kind, name, displayName }))).toEqual([
		{ kind: 'credential', name: 'autodeskApsOAuth2Api', displayName: 'Autodesk Platform Services OAuth2 API' },
		{ kind: 'credential', name: 'autodeskApsServiceAccountApi', displayName: 'Autodesk Platform Services Service Account API' },
		{ kind: 'node', name: 'autodeskAps', displayName: 'Autodesk Platform Services' },
		{ kind: 'node', name: 'autodeskModelDerivative', displayName: 'Autodesk Model Derivative' },
		{ kind: 'node', name: 'autodeskConstructionCloud', displayName: 'Autodesk Construction Cloud' },
		{ kind: 'node', name: 'autodeskConstructionCloudAdmin', displayName: 'Autodesk Construction Cloud Admin' },
		{ kind: 'node', name: 'autodeskAecDataModel', displayName: 'Autodesk AEC Data Model' },
		{ kind: 'node', name: 'autodeskApsTrigger', displayName: 'Autodesk Platform Services Trigger' },
		{ kind: 'node', name: 'autodeskConstructionCloudTrigger', displayName: 'Autodesk Construction Cloud Trigger' },
	]);
	for (const entry of loaded) {
		expect(entry.loadedFrom).toBe(path.join(installed, entry.file));
		expect(entry.icons.length).toBeGreaterThan(0);
		for (const icon of entry.icons) expect(icon).toMatchObject({ exists: true, inside: true });
	}
}, 180000); // npm resolves the peer's metadata (from its cache when it can) before omitting it
