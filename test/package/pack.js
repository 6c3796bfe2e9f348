'use strict';

const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * The package as npm publishes it, from the built dist/ (npm test builds before jest runs).
 * `packedFiles()` lists the tarball's files (`npm pack --dry-run`); `packInto(dir)` writes the
 * tarball there and returns its path; `extractTarball(tarball, dir)` unpacks it as n8n's scanner
 * does (the package root, without the tarball's `package/` folder).
 */

const root = path.resolve(__dirname, '../..');

function npm(args, cwd = root) {
	return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function packedFiles() {
	const [report] = JSON.parse(npm(['pack', '--dry-run', '--json']));
	return report.files.map((file) => file.path).sort();
}

function packInto(dir) {
	const [report] = JSON.parse(npm(['pack', '--json', '--pack-destination', dir]));
	return path.join(dir, report.filename);
}

function extractTarball(tarball, dir) {
	fs.mkdirSync(dir, { recursive: true });
	execFileSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1']);
	return dir;
}

/** A temporary folder per test file, removed after it. */
function useTempDir(prefix) {
	const ref = { dir: '' };
	beforeAll(() => {
		ref.dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
	});
	afterAll(() => fs.rmSync(ref.dir, { recursive: true, force: true }));
	return ref;
}

module.exports = { root, npm, packedFiles, packInto, extractTarball, useTempDir };
