'use strict';

const { call, useSandboxTokens } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');

const ALL = ['data:read', 'data:write', 'data:create'];
const ATTACHMENT = { type: 'auxiliary:autodesk.core:Attachment', version: '1.0' };

/** From one resource to another, as datamanagement/datamanagement.yaml (aps-sdk-openapi) describes. */
describe("sandbox data: item refs, parents, a version's item, a project's hub", () => {
	const { sandbox, tokens } = useSandboxTokens(ALL, ['admin', 'member']);

	const project = `/data/v1/projects/${SEED.projects.tower}`;
	const itemPath = (key, suffix = '') =>
		`${project}/items/${encodeURIComponent(SEED.items[key])}${suffix}`;
	const folderPath = (key, suffix = '') =>
		`${project}/folders/${encodeURIComponent(SEED.folders[key])}${suffix}`;
	const get = (path, token = tokens.admin) => call(sandbox, 'GET', path, { token });
	const addRef = (fromKey, type, id) =>
		call(sandbox, 'POST', itemPath(fromKey, '/relationships/refs'), {
			token: tokens.admin,
			contentType: 'application/vnd.api+json',
			json: { jsonapi: { version: '1.0' }, data: { type, id, meta: { extension: ATTACHMENT } } },
		});

	test("GET items/{item}/refs lists the resources at the other end of the item's refs, both ways, with filter[type]", async () => {
		expect((await addRef('towerModel', 'folders', SEED.folders.towerDesign)).status).toBe(204);
		expect((await addRef('towerFacade', 'items', SEED.items.towerModel)).status).toBe(204);
		const refs = await get(itemPath('towerModel', '/refs'));
		expect(refs.status).toBe(200);
		expect(refs.body.data.map((resource) => [resource.type, resource.id])).toEqual([
			['folders', SEED.folders.towerDesign],
			['items', SEED.items.towerFacade],
		]);
		expect(refs.body.data[1].attributes.displayName).toBe('Facade.pdf');
		const onlyItems = await get(`${itemPath('towerModel', '/refs')}?filter[type]=items`);
		expect(onlyItems.body.data.map((resource) => resource.id)).toEqual([SEED.items.towerFacade]);
		expect((await get(itemPath('towerSitePlan', '/refs'))).body.data).toEqual([]);
		expect((await get(`${project}/items/urn%3Anone/refs`)).status).toBe(404);
	});

	test("GET items/{item}/parent is the item's folder; an item of an unreadable folder is 403", async () => {
		const parent = await get(itemPath('towerModel', '/parent'));
		expect(parent.status).toBe(200);
		expect([parent.body.data.type, parent.body.data.id]).toEqual([
			'folders',
			SEED.folders.towerArchitecture,
		]);
		expect((await get(itemPath('towerSitePlan', '/parent'), tokens.member)).status).toBe(403);
		expect((await get(`${project}/items/urn%3Anone/parent`)).status).toBe(404);
	});

	test('GET folders/{folder}/parent is the folder above; the root folder has none (404)', async () => {
		const parent = await get(folderPath('towerArchitecture', '/parent'));
		expect(parent.status).toBe(200);
		expect(parent.body.data.id).toBe(SEED.folders.towerDesign);
		expect((await get(folderPath('towerRoot', '/parent'))).status).toBe(404);
		expect((await get(`${project}/folders/urn%3Anone/parent`)).status).toBe(404);
	});

	test("GET versions/{version}/item is the version's item, with its tip included", async () => {
		const item = await get(
			`${project}/versions/${encodeURIComponent(SEED.versions.towerModelV1)}/item`,
		);
		expect(item.status).toBe(200);
		expect([item.body.data.type, item.body.data.id]).toEqual(['items', SEED.items.towerModel]);
		expect(item.body.included.map((version) => version.id)).toEqual([SEED.versions.towerModelV2]);
		expect((await get(`${project}/versions/urn%3Anone/item`)).status).toBe(404);
	});

	test("GET hubs/{hub}/projects/{project}/hub is the project's hub; a project of another hub is 404", async () => {
		const { hubId } = sandbox.ctx.state.data.projects.get(SEED.projects.tower);
		const hub = await get(`/project/v1/hubs/${hubId}/projects/${SEED.projects.tower}/hub`);
		expect(hub.status).toBe(200);
		expect([hub.body.data.type, hub.body.data.id]).toEqual(['hubs', hubId]);
		const otherHub = Object.values(SEED.hubs).find((id) => id !== hubId);
		expect(
			(await get(`/project/v1/hubs/${otherHub}/projects/${SEED.projects.tower}/hub`)).status,
		).toBe(404);
	});

	test("GET versions/{version}/downloadFormats lists the file's own type, a DWG also as PDF", async () => {
		const formats = (key) =>
			get(`${project}/versions/${encodeURIComponent(SEED.versions[key])}/downloadFormats`);
		const model = await formats('towerModelV1');
		expect(model.status).toBe(200);
		expect(model.body.data).toEqual({
			type: 'downloadFormats',
			id: SEED.versions.towerModelV1,
			attributes: { formats: [{ fileType: 'rvt' }] },
		});
		expect((await formats('towerLobbyV1')).body.data.attributes.formats).toEqual([
			{ fileType: 'dwg' },
			{ fileType: 'pdf' },
		]);
		expect((await get(`${project}/versions/urn%3Anone/downloadFormats`)).status).toBe(404);
	});
});
