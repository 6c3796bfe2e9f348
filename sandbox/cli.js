'use strict';

const { createSandbox } = require('./server');
const { SEED } = require('./seed/data');
const { seedKeyPair } = require('./seed/serviceAccounts');

/**
 * `npm run sandbox [-- --port N] [--state-rule documented|rfc6749]`: the APS-compatible sandbox on
 * loopback, until Ctrl-C. n8n's OAuth state ends in "=", which the documented rule refuses.
 */
function flag(name, fallback) {
	const index = process.argv.indexOf(name);
	return index > -1 ? process.argv[index + 1] : fallback;
}

async function main() {
	const port = Number(flag('--port', process.env.APS_SANDBOX_PORT || 8787));
	const stateRule = flag('--state-rule', 'documented');
	if (!['documented', 'rfc6749'].includes(stateRule)) throw new Error('--state-rule must be documented or rfc6749');
	const sandbox = await createSandbox({ port, stateRule });
	const { confidential, public: publicApp } = SEED.clients;
	process.stdout.write(
		[
			`APS sandbox listening on ${sandbox.url}`,
			'',
			'In the credential "Autodesk Platform Services OAuth2 API":',
			`  Base URL:       ${sandbox.url}`,
			`  Client ID:      ${confidential.clientId}   (Authorization Code or Client Credentials)`,
			`  Client Secret:  ${confidential.clientSecret}`,
			`  or Client ID:   ${publicApp.clientId}   (Authorization Code with PKCE, no secret)`,
			'',
			`Sign in on the sandbox's page as ${SEED.users.admin} (project admin) or ${SEED.users.member}.`,
			'',
			'In the credential "Autodesk Platform Services Service Account API" (a member of Sandbox Tower',
			'and two more BIM 360 projects):',
			`  Base URL, Client ID, Client Secret: as above (${confidential.clientId})`,
			`  Service Account ID: ${SEED.serviceAccount.id}`,
			`  Key ID:             ${SEED.serviceAccount.keyId}`,
			'  Private Key (made for this run of the sandbox):',
			seedKeyPair().privateKey.trimEnd(),
			stateRule === 'documented'
				? "OAuth state: APS's documented rule, which refuses n8n's state (it ends in '='). To connect from n8n: npm run sandbox -- --state-rule rfc6749"
				: 'OAuth state: any printable value (RFC 6749), as n8n sends it.',
			`Sandbox controls: ${sandbox.url}/__sandbox/log, /__sandbox/faults, /__sandbox/webhooks/events`,
			'Ctrl-C stops it.',
			'',
		].join('\n'),
	);
	const stop = () => sandbox.close().then(() => process.exit(0));
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
}

main().catch((error) => {
	process.stderr.write(`${error.stack}\n`);
	process.exit(1);
});
