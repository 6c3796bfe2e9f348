'use strict';

const { createSandbox } = require('./server');
const { SEED } = require('./seed/data');

/** `npm run sandbox [-- --port N]`: the APS-compatible sandbox on loopback, until Ctrl-C. */
async function main() {
	const portFlag = process.argv.indexOf('--port');
	const port = portFlag > -1 ? Number(process.argv[portFlag + 1]) : Number(process.env.APS_SANDBOX_PORT || 8787);
	const sandbox = await createSandbox({ port });
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
