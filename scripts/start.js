'use strict';

/**
 * `npm start`: try the package in a real n8n without an Autodesk account. Builds the package if
 * its sources changed, installs the n8n runtime once (test/e2e/install-runtime.js), starts the APS
 * sandbox and n8n with the package loaded, creates the owner account, a credential connected to
 * the sandbox and the sample workflows, and prints where to sign in. Everything lives in a
 * temporary folder that Ctrl-C removes. Ports: APS_SANDBOX_PORT (default 8787) and N8N_PORT
 * (default 5678), or free ones when those are taken.
 *
 * `npm start -- --queue`: the same in n8n's queue mode (test/e2e/queue/cluster.js): PostgreSQL and
 * Redis from Debian's packages, n8n's main process, two workers, two webhook processes and a load
 * balancer whose address is n8n's webhook URL.
 */

const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const path = require('node:path');
const { ensureRuntime } = require('../test/e2e/install-runtime');
const { startN8n, freePort } = require('../test/e2e/n8n');
const { startCluster } = require('../test/e2e/queue/cluster');
const { createSandbox } = require('../sandbox/server');
const { SEED } = require('../sandbox/seed/data');
const { seedTryIt } = require('../test/e2e/samples');

const ROOT = path.resolve(__dirname, '..');
const SOURCES = ['credentials', 'nodes', 'icons', 'package.json', 'tsconfig.json', 'gulpfile.js'];

const say = (line = '') => process.stdout.write(`${line}\n`);

function newestMtime(entry) {
	const stat = fs.statSync(entry);
	if (!stat.isDirectory()) return stat.mtimeMs;
	let newest = 0;
	for (const name of fs.readdirSync(entry))
		newest = Math.max(newest, newestMtime(path.join(entry, name)));
	return newest;
}

function buildIfNeeded() {
	const dist = path.join(ROOT, 'dist');
	const sources = Math.max(...SOURCES.map((name) => newestMtime(path.join(ROOT, name))));
	if (fs.existsSync(dist) && newestMtime(dist) >= sources) return;
	say('Building the package (npm run build)...');
	const started = Date.now();
	// Piped, the build's spinner would print a line per frame: its output is shown only if it fails.
	const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, encoding: 'utf8' });
	if (result.status !== 0)
		throw new Error(`npm run build failed:\n${result.stdout}${result.stderr}`);
	say(`  done in ${Math.round((Date.now() - started) / 1000)} s`);
}

function portIsFree(port) {
	return new Promise((resolve) => {
		const server = net.createServer();
		server.once('error', () => resolve(false));
		server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
	});
}

async function pickPort(variable, preferred) {
	const wanted = Number(process.env[variable] || preferred);
	if (await portIsFree(wanted)) return wanted;
	const port = await freePort();
	say(`Port ${wanted} is taken; using ${port} (set ${variable} to choose).`);
	return port;
}

async function main() {
	const queue = process.argv.slice(2).includes('--queue');
	buildIfNeeded();
	ensureRuntime({ log: say, progress: true });

	// n8n's OAuth state is base64 with "=" padding: the sandbox takes any printable state.
	const sandbox = await createSandbox({
		port: await pickPort('APS_SANDBOX_PORT', 8787),
		stateRule: 'rfc6749',
	});
	let n8n;
	let cluster;
	let stopping = false;
	const stop = async (code) => {
		if (stopping) return;
		stopping = true;
		say('\nStopping n8n and the sandbox...');
		if (cluster) await cluster.stop();
		else if (n8n) await n8n.stop();
		await sandbox.close();
		process.exit(code);
	};
	process.on('SIGINT', () => stop(0));
	process.on('SIGTERM', () => stop(0));

	try {
		const port = await pickPort('N8N_PORT', 5678);
		if (queue) {
			say('Starting n8n in queue mode with the package (takes 1-3 minutes)...');
			cluster = await startCluster({ mainPort: port, log: (line) => say(`  ${line}`) });
			n8n = cluster.main;
		} else {
			say('Starting n8n with the package (takes 10-30 s)...');
			n8n = await startN8n({ port });
		}
	} catch (error) {
		await sandbox.close();
		throw error;
	}
	n8n.exited.then(() => {
		if (stopping) return;
		process.stderr.write(`n8n stopped unexpectedly.\n${n8n.logs()}\n`);
		stop(1);
	});

	sandbox.ctx.options.editorUrl = n8n.url;
	let credentials;
	let workflows;
	try {
		({ credentials, workflows } = await seedTryIt({ sandbox, n8n }));
	} catch (error) {
		process.stderr.write(`${error.stack || error}\n`);
		return stop(1);
	}

	say(readyMessage({ n8n, sandbox, credentials, workflows }));
	if (cluster) say(queueMessage(cluster));
}

