'use strict';

const { useSandboxTokens, call, tokenFor } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { DOCS_SEED } = require('../../../../sandbox/seed/docs');

const TOWER = SEED.projects.tower.slice(2);
const HOSPITAL = SEED.projects.hospital.slice(2);
const A = DOCS_SEED.attributes;
const enc = encodeURIComponent;

const { sandbox, tokens } = useSandboxTokens(['data:read', 'data:write']);

const docs = (method, path, { project = TOWER, token = tokens.app, json } = {}) =>
	call(sandbox, method, `/bim360/docs/v1/projects/${project}${path}`, { token, json });
const definitionsPath = (folder, query = '') =>
	`/folders/${enc(SEED.folders[folder])}/custom-attribute-definitions${query}`;
const updatePath = (version) => `/versions/${enc(SEED.versions[version])}/custom-attributes:batch-update`;
const batchGet = (urns, options) => docs('POST', '/versions:batch-get', { json: { urns }, ...options });

describe('GET custom-attribute-definitions', () => {
	test("a folder's definitions include those of the folders above it, 10 to a page by default", async () => {
		const answer = await docs('GET', definitionsPath('towerArchitecture'));
		expect(answer.status).toBe(200);
		expect(answer.body.results).toEqual([
			{ id: A.towerDiscipline, name: 'Discipline', type: 'array', arrayValues: ['Architecture', 'Structure', 'MEP', 'Civil'] },
			{ id: A.towerStatus, name: 'Status', type: 'array', arrayValues: ['WIP', 'Shared', 'Published', 'Archived'] },
			{ id: A.towerRevision, name: 'Revision', type: 'string' },
			{ id: A.towerIssueDate, name: 'Issue Date', type: 'date' },
			{ id: A.towerDrawingNumber, name: 'Drawing Number', type: 'string' },
		]);
		expect(answer.body.pagination).toEqual({ limit: 10, offset: 0, totalResults: 5, previousUrl: '', nextUrl: '' });
		const above = await docs('GET', definitionsPath('towerProjectFiles'));
		expect(above.body.results.map((each) => each.name)).toEqual(['Discipline', 'Status', 'Revision', 'Issue Date']);
		const none = await docs('GET', definitionsPath('towerPlans'));
		expect(none.body).toMatchObject({ results: [], pagination: { totalResults: 0 } });
	});

	test('limit and offset page through the list; next and previous addresses are absolute', async () => {
		const second = await docs('GET', definitionsPath('towerArchitecture', '?limit=2&offset=2'));
		expect(second.body.results.map((each) => each.id)).toEqual([A.towerRevision, A.towerIssueDate]);
		const { pagination } = second.body;
		expect(pagination).toMatchObject({ limit: 2, offset: 2, totalResults: 5 });
		expect(new URL(pagination.nextUrl).searchParams.get('offset')).toBe('4');
		expect(new URL(pagination.previousUrl).searchParams.get('offset')).toBe('0');
		for (const query of ['?limit=0', '?limit=201', '?offset=-1', '?limit=ten']) {
			const refused = await docs('GET', definitionsPath('towerArchitecture', query));
			expect([query, refused.status, refused.body.errors[0].code]).toEqual([query, 400, 'ERR_BAD_INPUT']);
		}
	});

	test("the project id without 'b.'; a missing project or folder is 404, a folder the user cannot read 403", async () => {
		const prefixed = await docs('GET', definitionsPath('towerArchitecture'), { project: SEED.projects.tower });
		expect(prefixed.status).toBe(400);
		expect(prefixed.body.errors[0].detail).toMatch(/Remove the 'b\.' prefix/);
		const missing = await docs('GET', definitionsPath('towerArchitecture'), { project: '00000000-0000-4000-8000-000000000000' });
		expect(missing.status).toBe(404);
		const otherProject = await docs('GET', definitionsPath('hospitalProjectFiles'));
		expect(otherProject.status).toBe(404);
		// user-viewer is a member of the Tower project with no folder grant.
		const viewer = await docs('GET', definitionsPath('towerArchitecture'), { token: tokens.viewer });
		expect(viewer.status).toBe(403);
		expect(viewer.body.errors[0]).toMatchObject({ code: 'ERR_FORBIDDEN' });
		const member = await docs('GET', definitionsPath('towerArchitecture'), { token: tokens.member });
		expect(member.status).toBe(200);
		const writeOnly = await docs('GET', definitionsPath('towerArchitecture'), { token: tokenFor(sandbox, { scopes: ['data:write'] }) });
		expect(writeOnly.status).toBe(401);
	});
});

