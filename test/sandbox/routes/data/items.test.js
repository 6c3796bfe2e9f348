'use strict';

const { tokenFor, call, useSandboxTokens } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');

const ALL = ['data:read', 'data:write', 'data:create'];
const API = 'application/vnd.api+json';
const ATTACHMENT = { type: 'auxiliary:autodesk.core:Attachment', version: '1.0' };

describe('sandbox data: items, versions, update and refs', () => {
	const { sandbox, tokens } = useSandboxTokens(ALL, ['admin', 'member']);

	const itemPath = (itemKey, suffix = '', projectId = SEED.projects.tower) =>
		`/data/v1/projects/${projectId}/items/${encodeURIComponent(SEED.items[itemKey])}${suffix}`;
	const get = (path, token = tokens.admin) => call(sandbox, 'GET', path, { token });
	const patch = (
		itemKey,
		{ token = tokens.admin, attributes, envelope, contentType = API, projectId } = {},
	) =>
		call(sandbox, 'PATCH', itemPath(itemKey, '', projectId), {
			token,
			contentType,
			json: envelope || {
				jsonapi: { version: '1.0' },
				data: { type: 'items', id: SEED.items[itemKey], ...(attributes ? { attributes } : {}) },
			},
		});
	const ref = (
		itemKey,
		target,
		{ token = tokens.admin, meta = { extension: ATTACHMENT }, contentType = API } = {},
	) =>
		call(sandbox, 'POST', itemPath(itemKey, '/relationships/refs'), {
			token,
			contentType,
			json: { jsonapi: { version: '1.0' }, data: { ...target, meta } },
		});

	test('an item comes with its tip version; versions newest first; tip; a version by its encoded id', async () => {
		const item = await get(itemPath('towerModel'));
		expect(item.status).toBe(200);
		expect(item.body.data).toMatchObject({
			type: 'items',
			id: SEED.items.towerModel,
			attributes: { displayName: 'Tower.rvt', hidden: false, reserved: false },
		});
		expect(item.body.included.map((version) => version.id)).toEqual([SEED.versions.towerModelV2]);
		expect(item.body.data.relationships.tip.data.id).toBe(SEED.versions.towerModelV2);
		expect(item.body.included[0].attributes).toMatchObject({
			versionNumber: 2,
			mimeType: 'application/vnd.autodesk.revit',
			fileType: 'rvt',
			extension: { data: { conformingStatus: 'CONFORMING' } },
		});
		expect(item.body.included[0].relationships.derivatives.data.id).toBe(
			Buffer.from(SEED.versions.towerModelV2).toString('base64url'),
		);
		// In a Fusion Team hub the derivatives URN is that of the stored file, not of the version.
		const bracket = await get(`/data/v1/projects/${SEED.projects.bracket}/items/${encodeURIComponent(SEED.items.bracketModel)}`);
		expect(bracket.status).toBe(200);
		const [bracketTip] = bracket.body.included;
		expect(bracketTip.relationships.storage.data.id).toMatch(/^urn:adsk\.objects:os\.object:wip\.dm\.prod\//);
		expect(bracketTip.relationships.derivatives.data.id).toBe(
			Buffer.from(bracketTip.relationships.storage.data.id).toString('base64url'),
		);

		const versions = await get(itemPath('towerModel', '/versions'));
		expect(versions.body.data.map((version) => version.attributes.versionNumber)).toEqual([2, 1]);
		expect((await get(itemPath('towerModel', '/tip'))).body.data.id).toBe(
			SEED.versions.towerModelV2,
		);
		expect(SEED.versions.towerModelV1).toContain('?version=1');
		const version = await get(
			`/data/v1/projects/${SEED.projects.tower}/versions/${encodeURIComponent(SEED.versions.towerModelV1)}`,
		);
		expect(version.status).toBe(200);
		expect(version.body.data.id).toBe(SEED.versions.towerModelV1);
		expect(version.body.data.links.self.href).toContain('%3Fversion%3D1');
	});

	test('versions page by page[number] and page[limit] with relative links; filter[versionNumber]', async () => {
		const first = await get(itemPath('hospitalModel', '/versions?page[limit]=2', SEED.projects.hospital));
		expect(first.status).toBe(200);
		expect(first.body.data.map((version) => version.attributes.versionNumber)).toEqual([3, 2]);
		expect(first.body.links.next.href).toMatch(/^\/data\/v1\/projects\/.*\/versions\?page\[number\]=1&page\[limit\]=2$/);
		const second = await get(first.body.links.next.href);
		expect(second.body.data.map((version) => version.attributes.versionNumber)).toEqual([1]);
		expect(second.body.links.next).toBeUndefined();
		const one = await get(itemPath('hospitalModel', '/versions?filter[versionNumber]=2', SEED.projects.hospital));
		expect(one.body.data.map((version) => version.id)).toEqual([SEED.versions.hospitalModelV2]);
		const bad = await get(itemPath('hospitalModel', '/versions?filter[versionNumber]=two', SEED.projects.hospital));
		expect(bad.status).toBe(400);
		expect((await get(itemPath('hospitalModel', '/versions?page[limit]=201', SEED.projects.hospital))).status).toBe(400);
	});

	test('unknown items are 404; items of unreadable folders are 403', async () => {
		const unknown = await get(`/data/v1/projects/${SEED.projects.tower}/items/urn%3Anope`);
		expect(unknown.status).toBe(404);
		expect(unknown.body.errors[0]).toMatchObject({ status: '404' });
		expect((await get(itemPath('towerSheet'), tokens.member)).status).toBe(200);
		expect((await get(itemPath('towerSitePlan'), tokens.member)).status).toBe(403);
		expect((await get(itemPath('towerModel', '', SEED.projects.hospital))).status).toBe(404);
	});

	test('PATCH needs Content-Type application/vnd.api+json', async () => {
		const response = await patch('towerModel', { contentType: 'application/json' });
		expect(response.status).toBe(415);
		expect(response.body.errors[0].detail).toContain(API);
	});

	test.each([
		['no jsonapi member', { data: { type: 'items', id: 'X' } }],
		['jsonapi version 2.0', { jsonapi: { version: '2.0' }, data: { type: 'items', id: 'X' } }],
		['no data', { jsonapi: { version: '1.0' } }],
		['data.type folders', { jsonapi: { version: '1.0' }, data: { type: 'folders', id: 'X' } }],
		['no data.id', { jsonapi: { version: '1.0' }, data: { type: 'items' } }],
		[
			'data.id of another item',
			{
				jsonapi: { version: '1.0' },
				data: { type: 'items', id: 'urn:adsk.wipprod:dm.lineage:other' },
			},
		],
		[
			'attributes not an object',
			{ jsonapi: { version: '1.0' }, data: { type: 'items', id: 'X', attributes: [] } },
		],
	])('PATCH refuses an envelope with %s (400)', async (_, envelope) => {
		const body = JSON.parse(
			JSON.stringify(envelope).replace('"X"', JSON.stringify(SEED.items.towerModel)),
		);
		const response = await patch('towerModel', { envelope: body });
		expect(response.status).toBe(400);
		expect(response.body.errors[0].status).toBe('400');
	});

	test('PATCH of displayName on a document-management item is a 400 that says to create a version', async () => {
		for (const [itemKey, projectId] of [
			['towerModel', SEED.projects.tower],
			['hospitalModel', SEED.projects.hospital],
		]) {
			const response = await patch(itemKey, {
				attributes: { displayName: 'Renamed.rvt' },
				projectId,
			});
			expect(response.status).toBe(400);
			expect(response.body.errors[0].detail).toMatch(/new version/);
		}
	});

	test('PATCH renames an item of a team project and answers the updated item', async () => {
		const now = sandbox.ctx.clock.advance(10 * 60 * 1000);
		const response = await patch('bracketModel', {
			attributes: { displayName: 'Bracket v2.f3d' },
			projectId: SEED.projects.bracket,
		});
		expect(response.status).toBe(200);
		expect(response.body.jsonapi).toEqual({ version: '1.0' });
		expect(response.body.links.self.href).toMatch(/^http/);
		expect(response.body.data.attributes.displayName).toBe('Bracket v2.f3d');
		expect(Date.parse(response.body.data.attributes.lastModifiedTime)).toBeGreaterThanOrEqual(now);
		expect(response.body.included[0]).toMatchObject({
			type: 'versions',
			id: SEED.versions.bracketModelV2,
		});
		const again = await get(itemPath('bracketModel', '', SEED.projects.bracket));
		expect(again.body.data.attributes.displayName).toBe('Bracket v2.f3d');
		const folder = await get(
			`/data/v1/projects/${SEED.projects.bracket}/folders/${encodeURIComponent(SEED.folders.bracketDesigns)}`,
		);
		expect(folder.body.data.attributes.lastModifiedTimeRollup).toBe(
			response.body.data.attributes.lastModifiedTime,
		);
	});

	test('PATCH of a locked item is a 423 naming who locked it; the locker may patch', async () => {
		const locked = await patch('towerColumns');
		expect(locked.status).toBe(423);
		expect(locked.body.errors[0].detail).toContain('Mel Member');
		expect((await get(itemPath('towerColumns'))).body.data.attributes).toMatchObject({
			reserved: true,
			reservedUserId: 'user-member',
			reservedUserName: 'Mel Member',
		});
		expect((await patch('towerColumns', { token: tokens.member })).status).toBe(200);
		const teamLocked = await patch('bracketHousing', {
			token: tokens.member,
			attributes: { displayName: 'X.f3d' },
			projectId: SEED.projects.bracket,
		});
		expect(teamLocked.status).toBe(423);
		expect(teamLocked.body.errors[0].detail).toContain('Ada Admin');
	});

	test('PATCH needs write access to the folder: read-only is a 403', async () => {
		const readOnly = await patch('towerModel', { token: tokens.member });
		expect(readOnly.status).toBe(403);
		const writable = await patch('towerFrame', { token: tokens.member });
		expect(writable.status).toBe(200);
		expect(writable.body.data.attributes.lastModifiedUserName).toBe('Mel Member');
		const asMember = await call(sandbox, 'PATCH', itemPath('towerModel'), {
			token: tokens.app,
			headers: { 'x-user-id': SEED.users.member },
			contentType: API,
			json: { jsonapi: { version: '1.0' }, data: { type: 'items', id: SEED.items.towerModel } },
		});
		expect(asMember.status).toBe(403);
		expect((await patch('towerModel', { token: tokens.app })).status).toBe(200);
	});

	test('PATCH needs data:write', async () => {
		const readOnly = tokenFor(sandbox, {
			userId: SEED.users.admin,
			scopes: ['data:read', 'data:create'],
		});
		const response = await patch('towerModel', { token: readOnly });
		expect(response.status).toBe(401);
		expect(response.body.errors[0].detail).toContain('data:write');
	});

	test('refs to a folder, an item and a version are created (204) and listed', async () => {
		const targets = [
			{ type: 'folders', id: SEED.folders.towerStructure },
			{ type: 'items', id: SEED.items.towerFrame },
			{ type: 'versions', id: SEED.versions.towerCoreV1 },
		];
		for (const target of targets) {
			const response = await ref('towerModel', target, {
				meta: { extension: { ...ATTACHMENT, data: { note: target.type } } },
			});
			expect(response.status).toBe(204);
			expect(response.text).toBe('');
		}
		const listed = await get(itemPath('towerModel', '/relationships/refs'));
		expect(listed.status).toBe(200);
		expect(listed.body.data.map(({ type, id }) => ({ type, id }))).toEqual(targets);
		expect(listed.body.data[2].meta).toMatchObject({
			direction: 'from',
			fromId: SEED.items.towerModel,
			toType: 'versions',
			extension: { ...ATTACHMENT, data: { note: 'versions' } },
		});
		const incoming = await get(itemPath('towerFrame', '/relationships/refs'));
		expect(incoming.body.data[0]).toMatchObject({
			type: 'items',
			id: SEED.items.towerModel,
			meta: { direction: 'to' },
		});
	});

	test('a ref to a target that does not exist is a 404', async () => {
		const response = await ref('towerModel', {
			type: 'versions',
			id: 'urn:adsk.wipprod:fs.file:vf.nope?version=1',
		});
		expect(response.status).toBe(404);
		expect((await ref('towerModel', { type: 'items', id: SEED.items.hospitalModel })).status).toBe(
			404,
		);
	});

	test.each([
		['an unknown data.type', { type: 'projects', id: 'x' }, { extension: ATTACHMENT }],
		['no data.id', { type: 'items' }, { extension: ATTACHMENT }],
		['no meta', { type: 'items', id: 'x' }, null],
		['no extension.type', { type: 'items', id: 'x' }, { extension: { version: '1.0' } }],
		['no extension.version', { type: 'items', id: 'x' }, { extension: { type: ATTACHMENT.type } }],
		[
			'extension.data not an object',
			{ type: 'items', id: 'x' },
			{ extension: { ...ATTACHMENT, data: 'text' } },
		],
	])('a ref with %s is a 400', async (_, target, meta) => {
		const response = await ref('towerModel', target, { meta });
		expect(response.status).toBe(400);
	});

	test('refs need vnd.api+json, data:create and write access', async () => {
		const target = { type: 'items', id: SEED.items.towerFrame };
		expect((await ref('towerModel', target, { contentType: 'application/json' })).status).toBe(415);
		const writeOnly = tokenFor(sandbox, {
			userId: SEED.users.admin,
			scopes: ['data:read', 'data:write'],
		});
		const refused = await ref('towerModel', target, { token: writeOnly });
		expect(refused.status).toBe(401);
		expect(refused.body.errors[0].detail).toContain('data:create');
		expect((await ref('towerModel', target, { token: tokens.member })).status).toBe(403);
		expect(
			(
				await ref(
					'towerFrame',
					{ type: 'items', id: SEED.items.towerModel },
					{ token: tokens.member },
				)
			).status,
		).toBe(204);
	});
});