function queueMessage(cluster) {
	return [
		'',
		'Queue mode: every process below shares PostgreSQL, Redis and the encryption key.',
		`  PostgreSQL  127.0.0.1:${cluster.postgres.port} (user ${cluster.postgres.user}, database ${cluster.postgres.database})`,
		`  Redis       127.0.0.1:${cluster.redis.port}`,
		`  Balancer    ${cluster.balancer.url}   n8n's webhook URL: /webhook/* to the webhook processes in turn, the rest to main`,
		...cluster
			.processes()
			.map((process) => `  ${process.name.padEnd(11)} ${process.url}   (n8n ${process.role})`),
		'  Executions run on the workers; APS callbacks reach the webhook processes through the balancer.',
	].join('\n');
}

/** A curl command that fires an event at the sandbox for the bidding sample's hooks. */
function fireCommand(sandbox, trigger) {
	const { parameters } = trigger.workflow.nodes.find((node) => node.type.endsWith('Trigger'));
	const event = {
		system: parameters.system,
		event: parameters.events[0],
		scope: { [parameters.scopeKey]: parameters.scopeValue },
		payload: { bidId: 'bid-1', opportunityId: 'opp-1' },
	};
	return [
		`  curl -X POST ${sandbox.url}/__sandbox/webhooks/events -H 'content-type: application/json' \\`,
		`    -d '${JSON.stringify(event)}'`,
	];
}

function readyMessage({ n8n, sandbox, credentials, workflows }) {
	const { oAuth2: credential, serviceAccount, app } = credentials;
	const trigger = workflows.find((sample) => sample.hooks);
	return [
		'',
		`n8n is ready: ${n8n.url}   (open exactly this address: OAuth and cookies use 127.0.0.1)`,
		`  Sign in as:  ${n8n.owner.email}`,
		`  Password:    ${n8n.owner.password}`,
		'',
		'Credentials: a node shows all three in one list, its Credential field, and starts with the first:',
		`  "${credential.name}": Authorization Code, signed in as ${SEED.users.admin} of the sandbox:`,
		'    hubs, projects, folders, items, translations, models, issues, webhooks.',
		`  "${app.name}": Client Credentials, the app's own token,`,
		'    which buckets, objects and the Service Account resource take (Bucket > Get Many lists try-it-models).',
		`  "${serviceAccount.name}": the service account nightly-sync@${SEED.serviceAccount.clientId}.adskserviceaccount.autodesk.com;`,
		'    choose it to run a workflow unattended as that account: it sees only the projects it was added to;',
		'    it is an account admin of the ACC account, which the onboarding and weekly audit samples use.',
		'',
		'Sample workflows (open one, then "Execute workflow"; double-click a node to see its settings and output):',
		...workflows.flatMap((sample) => [
			`  ${sample.workflow.name}`,
			`    ${n8n.url}/workflow/${sample.id}`,
			`    ${sample.what}`,
		]),
		'',
		`MCP server of "${workflows.find((sample) => sample.publish).workflow.name}" (Streamable HTTP, no authentication):`,
		`  ${n8n.url}/mcp/${workflows.find((sample) => sample.publish).workflow.nodes[0].parameters.path}`,
		`  Try it: npx @modelcontextprotocol/inspector, Transport Type "Streamable HTTP", that URL, Connect, List Tools.`,
		'',
		`Fire a bidding event at the sandbox; the published trigger workflow runs (see its Executions tab):`,
		...fireCommand(sandbox, trigger),
		`  Add "signWith":"wrong" to the JSON to send a forged one: n8n answers 401 and runs nothing.`,
		'',
		`APS sandbox: ${sandbox.url}   (the credential's Base URL; no Autodesk account needed)`,
		`  Apps: ${SEED.clients.confidential.clientId} / ${SEED.clients.confidential.clientSecret} (Authorization Code, Client Credentials),`,
		`        ${SEED.clients.public.clientId} (PKCE, no secret). Users to sign in as: ${Object.values(SEED.users).join(', ')}.`,
		`  What it received: ${sandbox.url}/__sandbox/log   Its hooks: ${sandbox.url}/__sandbox/webhooks/hooks`,
		'',
		'Browser on another machine? Forward both ports, then open the address above there:',
		`  ssh -L ${new URL(n8n.url).port}:127.0.0.1:${new URL(n8n.url).port} -L ${new URL(sandbox.url).port}:127.0.0.1:${new URL(sandbox.url).port} <this machine>`,
		'',
		'Everything is temporary. Ctrl-C stops n8n and the sandbox.',
	].join('\n');
}

main().catch((error) => {
	process.stderr.write(`${error.stack || error}\n`);
	process.exit(1);
});