describe('POST versions:batch-get', () => {
	test('versions and items (their tip) with the attributes that have a value; unknown documents under errors', async () => {
		const answer = await batchGet([SEED.items.towerModel, SEED.versions.towerModelV1, SEED.versions.towerFacadeV1, 'urn:adsk.wipprod:dm.lineage:missing']);
		expect(answer.status).toBe(200);
		const [tip, first, facade] = answer.body.results;
		expect(tip).toMatchObject({
			urn: SEED.versions.towerModelV2,
			itemUrn: SEED.items.towerModel,
			name: 'Tower.rvt',
			revisionNumber: 2,
			createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$/),
		});
		expect(tip.customAttributes).toEqual(
			expect.arrayContaining([
				{ id: A.towerRevision, type: 'string', name: 'Revision', value: 'P02' },
				{ id: A.towerStatus, type: 'array', name: 'Status', value: 'Shared' },
				{ id: A.towerIssueDate, type: 'date', name: 'Issue Date', value: '2024-02-15T00:00:00.000Z' },
			]),
		);
		expect(first.customAttributes.map((each) => each.value).sort()).toEqual(['Architecture', 'P01']);
		expect(facade).toMatchObject({ urn: SEED.versions.towerFacadeV1, customAttributes: [] });
		expect(answer.body.errors).toEqual([
			{ urn: 'urn:adsk.wipprod:dm.lineage:missing', code: 'ERR_RESOURCE_NOT_EXIST', title: 'The resource does not exist', detail: expect.any(String) },
		]);
	});

	test('up to 50 documents; a document of another project or folder the user cannot read is an error entry', async () => {
		const fifty = Array.from({ length: 50 }, () => SEED.items.towerModel);
		expect((await batchGet(fifty)).status).toBe(200);
		const more = await batchGet([...fifty, SEED.items.towerModel]);
		expect(more.status).toBe(400);
		expect(more.body.errors[0].detail).toMatch(/up to 50/);
		for (const body of [{}, { urns: [] }, { urns: [42] }, []]) {
			const refused = await docs('POST', '/versions:batch-get', { json: body });
			expect([body, refused.status]).toEqual([body, 400]);
		}
		const elsewhere = await batchGet([SEED.items.hospitalModel]);
		expect(elsewhere.body).toMatchObject({ results: [], errors: [{ code: 'ERR_RESOURCE_NOT_EXIST' }] });
		// user-member reads Design (and Architecture below it), not Project Files itself.
		const member = await batchGet([SEED.items.towerModel, SEED.items.towerSitePlan], { token: tokens.member });
		expect(member.body.results.map((each) => each.itemUrn)).toEqual([SEED.items.towerModel]);
		expect(member.body.errors).toEqual([expect.objectContaining({ urn: SEED.items.towerSitePlan, code: 'ERR_FORBIDDEN' })]);
	});
});

