'use strict';

const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { root, packInto, extractTarball, useTempDir } = require('./pack');

/**
 * n8n's community-package scanner finds no violation in the packed package nor in its sources,
 * so a rule it enforces fails this test before it fails a release or n8n's verification.
 */

const tmp = useTempDir('aps-scan-');

function scan(...legs) {
	// Without jest's NODE_ENV=test: under it, eslint-plugin-n8n-nodes-base switches its filename
	// rules to its own test mode and reports every file.
	const { NODE_ENV, ...env } = process.env;
	const out = execFileSync(process.execPath, [path.join(__dirname, 'scan.mjs'), ...legs.flat()], {
		cwd: root,
		env,
		maxBuffer: 16 * 1024 * 1024,
	});
	return JSON.parse(out.toString());
}

test('no violation in the tarball or the sources; a console call and an overrides field are found', () => {
	const tarball = packInto(tmp.dir);
	const packaged = extractTarball(tarball, path.join(tmp.dir, 'package'));

	const broken = extractTarball(tarball, path.join(tmp.dir, 'broken'));
	const nodeFile = path.join(broken, 'dist/nodes/AutodeskAps/AutodeskAps.node.js');
	fs.appendFileSync(nodeFile, '\nconsole.log("debug");\n');
	const pkgFile = path.join(broken, 'package.json');
	const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
	fs.writeFileSync(pkgFile, JSON.stringify({ ...pkg, overrides: { 'n8n-workflow': '1.0.0' } }, null, 2));

	const [tarballResult, sourceResult, brokenResult] = scan(
		['tarball', packaged],
		['source', root],
		['tarball', broken],
	);
	// A folder with nothing to lint also passes, with a message: none is expected.
	expect(tarballResult).toEqual({ leg: 'tarball', dir: packaged, passed: true });
	expect(sourceResult).toEqual({ leg: 'source', dir: root, passed: true });

	expect(brokenResult).toMatchObject({ passed: false, message: 'ESLint violations found' });
	expect(brokenResult.details).toContain('no-console');
	expect(brokenResult.details).toContain('@n8n/community-nodes/no-overrides-field');
}, 180000); // three ESLint runs with n8n's rules: about 15 s of CPU, longer on a busy machine
