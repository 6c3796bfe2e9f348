'use strict';

const fs = require('node:fs');
const path = require('node:path');

/**
 * What n8n asks of a community package published from GitHub Actions with provenance: the
 * repository it is built from, where to report problems, the Node.js it runs on, a license file.
 */

const root = path.resolve(__dirname, '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const repository = 'https://github.com/n8n-nodes-autodesk-aps/n8n-nodes-autodesk-aps';

test('names its public GitHub repository, issue tracker and documentation', () => {
	expect(pkg.repository).toEqual({ type: 'git', url: `git+${repository}.git` });
	expect(pkg.bugs).toEqual({ url: `${repository}/issues` });
	expect(pkg.homepage).toBe(`${repository}#readme`);
});

test('runs on the Node.js that n8n 2.x requires', () => {
	expect(pkg.engines).toEqual({ node: '>=24' });
});

test('ships the MIT license text with the author as copyright holder', () => {
	const license = fs.readFileSync(path.join(root, 'LICENSE'), 'utf8');
	expect(pkg.license).toBe('MIT');
	expect(license).toMatch(/^MIT License\n/);
	expect(license).toContain(`Copyright (c) 2026 ${pkg.author.name}\n`);
	expect(license).toContain('THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND');
});

test('the changelog has an Unreleased section above the package version', () => {
	const changelog = fs.readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
	const headings = changelog.match(/^## .+$/gm);
	expect(headings.slice(0, 2)).toEqual(['## Unreleased', `## ${pkg.version}`]);
});
