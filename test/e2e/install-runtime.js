'use strict';

/**
 * The runtime a real n8n needs: Node 24 (the registry's `node-<platform>-<arch>` package) and n8n
 * from test/e2e/runtime/package-lock.json, installed once into a cache directory outside the clone
 * (`${XDG_CACHE_HOME:-~/.cache}/n8n-nodes-autodesk-aps/runtime-<hash>`) and reused while the lock,
 * the Node version and this script's steps stay the same. `node test/e2e/install-runtime.js`
 * installs it (or says it is there); with `--background` it returns at once and installs in a
 * detached process, its log beside the runtime (`runtime-<hash>.log`). One install at a time: a
 * second one waits for the first (a lock file beside the runtime) and installs only if that one
 * failed. `APS_E2E_RUNTIME_DIR` chooses another directory.
 */

const { spawn, spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const NODE_VERSION = '24.21.0';
/** Bump when the install steps change, so that a runtime made by older steps is not reused. */
const STEPS_VERSION = '1';
/** Native modules the install skips (`--ignore-scripts`) and n8n needs, built for Node 24. */
const NATIVE_MODULES = ['sqlite3', 'isolated-vm'];
const SPEC_DIR = path.join(__dirname, 'runtime');
const SPEC_FILES = ['package.json', 'package-lock.json'];
const MARKER = 'runtime.json';

function nodePackageName() {
	return `node-${process.platform}-${process.arch}`;
}

function runtimeKey() {
	const hash = crypto.createHash('sha256');
	for (const file of SPEC_FILES) hash.update(fs.readFileSync(path.join(SPEC_DIR, file)));
	hash.update(`${nodePackageName()}@${NODE_VERSION}#${STEPS_VERSION}`);
	return hash.digest('hex').slice(0, 12);
}

function cacheRoot() {
	const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
	return path.join(base, 'n8n-nodes-autodesk-aps');
}

/** Where the runtime lives and what is in it; `ready` is false until an install completed. */
function runtimePaths() {
	const dir = process.env.APS_E2E_RUNTIME_DIR || path.join(cacheRoot(), `runtime-${runtimeKey()}`);
	return layout(dir);
}

function layout(dir) {
	const nodeDir = path.join(dir, 'node', 'node_modules', nodePackageName());
	const n8nDir = path.join(dir, 'n8n');
	return {
		dir,
		ready: fs.existsSync(path.join(dir, MARKER)),
		nodeDir,
		nodeBin: path.join(nodeDir, 'bin', 'node'),
		n8nDir,
		n8nBin: path.join(n8nDir, 'node_modules', 'n8n', 'bin', 'n8n'),
	};
}

/** PATH and npm settings that make npm and node-gyp work for Node 24. */
function node24Env(paths) {
	return {
		...process.env,
		// node-gyp compiles with as many jobs as there are processors, and sqlite3's one large C
		// file at -O1 instead of its -O3 (these flags come last): a quarter of the compile time, for
		// a database that only holds test data.
		JOBS: 'max',
		CFLAGS: '-O1',
		CXXFLAGS: '-O1',
		PATH: `${path.dirname(paths.nodeBin)}${path.delimiter}${process.env.PATH}`,
		npm_config_nodedir: paths.nodeDir,
		// Run from an npm script, the repository's .npmrc comes through as these variables: the
		// runtime installs as its own lock says and `npm rebuild` must run the build scripts.
		npm_config_ignore_scripts: 'false',
		npm_config_legacy_peer_deps: 'false',
		npm_config_audit: 'false',
		npm_config_fund: 'false',
		npm_config_update_notifier: 'false',
	};
}

/** Prints a line every 15 s while a blocking step runs (this process cannot: spawnSync holds it). */
const TICKER = `let s = 0; setInterval(() => process.stdout.write(\`    still working: \${(s += 15)} s\\n\`), 15000);`;

function run(log, command, args, { progress, ...options }) {
	log(`  $ ${command} ${args.join(' ')}`);
	const started = Date.now();
	const ticker = progress
		? spawn(process.execPath, ['-e', TICKER], { stdio: ['ignore', 'inherit', 'ignore'] })
		: undefined;
	let result;
	try {
		result = spawnSync(command, args, {
			stdio: ['ignore', 'pipe', 'pipe'],
			encoding: 'utf8',
			...options,
		});
	} finally {
		ticker?.kill();
	}
	if (result.status !== 0) {
		const output = `${result.stdout || ''}${result.stderr || ''}`
			.split('\n')
			.filter((line) => !line.startsWith('npm warn'))
			.slice(0, 40)
			.join('\n');
		throw new Error(
			`${command} ${args.join(' ')} failed (${result.error || `exit ${result.status}`}):\n${output}`,
		);
	}
	log(`    done in ${Math.round((Date.now() - started) / 1000)} s`);
	return result.stdout;
}

function sleep(ms) {
	Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isRunning(pid) {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		return error.code === 'EPERM';
	}
}

function lastLines(file, count = 40) {
	if (!fs.existsSync(file)) return '';
	return fs.readFileSync(file, 'utf8').split('\n').slice(-count).join('\n');
}

/**
 * Takes the install lock of `dir` (a file holding the installing process's ID), waiting while a
 * running process holds it; answers whether it waited for one, and a function that releases it.
 */
function takeLock(dir, log) {
	const lock = `${dir}.installing`;
	let waitedFor;
	for (;;) {
		try {
			fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
			return { waitedFor, release: () => fs.rmSync(lock, { force: true }) };
		} catch (error) {
			if (error.code !== 'EEXIST') throw error;
		}
		const holder = Number(fs.readFileSync(lock, 'utf8'));
		// A lock just created holds no ID yet; a holder that is gone left it behind.
		if (holder && !isRunning(holder)) {
			fs.rmSync(lock, { force: true });
			continue;
		}
		if (holder && waitedFor !== holder) {
			waitedFor = holder;
			log(`n8n runtime: waiting for the install in process ${holder} (log: ${dir}.log)`);
		}
		sleep(1000);
	}
}

/**
 * Installs the runtime unless it is there; answers its paths. Installs into a temporary sibling
 * directory and renames it at the end, so an interrupted install is never taken for a finished one.
 */
function ensureRuntime({ log = (line) => process.stderr.write(`${line}\n`), progress = false } = {}) {
	const target = runtimePaths();
	if (target.ready) {
		log(`n8n runtime: ${target.dir} (cached)`);
		return target;
	}
	fs.mkdirSync(path.dirname(target.dir), { recursive: true });
	const { waitedFor, release } = takeLock(target.dir, log);
	try {
		if (layout(target.dir).ready) {
			log(`n8n runtime: ${target.dir} (installed by process ${waitedFor})`);
			return layout(target.dir);
		}
		if (waitedFor)
			log(
				`n8n runtime: the install in process ${waitedFor} failed; the end of its log:\n${lastLines(`${target.dir}.log`)}\nInstalling again.`,
			);
		return install(target, log, progress);
	} finally {
		release();
	}
}

function install(target, log, progress) {
	const started = Date.now();
	log(`n8n runtime: installing Node ${NODE_VERSION} and n8n into ${target.dir}`);
	const staging = `${target.dir}.partial-${process.pid}`;
	fs.rmSync(staging, { recursive: true, force: true });
	const paths = layout(staging);
	try {
		fs.mkdirSync(path.join(staging, 'node'), { recursive: true });
		log(`- Node ${NODE_VERSION} (${nodePackageName()} from the npm registry)`);
		const nodePrefix = path.join(staging, 'node');
		run(
			log,
			'npm',
			[
				'install',
				'--prefix',
				nodePrefix,
				'--no-save',
				'--no-package-lock',
				'--ignore-scripts',
				`${nodePackageName()}@${NODE_VERSION}`,
			],
			{
				cwd: nodePrefix,
				env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' },
			},
		);
		const env = node24Env(paths);
		const version = run(log, paths.nodeBin, ['--version'], { env }).trim();
		if (version !== `v${NODE_VERSION}`)
			throw new Error(`Expected Node v${NODE_VERSION}, got ${version}`);

		fs.mkdirSync(paths.n8nDir);
		for (const file of SPEC_FILES)
			fs.copyFileSync(path.join(SPEC_DIR, file), path.join(paths.n8nDir, file));
		// Install scripts stay off: one of n8n's dependencies downloads from outside the registry.
		// `npm ci` refuses this lock (it lacks optional binaries the registry lacks); `npm install`
		// installs exactly what the lock says.
		log('- n8n from test/e2e/runtime/package-lock.json');
		run(log, 'npm', ['install', '--ignore-scripts'], { cwd: paths.n8nDir, env, progress });
		const lock = 'package-lock.json';
		if (
			!fs
				.readFileSync(path.join(paths.n8nDir, lock))
				.equals(fs.readFileSync(path.join(SPEC_DIR, lock)))
		) {
			log(
				`  note: npm resolved newer patch releases than test/e2e/runtime/${lock} pins (the registry moved on); the runtime works as installed. To commit npm's lock, see ${path.join(SPEC_DIR, 'README.md')}`,
			);
		}
		log(`- native modules for Node 24: ${NATIVE_MODULES.join(', ')}`);
		run(log, 'npm', ['rebuild', ...NATIVE_MODULES], { cwd: paths.n8nDir, env, progress });
		const n8nVersion = run(log, paths.nodeBin, [paths.n8nBin, '--version'], {
			cwd: paths.n8nDir,
			env,
		}).trim();

		fs.writeFileSync(
			path.join(staging, MARKER),
			`${JSON.stringify({ node: version, n8n: n8nVersion, installedAt: new Date().toISOString() }, null, 2)}\n`,
		);
		try {
			fs.renameSync(staging, target.dir);
		} catch (error) {
			// Another process finished the same install first: keep its copy.
			if (!layout(target.dir).ready) throw error;
			fs.rmSync(staging, { recursive: true, force: true });
		}
		log(
			`n8n runtime: n8n ${n8nVersion} on Node ${version} ready in ${Math.round((Date.now() - started) / 1000)} s`,
		);
	} catch (error) {
		fs.rmSync(staging, { recursive: true, force: true });
		throw error;
	}
	reportOthers(target.dir, log);
	return layout(target.dir);
}

/** Older runtimes (another lock) stay until removed by hand: another clone may still use them. */
function reportOthers(current, log) {
	const root = path.dirname(current);
	const others = fs
		.readdirSync(root)
		.filter(
			(name) =>
				/^runtime-[0-9a-f]+$/.test(name) &&
				path.join(root, name) !== current &&
				fs.statSync(path.join(root, name)).isDirectory(),
		);
	if (others.length)
		log(
			`Other runtimes in ${root} (about 3 GB each; delete those no clone uses): ${others.join(', ')}`,
		);
}

/** Starts the install in a detached process, its output in `runtime-<hash>.log`, unless the runtime is there. */
function installInBackground(log) {
	const target = runtimePaths();
	if (target.ready) {
		log(`n8n runtime: ${target.dir} (cached)`);
		return;
	}
	fs.mkdirSync(path.dirname(target.dir), { recursive: true });
	const logFile = `${target.dir}.log`;
	const out = fs.openSync(logFile, 'w');
	const child = spawn(process.execPath, [__filename], {
		detached: true,
		stdio: ['ignore', out, out],
	});
	fs.closeSync(out);
	child.unref();
	log(`n8n runtime: installing in the background (process ${child.pid}, log: ${logFile})`);
}

module.exports = { ensureRuntime, runtimePaths, node24Env, NODE_VERSION };

if (require.main === module && process.argv.includes('--background')) {
	installInBackground((line) => process.stdout.write(`${line}\n`));
} else if (require.main === module) {
	try {
		const paths = ensureRuntime({ log: (line) => process.stdout.write(`${line}\n`) });
		process.stdout.write(`node: ${paths.nodeBin}\nn8n:  ${paths.n8nBin}\n`);
	} catch (error) {
		process.stderr.write(`${error.message}\n`);
		process.exit(1);
	}
}
