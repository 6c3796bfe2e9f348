'use strict';

const { call, tokenFor, useSandbox } = require('../../../support/sandbox');
const { AEC_SEED, ELEMENT_GROUPS } = require('../../../../sandbox/seed/aecDataModel');

const ELEMENTS = `query ($id: ID!, $filter: ElementFilterInput, $pagination: PaginationInput) {
  elementsByElementGroup(elementGroupId: $id, filter: $filter, pagination: $pagination) {
    pagination { cursor }
    results { id name properties { results { name value definition { units { name } } } } }
  }
}`;

describe('the sandbox AEC Data Model GraphQL API', () => {
	const sandbox = useSandbox();
	const user = () => tokenFor(sandbox, { userId: 'user-admin', scopes: ['data:read'] });
	const post = (json, { token = user(), headers = {} } = {}) => call(sandbox, 'POST', '/aec/graphql', { token, json, headers });

	test('three-legged tokens with data:read only; a two-legged token is refused with 403', async () => {
		const query = { query: '{ hubs { results { id } } }' };
		expect((await post(query)).body).toEqual({ data: { hubs: { results: [{ id: AEC_SEED.hubId }] } } });
		const app = await post(query, { token: tokenFor(sandbox, { scopes: ['data:read'] }) });
		expect(app.status).toBe(403);
		expect(app.body.errors[0].message).toMatch(/three-legged tokens only/);
		expect((await post(query, { token: tokenFor(sandbox, { userId: 'user-admin', scopes: ['data:write'] }) })).status).toBe(401);
	});

	test('the Region header: US holds the seed, EMEA none of it, an unknown region is refused', async () => {
		const query = { query: '{ hubs { results { id } } }' };
		expect((await post(query, { headers: { region: 'EMEA' } })).body.data.hubs.results).toEqual([]);
		const unknown = await post(query, { headers: { region: 'MARS' } });
		expect(unknown.status).toBe(400);
	});

	test('RSQL filters, and cursor pages that cover every element once', async () => {
		const id = AEC_SEED.elementGroups.hospitalStructure;
		const seen = [];
		let cursor;
		do {
			const answer = await post({ query: ELEMENTS, variables: { id, pagination: { limit: 90, ...(cursor ? { cursor } : {}) } } });
			const list = answer.body.data.elementsByElementGroup;
			seen.push(...list.results.map((element) => element.id));
			cursor = list.pagination.cursor;
		} while (cursor);
		expect(seen).toEqual(ELEMENT_GROUPS.find((group) => group.key === 'hospitalStructure').elements.map((element) => element.id));
		const floors = await post({ query: ELEMENTS, variables: { id: AEC_SEED.elementGroups.hospitalCentral, filter: { query: "property.name.category==Floors and 'property.name.Area'>=385" } } });
		expect(floors.body.data.elementsByElementGroup.results.map((element) => element.properties.results.find((each) => each.name === 'Level').value)).toEqual(['Level 1']);
		const broken = await post({ query: ELEMENTS, variables: { id: AEC_SEED.elementGroups.hospitalCentral, filter: { query: 'property.name.category==' } } });
		expect(broken.status).toBe(200);
		expect(broken.body.errors[0]).toEqual(expect.objectContaining({ message: expect.stringMatching(/^Invalid filter query/), extensions: { code: 'BAD_USER_INPUT' } }));
	});

	test('points: a query over 1000 is refused; past the minute budget a 429 with Retry-After', async () => {
		const id = AEC_SEED.elementGroups.hospitalStructure;
		const big = await post({ query: ELEMENTS, variables: { id, pagination: { limit: 200 } } });
		expect(big.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
		await call(sandbox, 'POST', '/__sandbox/aec/budget', { json: { pointsPerMinute: 700 } });
		expect((await post({ query: ELEMENTS, variables: { id, pagination: { limit: 100 } } })).status).toBe(200);
		const refused = await post({ query: ELEMENTS, variables: { id, pagination: { limit: 100 } } });
		expect(refused.status).toBe(429);
		expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
		expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMIT_EXCEEDED');
		const budget = (await call(sandbox, 'GET', '/__sandbox/aec/budget')).body;
		expect(budget).toEqual(expect.objectContaining({ pointsPerMinute: 700, rejected: 1 }));
		expect(budget.costs[budget.costs.length - 1]).toBe(511);
	});

	test('elementsByElementGroups takes 1 to 25 models; a seeded model of many elements is read like the others', async () => {
		const several = `query ($ids: [ID!]!, $pagination: PaginationInput) { elementsByElementGroups(elementGroupIds: $ids, pagination: $pagination) { pagination { cursor } results { id elementGroup { id } } } }`;
		const ids = [AEC_SEED.elementGroups.hospitalMep, AEC_SEED.elementGroups.hospitalCentral];
		const both = await post({ query: several, variables: { ids, pagination: { limit: 10 } } });
		expect(both.body.data.elementsByElementGroups.results.map((element) => element.elementGroup.id).slice(0, 4)).toEqual([ids[0], ids[0], ids[0], ids[1]]);
		const tooMany = await post({ query: several, variables: { ids: Array(26).fill(ids[0]) } });
		expect(tooMany.body.errors[0].message).toBe('elementGroupIds takes 1 to 25 elementGroup IDs; got 26.');
		const seeded = await call(sandbox, 'POST', '/__sandbox/aec/seed/elementGroup', { json: { key: 'benchTower', name: 'Bench Tower.rvt', elements: 1200 } });
		expect(seeded.status).toBe(201);
		const page = await post({ query: ELEMENTS, variables: { id: seeded.body.id, pagination: { limit: 150 } } });
		expect(page.body.data.elementsByElementGroup.results).toHaveLength(150);
		expect(page.body.data.elementsByElementGroup.pagination.cursor).toEqual(expect.any(String));
	});

	test('folders, models by folder with or without subfolders, versions and the extraction status, as the reference names them', async () => {
		const folders = await post({ query: `query ($p: ID!) { foldersByProject(projectId: $p) { results { id name path } } }`, variables: { p: AEC_SEED.projectId } });
		expect(folders.body.data.foldersByProject.results.map((folder) => folder.path)).toEqual(['/Project Files', '/Plans']);
		const groups = (field, folder) => post({ query: `query ($p: ID!, $f: ID!) { ${field}(projectId: $p, folderId: $f) { results { name parentFolder { name } } } }`, variables: { p: AEC_SEED.projectId, f: AEC_SEED.folders[folder] } });
		expect((await groups('elementGroupsByFolder', 'hospitalProjectFiles')).body.data.elementGroupsByFolder.results).toEqual([]);
		expect((await groups('elementGroupsByFolderAndSubFolders', 'hospitalProjectFiles')).body.data.elementGroupsByFolderAndSubFolders.results[0]).toEqual({ name: 'Hospital Central.rvt', parentFolder: { name: 'Coordination' } });
		const history = await post({ query: `query ($id: ID!) { elementGroupAtTip(elementGroupId: $id) { versionHistory { tipVersion { versionNumber } versions { results { versionNumber } } versionByNumber(versionNumber: 1) { createdOn } } } }`, variables: { id: AEC_SEED.elementGroups.hospitalCentral } });
		expect(history.body.data.elementGroupAtTip.versionHistory).toEqual({ tipVersion: { versionNumber: 2 }, versions: { results: [{ versionNumber: 2 }, { versionNumber: 1 }] }, versionByNumber: { createdOn: '2024-02-20T16:45:00.000Z' } });
		const extraction = await post({ query: `query ($u: ID!) { elementGroupExtractionStatus(fileUrn: $u) { status elementGroup { version { versionNumber } } } }`, variables: { u: 'urn:adsk.wipprod:dm.lineage:hospitalCentral' } });
		expect(extraction.body.data.elementGroupExtractionStatus).toEqual({ status: 'SUCCESS', elementGroup: { version: { versionNumber: 1 } } });
	});
});