describe('POST custom-attributes:batch-update', () => {
	test('sets and clears values of each type, all at once, and answers every value the version has', async () => {
		const answer = await docs('POST', updatePath('towerFacadeV1'), {
			json: [
				{ id: A.towerDiscipline, value: 'Structure' },
				{ id: String(A.towerRevision), value: 'C03' },
				{ id: A.towerIssueDate, value: '2024-06-30T09:15:42.789+02:00' },
			],
		});
		expect(answer.status).toBe(200);
		expect(answer.body.results).toEqual([
			{ id: A.towerDiscipline, type: 'array', name: 'Discipline', value: 'Structure' },
			{ id: A.towerRevision, type: 'string', name: 'Revision', value: 'C03' },
			{ id: A.towerIssueDate, type: 'date', name: 'Issue Date', value: '2024-06-30T07:15:42.000Z' },
		]);
		const day = await docs('POST', updatePath('towerFacadeV1'), { json: [{ id: A.towerIssueDate, value: '2024-07-01' }, { id: A.towerRevision, value: null }] });
		expect(day.body.results).toEqual([
			{ id: A.towerDiscipline, type: 'array', name: 'Discipline', value: 'Structure' },
			{ id: A.towerIssueDate, type: 'date', name: 'Issue Date', value: '2024-07-01T00:00:00.000Z' },
		]);
		const read = await batchGet([SEED.versions.towerFacadeV1]);
		expect(read.body.results[0].customAttributes).toEqual(day.body.results);
	});

	test('an unknown attribute, a value not in the drop-down, a bad date or a long text is 400 and changes nothing', async () => {
		const cases = [
			[{ id: A.hospitalRevision, value: 'x' }, /not defined for the documents of folder 'Architecture'/],
			[{ id: A.towerSheetSet, value: 'Plans' }, /not defined/],
			[{ id: A.towerDiscipline, value: 'architecture' }, /not a value of the drop-down 'Discipline' \(Architecture, Structure, MEP, Civil\)/],
			[{ id: A.towerIssueDate, value: '30/06/2024' }, /must be an ISO 8601 date/],
			[{ id: A.towerIssueDate, value: '2024-13-45' }, /must be an ISO 8601 date/],
			[{ id: A.towerRevision, value: 'x'.repeat(256) }, /up to 255 characters/],
			[{ id: A.towerRevision, value: 7 }, /must be a string or null/],
			[{ id: 'Revision', value: 'x' }, /integer id/],
			[{ id: A.towerRevision }, /value is required/],
		];
		for (const [change, detail] of cases) {
			const answer = await docs('POST', updatePath('towerModelV2'), { json: [{ id: A.towerStatus, value: 'Published' }, change] });
			expect([change, answer.status, answer.body.errors[0].detail]).toEqual([change, 400, expect.stringMatching(detail)]);
		}
		const read = await batchGet([SEED.versions.towerModelV2]);
		expect(read.body.results[0].customAttributes).toContainEqual({ id: A.towerStatus, type: 'array', name: 'Status', value: 'Shared' });
		for (const body of [[], {}, [{ id: A.towerRevision, value: 'a' }, { id: A.towerRevision, value: 'b' }]]) {
			expect((await docs('POST', updatePath('towerModelV2'), { json: body })).status).toBe(400);
		}
	});

	test('data:write, write permission on the folder, a version of the project', async () => {
		const change = [{ id: A.hospitalRevision, value: 'C02' }];
		const hospitalPath = updatePath('hospitalModelV3');
		expect((await docs('POST', hospitalPath, { project: HOSPITAL, json: change, token: tokenFor(sandbox, { scopes: ['data:read'] }) })).status).toBe(401);
		// user-member may write in the Hospital's Project Files, user-viewer is no member there.
		expect((await docs('POST', hospitalPath, { project: HOSPITAL, json: change, token: tokens.member })).status).toBe(200);
		expect((await docs('POST', hospitalPath, { project: HOSPITAL, json: change, token: tokens.viewer })).status).toBe(403);
		// user-member only reads Tower's Architecture folder.
		const readOnly = await docs('POST', updatePath('towerModelV2'), { json: [{ id: A.towerRevision, value: 'x' }], token: tokens.member });
		expect(readOnly.status).toBe(403);
		const elsewhere = await docs('POST', hospitalPath, { json: change });
		expect(elsewhere.status).toBe(404);
		expect(elsewhere.body.errors[0].code).toBe('ERR_NOT_FOUND');
	});
});
