'use strict';

const path = require('node:path');
const { useE2e, CREDENTIAL_TYPE } = require('./support');
const { SERVICE_ACCOUNT_TYPE } = require('../support/credentials');
const packageJson = require('../../package.json');

/** The package as a real n8n loads it from dist: every node and credential package.json declares. */

const ROOT = path.resolve(__dirname, '../..');

/** The classes the package declares, from the built files n8n loads. */
function declared(files) {
	return files.map((file) => {
		const [Class] = Object.values(require(path.join(ROOT, file)));
		return new Class();
	});
}

const env = useE2e();

test('n8n lists the action node, the trigger when the package has one, and the tool variant', async () => {
	const response = await env.n8n.request('GET', '/types/nodes.json');
	expect(response.status).toBe(200);
	const listed = new Map(response.body.map((node) => [node.name, node]));

	const nodes = declared(packageJson.n8n.nodes);
	const names = nodes.map((node) => node.description.name);
	expect(names).toContain('autodeskAps');
	for (const node of nodes) {
		const entry = listed.get(`CUSTOM.${node.description.name}`);
		expect(entry).toEqual(expect.objectContaining({ displayName: node.description.displayName }));
		if (node.description.usableAsTool)
			expect(listed.has(`CUSTOM.${node.description.name}Tool`)).toBe(true);
	}
	expect(listed.get('CUSTOM.autodeskAps').displayName).toBe('Autodesk Platform Services');
	if (names.includes('autodeskApsTrigger')) {
		expect(listed.get('CUSTOM.autodeskApsTrigger').displayName).toBe(
			'Autodesk Platform Services Trigger',
		);
	}
});

test('n8n lists both credentials: the OAuth2 one as an extension of its OAuth2 credential, the Service Account one on its own', async () => {
	const response = await env.n8n.request('GET', '/types/credentials.json');
	expect(response.status).toBe(200);
	const listed = new Map(response.body.map((credential) => [credential.name, credential]));
	const credentials = declared(packageJson.n8n.credentials);
	expect(credentials.map((credential) => credential.name).sort()).toEqual([CREDENTIAL_TYPE, SERVICE_ACCOUNT_TYPE].sort());
	for (const credential of credentials) {
		expect(listed.get(credential.name)).toEqual(expect.objectContaining({ displayName: credential.displayName }));
	}
	expect(listed.get(CREDENTIAL_TYPE)).toEqual(
		expect.objectContaining({ displayName: 'Autodesk Platform Services OAuth2 API', extends: ['oAuth2Api'] }),
	);
	expect(listed.get(SERVICE_ACCOUNT_TYPE).displayName).toBe('Autodesk Platform Services Service Account API');
	expect(listed.get(SERVICE_ACCOUNT_TYPE).extends ?? []).toEqual([]);
});
