'use strict';

/**
 * The README's scopes table is what the sandbox asks (and the sandbox follows the OpenAPI files'
 * security): for each row, a token with exactly the row's scopes gets past authentication, and a
 * token lacking any one of them is refused with 401.
 */

const fs = require('node:fs');
const path = require('node:path');
const { useSandbox, tokenFor, call } = require('../support/sandbox');
const { SEED } = require('../../sandbox/seed/data');

const sandbox = useSandbox();
const README = fs.readFileSync(path.join(__dirname, '../../README.md'), 'utf8');
const urn = Buffer.from('urn:adsk.objects:os.object:bucket/house.rvt').toString('base64url');
const item = `/data/v1/projects/${SEED.projects.bracket}/items/${encodeURIComponent(SEED.items.bracketModel)}`;
const hooks = '/webhooks/v1/systems/data/events/dm.version.added/hooks';
const objects = '/oss/v2/buckets/no-such-bucket/objects';

/** One request per row of the table: what the row's operations send first. */
const REQUESTS = {
	'Hub, Project, Folder, Item > Get': ['GET', '/project/v1/hubs'],
	'Item > Update': ['PATCH', item, { jsonapi: { version: '1.0' }, data: { type: 'items', id: SEED.items.bracketModel, attributes: {} } }],
	'Item > Create Ref': ['POST', `${item}/relationships/refs`, {}],
	'Translation Job > Create': ['POST', '/modelderivative/v2/designdata/job', {}],
	'Translation Job > Get Manifest': ['GET', `/modelderivative/v2/designdata/${urn}/manifest`],
	'Translation Job > Delete Manifest': ['DELETE', `/modelderivative/v2/designdata/${urn}/manifest`],
	'Webhook > Get, Get Many': ['GET', '/webhooks/v1/hooks'],
	'Webhook > Create, Update, Delete; the trigger': ['POST', hooks, {}],
	'Folder > Create; Item > Upload (storage, item, version)': ['POST', `/data/v1/projects/${SEED.projects.bracket}/folders`, {}],
	'Item > Get Versions': ['GET', `${item}/versions`],
	'Item > Upload, Object > Upload (the signed upload)': ['GET', `${objects}/model.rvt/signeds3upload`],
	'Item > Download, Object > Download (the signed download)': ['GET', `${objects}/model.rvt/signeds3download`],
	'Translation Job > Get Thumbnail, Download Derivatives; Model (every operation)': ['GET', `/modelderivative/v2/designdata/${urn}/thumbnail`],
	'Bucket > Create': ['POST', '/oss/v2/buckets', {}],
	'Bucket > Get Many': ['GET', '/oss/v2/buckets'],
	'Bucket > Delete': ['DELETE', '/oss/v2/buckets/no-such-bucket'],
	'Object > Get Many': ['GET', `${objects}`],
	'Object > Delete, Get Signed URL': ['DELETE', `${objects}/model.rvt`],
};

function scopesTable() {
	const start = README.indexOf('| Operations | Scopes |');
	expect(start).toBeGreaterThan(-1);
	const lines = README.slice(start).split('\n');
	const rows = [];
	for (const line of lines.slice(2)) {
		if (!line.startsWith('|')) break;
		const [operations, scopes] = line.split('|').slice(1, 3).map((cell) => cell.trim());
		const alternatives = scopes.split(' or ').map((part) => [...part.matchAll(/`([^`]+)`/g)].map((match) => match[1]));
		rows.push({ operations, alternatives });
	}
	return rows;
}

async function status(method, url, body, scopes) {
	const token = tokenFor(sandbox, { scopes, userId: SEED.users.admin });
	const headers = method === 'PATCH' ? { 'content-type': 'application/vnd.api+json' } : {};
	return (await call(sandbox, method, url, { token, json: body, headers })).status;
}

test('each row of the table is checked below', () => {
	expect(scopesTable().map((row) => row.operations).sort()).toEqual(Object.keys(REQUESTS).sort());
});

test.each(scopesTable().map((row) => [row.operations, row]))('%s', async (_name, { operations, alternatives }) => {
	const [method, url, body] = REQUESTS[operations];
	for (const scopes of alternatives) {
		expect(await status(method, url, body, scopes)).not.toBe(401);
		for (const missing of scopes) {
			const fewer = scopes.filter((scope) => scope !== missing);
			if (alternatives.some((other) => other.every((scope) => fewer.includes(scope)))) continue;
			expect([missing, await status(method, url, body, fewer)]).toEqual([missing, 401]);
		}
	}
});
