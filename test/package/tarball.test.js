'use strict';

const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { root, packedFiles } = require('./pack');

/** `npm pack` holds what a user of the package needs and nothing else. */

const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const files = packedFiles();

/** n8n's starter template (`n8n-node new`) compiles with this tsconfig and publishes `dist`. */
const template = JSON.parse(
	fs.readFileSync(
		path.join(root, 'node_modules/@n8n/node-cli/dist/template/templates/programmatic/example/template/tsconfig.json'),
		'utf8',
	),
);

test('holds the package files, the readme, license and changelog, and dist/ only', () => {
	for (const file of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md']) expect(files).toContain(file);
	const others = files.filter((file) => !['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'].includes(file));
	expect(others.filter((file) => !file.startsWith('dist/'))).toEqual([]);
});

test('ships no build state, no tests, no TypeScript sources and no copies of docs or package.json', () => {
	expect(files.filter((file) => file.endsWith('.tsbuildinfo'))).toEqual([]);
	expect(files.filter((file) => /(^|\/)(test|tests|__tests__)\/|\.(test|spec)\.[jt]s$/.test(file))).toEqual([]);
	expect(files.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))).toEqual([]);
	expect(files.filter((file) => file.startsWith('dist/docs/') || file === 'dist/package.json')).toEqual([]);
});

test("dist/ holds the compiled credentials and nodes, with declarations and source maps as n8n's template has them", () => {
	const dist = files.filter((file) => file.startsWith('dist/'));
	const top = [...new Set(dist.map((file) => file.split('/')[1]))].sort();
	expect(top).toEqual(['credentials', 'icons', 'nodes']);

	const scripts = dist.filter((file) => file.endsWith('.js'));
	const maps = dist.filter((file) => file.endsWith('.js.map'));
	const declarations = dist.filter((file) => file.endsWith('.d.ts'));
	expect(template.compilerOptions).toMatchObject({ declaration: true, sourceMap: true });
	expect(maps.sort()).toEqual(scripts.map((file) => `${file}.map`).sort());
	expect(declarations.sort()).toEqual(scripts.map((file) => file.replace(/\.js$/, '.d.ts')).sort());
});

test('holds every file the n8n section names, and the icons and codex files beside them', () => {
	for (const file of [...pkg.n8n.credentials, ...pkg.n8n.nodes]) expect(files).toContain(file);
	for (const node of pkg.n8n.nodes) expect(files).toContain(node.replace(/\.js$/, '.json'));
	expect(files).toEqual(expect.arrayContaining(['dist/icons/aps.svg', 'dist/icons/aps.dark.svg']));
});

test('every image of the README resolves from the published package: a file in it, or the repository on GitHub', () => {
	const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
	const images = [
		...[...readme.matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)].map((match) => match[1]),
		...[...readme.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]),
	];
	expect(images.length).toBeGreaterThan(0);

	const [, owner, repo] = pkg.repository.url.match(/github\.com\/([^/]+)\/([^/.]+)\.git$/);
	const raw = `https://raw.githubusercontent.com/${owner}/${repo}/main/`;
	for (const image of images) {
		if (/^[a-z]+:/i.test(image)) {
			expect(image.startsWith(raw)).toBe(true);
			// Tracked in git, so that it is on GitHub once pushed (throws otherwise).
			execFileSync('git', ['ls-files', '--error-unmatch', image.slice(raw.length)], { cwd: root, stdio: 'pipe' });
		} else {
			expect(files).toContain(path.posix.normalize(image));
		}
	}
});
