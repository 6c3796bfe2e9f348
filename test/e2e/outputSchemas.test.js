'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { nodeOfResource } = require('../support/actionNodes');
const { useE2e } = require('./support');

/** n8n serves each action node's output schemas (nodes/<node>/__schema__/) to its editor. */

const env = useE2e();

test.each([
	['autodeskAps', 'folder', 'getContents'],
	['autodeskModelDerivative', 'translationJob', 'getManifest'],
	['autodeskAps', 'item', 'download'],
	['autodeskConstructionCloud', 'issue', 'getAll'],
	['autodeskConstructionCloudAdmin', 'projectUser', 'import'],
])('GET /schemas/CUSTOM.%s/1.0.0/%s/%s.json answers the shipped schema', async (type, resource, operation) => {
	const response = await fetch(`${env.n8n.url}/schemas/CUSTOM.${type}/1.0.0/${resource}/${operation}.json`);
	expect(response.status).toBe(200);
	const shipped = path.join(nodeOfResource(resource).schemaDir, resource, `${operation}.json`);
	expect(await response.json()).toEqual(JSON.parse(fs.readFileSync(shipped, 'utf8')));
});
