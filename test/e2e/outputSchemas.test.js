'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { useE2e } = require('./support');

/** n8n serves the action node's output schemas (nodes/AutodeskAps/__schema__/) to its editor. */

const env = useE2e();
const SCHEMAS = path.join(__dirname, '..', '..', 'nodes', 'AutodeskAps', '__schema__', 'v1.0.0');

test.each([
	['folder', 'getContents'],
	['translationJob', 'getManifest'],
	['item', 'download'],
])('GET /schemas/CUSTOM.autodeskAps/1.0.0/%s/%s.json answers the shipped schema', async (resource, operation) => {
	const response = await fetch(`${env.n8n.url}/schemas/CUSTOM.autodeskAps/1.0.0/${resource}/${operation}.json`);
	expect(response.status).toBe(200);
	expect(await response.json()).toEqual(JSON.parse(fs.readFileSync(path.join(SCHEMAS, resource, `${operation}.json`), 'utf8')));
});
