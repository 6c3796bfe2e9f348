'use strict';

const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { spawnGroup, stopGroup, freePort, capture } = require('../processes');

/**
 * PostgreSQL and Redis for n8n's queue mode, from Debian's packages (`postgresql`,
 * `redis-server`; .ci/run installs them): each on loopback on a free port, its data in a new
 * temporary folder, stopped and removed with `stop()` (and ended with this process at the latest,
 * processes.js). The system's own services are neither needed nor touched.
 */

const READY_TIMEOUT_MS = 60_000;
const POSTGRES_BIN_ROOT = '/usr/lib/postgresql';
/** initdb and postgres refuse to run as root: as root, they run as the package's `postgres` user. */
const POSTGRES_OS_USER = 'postgres';
const DATABASE_USER = 'n8n';

/** The newest PostgreSQL's bin folder under /usr/lib/postgresql/<version>/bin. */
function postgresBin() {
	const versions = fs.existsSync(POSTGRES_BIN_ROOT)
		? fs
				.readdirSync(POSTGRES_BIN_ROOT)
				.filter((name) => fs.existsSync(path.join(POSTGRES_BIN_ROOT, name, 'bin', 'postgres')))
				.sort((a, b) => Number(b) - Number(a))
		: [];
	if (!versions.length) {
		throw new Error(
			`PostgreSQL is not installed (no ${POSTGRES_BIN_ROOT}/<version>/bin/postgres). Install it: apt-get install -y postgresql`,
		);
	}
	return path.join(POSTGRES_BIN_ROOT, versions[0], 'bin');
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The command and arguments that run `file args` as the unprivileged user when this process is root. */
function unprivileged(file, args) {
	return isRoot() ? ['runuser', ['-u', POSTGRES_OS_USER, '--', file, ...args]] : [file, args];
}

/** Resolves when `output.text` matches `pattern`; rejects when the process exits first or on timeout. */
async function waitForLine(child, output, pattern, what) {
	const deadline = Date.now() + READY_TIMEOUT_MS;
	let exited = false;
	child.exited.then(() => (exited = true));
	while (Date.now() < deadline) {
		if (pattern.test(output.text)) return;
		if (exited) throw new Error(`${what} exited before it was ready:\n${output.text.slice(-4000)}`);
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	throw new Error(
		`${what} was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output.text.slice(-4000)}`,
	);
}

/** Answers once a TCP connection to the port succeeds. */
function canConnect(port) {
	return new Promise((resolve) => {
		const socket = net.connect(port, '127.0.0.1');
		socket.once('connect', () => {
			socket.destroy();
			resolve(true);
		});
		socket.once('error', () => resolve(false));
	});
}

function newFolder(prefix) {
	const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
	if (isRoot()) {
		const { uid, gid } = osUser(POSTGRES_OS_USER);
		fs.chownSync(folder, uid, gid);
	}
	return folder;
}

function osUser(name) {
	const id = (flag) => {
		const result = spawnSync('id', [flag, name], { encoding: 'utf8' });
		if (result.status !== 0)
			throw new Error(`No system user "${name}" to run PostgreSQL as: ${result.stderr}`);
		return Number(result.stdout.trim());
	};
	return { uid: id('-u'), gid: id('-g') };
}

/**
 * A new PostgreSQL cluster (initdb) listening on 127.0.0.1 only, with trust authentication for
 * the superuser `n8n`, no durability (fsync off: the data is thrown away). Answers
 * { host, port, user, database, env, stop() } where `env` holds n8n's DB_* settings.
 */
async function startPostgres() {
	const bin = postgresBin();
	const folder = newFolder('aps-postgres-');
	const data = path.join(folder, 'data');
	const [initFile, initArgs] = unprivileged(path.join(bin, 'initdb'), [
		'-D',
		data,
		'-U',
		DATABASE_USER,
		'--auth=trust',
		'-E',
		'UTF8',
		'--no-instructions',
		'--no-sync',
	]);
	const init = spawnSync(initFile, initArgs, { encoding: 'utf8' });
	if (init.status !== 0) {
		fs.rmSync(folder, { recursive: true, force: true });
		throw new Error(`initdb failed (${init.status}):\n${init.stdout}\n${init.stderr}`);
	}
	const port = await freePort();
	const [file, args] = unprivileged(path.join(bin, 'postgres'), [
		'-D',
		data,
		'-p',
		String(port),
		'-c',
		'listen_addresses=127.0.0.1',
		'-c',
		`unix_socket_directories=${folder}`,
		'-c',
		'fsync=off',
		'-c',
		'synchronous_commit=off',
		'-c',
		'full_page_writes=off',
		'-c',
		'max_connections=200',
	]);
	const server = spawnGroup(file, args, { env: { ...process.env, LC_ALL: 'C' } });
	const output = capture(server.stderr);
	capture(server.stdout);
	const stop = async () => {
		await stopGroup(server);
		fs.rmSync(folder, { recursive: true, force: true });
	};
	try {
		await waitForLine(
			server,
			output,
			/database system is ready to accept connections/,
			'PostgreSQL',
		);
	} catch (error) {
		await stop();
		throw error;
	}
	return {
		host: '127.0.0.1',
		port,
		user: DATABASE_USER,
		database: 'postgres',
		env: {
			DB_TYPE: 'postgresdb',
			DB_POSTGRESDB_HOST: '127.0.0.1',
			DB_POSTGRESDB_PORT: String(port),
			DB_POSTGRESDB_USER: DATABASE_USER,
			DB_POSTGRESDB_PASSWORD: '',
			DB_POSTGRESDB_DATABASE: 'postgres',
		},
		logs: () => output.text,
		stop,
	};
}

/**
 * redis-server on 127.0.0.1 and a free port, without persistence. Answers
 * { host, port, env, stop() } where `env` holds n8n's QUEUE_BULL_REDIS_* settings.
 */
async function startRedis() {
	const bin = 'redis-server';
	const found = spawnSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' });
	if (found.status !== 0) {
		throw new Error('redis-server is not installed. Install it: apt-get install -y redis-server');
	}
	const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'aps-redis-'));
	const port = await freePort();
	const server = spawnGroup(
		bin,
		[
			'--port',
			String(port),
			'--bind',
			'127.0.0.1',
			'--save',
			'',
			'--appendonly',
			'no',
			'--daemonize',
			'no',
			'--dir',
			folder,
		],
		{ env: process.env },
	);
	const output = capture(server.stdout);
	capture(server.stderr);
	const stop = async () => {
		await stopGroup(server);
		fs.rmSync(folder, { recursive: true, force: true });
	};
	try {
		await waitForLine(server, output, /Ready to accept connections/, 'Redis');
		if (!(await canConnect(port))) throw new Error(`Redis does not accept connections on ${port}`);
	} catch (error) {
		await stop();
		throw error;
	}
	return {
		host: '127.0.0.1',
		port,
		env: { QUEUE_BULL_REDIS_HOST: '127.0.0.1', QUEUE_BULL_REDIS_PORT: String(port) },
		logs: () => output.text,
		stop,
	};
}

module.exports = { startPostgres, startRedis };
