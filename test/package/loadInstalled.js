'use strict';

/**
 * Loads the credentials and nodes an installed package's `n8n` section lists, as n8n does, and
 * prints what it found as JSON: `node test/package/loadInstalled.js <package folder>`. n8n puts
 * its own module paths in NODE_PATH so that community packages resolve `n8n-workflow` from n8n;
 * the caller does the same.
 */

const fs = require('node:fs');
const path = require('node:path');

const dir = process.argv[2];
const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** The file an icon (`file:...`, relative to the code that names it) points at, and whether it exists. */
function iconFiles(icon, file) {
	const paths = typeof icon === 'string' ? [icon] : Object.values(icon ?? {});
	return paths.map((icon) => {
		const full = path.resolve(path.dirname(file), icon.replace(/^file:/, ''));
		return { icon, exists: fs.existsSync(full), inside: full.startsWith(dir + path.sep) };
	});
}

function load(kind, relative) {
	const file = path.join(dir, relative);
	const exported = require(file);
	const [className] = Object.keys(exported);
	const instance = new exported[className]();
	const { name, displayName, icon } = kind === 'node' ? instance.description : instance;
	return { kind, file: relative, loadedFrom: require.resolve(file), className, name, displayName, icons: iconFiles(icon, file) };
}

const loaded = [
	...pkg.n8n.credentials.map((file) => load('credential', file)),
	...pkg.n8n.nodes.map((file) => load('node', file)),
];
process.stdout.write(JSON.stringify({ workflowFrom: require.resolve('n8n-workflow'), loaded }));
