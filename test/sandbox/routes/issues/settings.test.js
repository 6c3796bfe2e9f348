'use strict';

/** Issues API: comments, issue types and subtypes, root causes, custom attributes, users/me. */

const { tokenFor } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { PROJECT, IDS, otherProject, useIssuesSandbox } = require('./issuesApi');

const { sandbox, tokens, api } = useIssuesSandbox();
const ids = IDS;
const ok = async (path, options = {}) => {
	const response = await api('GET', path, { token: tokens.admin, ...options });
	expect(response.status).toBe(200);
	return response.body;
};

describe('comments', () => {
	const path = (key) => `/issues/${ids.issues[key]}/comments`;

	it("lists an issue's comments with paging, oldest first or by sortBy", async () => {
		const all = await ok(path('clash'));
		expect(all.pagination).toEqual({ limit: 100, offset: 0, totalResults: 2 });
		expect(all.results.map((comment) => comment.body)).toEqual([
			'Checked on site: the duct is 20 cm too low.',
			'Mechanical to reroute.',
		]);
		expect(all.results[0]).toMatchObject({
			id: expect.any(String),
			createdBy: SEED.users.member,
			createdAt: expect.any(String),
		});
		expect(
			(await ok(`${path('clash')}?sortBy=-createdAt`)).results.map((comment) => comment.body)[0],
		).toBe('Mechanical to reroute.');
		expect(
			(await ok(`${path('clash')}?limit=1&offset=1`)).results.map((comment) => comment.body),
		).toEqual(['Mechanical to reroute.']);
		expect((await ok(path('door'))).results).toEqual([]);
		expect(
			(
				await api('GET', '/issues/00000000-0000-4000-8000-000000000000/comments', {
					token: tokens.admin,
				})
			).status,
		).toBe(404);
	});

	it('adds a comment: 201 with it, counted on the issue; a viewer may not, an empty body is refused', async () => {
		const response = await api('POST', path('door'), {
			token: tokens.member,
			json: { body: 'Fire ratings follow\nnext week.' },
		});
		expect(response.status).toBe(201);
		expect(response.body).toMatchObject({
			body: 'Fire ratings follow\nnext week.',
			createdBy: SEED.users.member,
		});
		expect((await ok(path('door'))).results.map((comment) => comment.id)).toEqual([
			response.body.id,
		]);
		expect((await ok(`/issues/${ids.issues.door}`)).commentCount).toBe(1);

		const viewer = await api('POST', path('door'), {
			token: tokens.inspector,
			json: { body: 'x' },
		});
		expect(viewer.status).toBe(403);
		for (const body of [
			{},
			{ body: '' },
			{ body: 3 },
			{ body: 'x', author: 'me' },
			{ body: 'x'.repeat(10001) },
		]) {
			expect((await api('POST', path('door'), { token: tokens.admin, json: body })).status).toBe(
				400,
			);
		}
		expect(
			(await api('POST', path('removed'), { token: tokens.admin, json: { body: 'x' } })).status,
		).toBe(400);
		const readOnly = tokenFor(sandbox, { userId: SEED.users.admin, scopes: ['data:read'] });
		expect((await api('POST', path('door'), { token: readOnly, json: { body: 'x' } })).status).toBe(
			401,
		);
		expect((await ok(path('door'))).pagination.totalResults).toBe(1);
	});
});

describe('issue types', () => {
	it('lists the types (categories); include=subtypes adds their subtypes', async () => {
		const plain = await ok('/issue-types');
		expect(plain.pagination).toEqual({ limit: 200, offset: 0, totalResults: 4 });
		expect(plain.results.map((type) => [type.title, type.isActive])).toEqual([
			['Design', true],
			['Safety', true],
			['Quality', true],
			['Legacy', false],
		]);
		expect(plain.results[0].subtypes).toBeUndefined();
		const withSubtypes = await ok('/issue-types?include=subtypes');
		expect(withSubtypes.results[1]).toMatchObject({
			id: ids.types.safety,
			subtypes: [
				{
					id: ids.subtypes.fallHazard,
					issueTypeId: ids.types.safety,
					title: 'Fall hazard',
					code: 'FHZ',
					isActive: true,
				},
				{
					id: ids.subtypes.ppe,
					issueTypeId: ids.types.safety,
					title: 'Personal protective equipment',
					code: 'PPE',
					isActive: false,
				},
			],
		});
		expect(
			(await ok('/issue-types?filter[isActive]=true')).results.map((type) => type.title),
		).toEqual(['Design', 'Safety', 'Quality']);
		expect((await ok('/issue-types?limit=1&offset=3')).results.map((type) => type.title)).toEqual([
			'Legacy',
		]);
		expect(
			(await api('GET', '/issue-types?include=everything', { token: tokens.admin })).status,
		).toBe(400);
	});

	it('gives each project its own ids', async () => {
		const other = otherProject(sandbox);
		const types = await ok('/issue-types', { project: other.id });
		expect(types.results[0].id).toBe(other.ids.types.design);
		expect(other.ids.types.design).not.toBe(ids.types.design);
		expect(types.results[0].containerId).toBe(other.id);
	});
});

describe('root causes and custom attributes', () => {
	it('lists root cause categories; include=rootcauses adds their root causes', async () => {
		const plain = await ok('/issue-root-cause-categories');
		expect(plain.results.map((category) => [category.title, category.rootCauses])).toEqual([
			['Communication', undefined],
			['Design', undefined],
		]);
		const full = await ok('/issue-root-cause-categories?include=rootcauses');
		expect(
			full.results[0].rootCauses.map((cause) => [cause.id, cause.title, cause.rootCauseCategoryId]),
		).toEqual([
			[ids.rootCauses.coordination, 'Coordination', ids.rootCauseCategories.communication],
			[ids.rootCauses.missingDrawings, 'Missing drawings', ids.rootCauseCategories.communication],
		]);
	});

	it('lists custom attribute definitions, a list one with its options, filtered by data type', async () => {
		const all = await ok('/issue-attribute-definitions');
		expect(all.pagination.totalResults).toBe(4);
		expect(all.results[0]).toMatchObject({
			id: ids.attributes.priority,
			title: 'Priority',
			dataType: 'list',
			metadata: {
				list: {
					options: [
						{ id: ids.options.high, value: 'High' },
						{ id: ids.options.medium, value: 'Medium' },
						{ id: ids.options.low, value: 'Low' },
					],
				},
			},
		});
		expect(
			(await ok('/issue-attribute-definitions?filter[dataType]=text,numeric')).results.map(
				(definition) => definition.title,
			),
		).toEqual(['Trade', 'Cost impact']);
		expect(
			(
				await api('GET', '/issue-attribute-definitions?filter[dataType]=date', {
					token: tokens.admin,
				})
			).status,
		).toBe(400);
		expect(
			(await api('GET', '/issue-attribute-definitions?limit=201', { token: tokens.admin })).status,
		).toBe(400);
	});

	it('lists where custom attributes apply: the project or an issue type', async () => {
		const all = await ok('/issue-attribute-mappings');
		expect(
			all.results.map((mapping) => [mapping.attributeDefinitionId, mapping.mappedItemId]),
		).toEqual([
			[ids.attributes.priority, PROJECT],
			[ids.attributes.trade, PROJECT],
			[ids.attributes.costImpact, ids.types.design],
			[ids.attributes.notes, ids.types.safety],
		]);
		expect(
			(await ok(`/issue-attribute-mappings?filter[mappedItemId]=${ids.types.design}`)).results.map(
				(mapping) => mapping.title,
			),
		).toEqual(['Cost impact']);
		expect(
			(await ok(`/issue-attribute-mappings?filter[attributeDefinitionId]=${ids.attributes.notes}`))
				.pagination.totalResults,
		).toBe(1);
	});
});

describe('users/me', () => {
	it('tells a manager their levels, admin rights and what new issues may have', async () => {
		const me = await ok('/users/me');
		expect(me).toMatchObject({
			id: SEED.users.admin,
			isProjectAdmin: true,
			permissionLevels: ['read', 'write', 'create'],
		});
		expect(me.issues.new).toMatchObject({
			permittedStatuses: ['draft', 'open'],
			permittedActions: expect.arrayContaining(['assign_all', 'add_comment']),
		});
		expect(me.issues.new.permittedAttributes).toEqual(
			expect.arrayContaining([
				'title',
				'issueSubtypeId',
				'status',
				'assignedTo',
				'customAttributes',
			]),
		);
		expect(me.issues.new.permittedAttributes).not.toContain('rootCauseId');
	});

	it('tells a creator they may create; a view-only member has no issues.new', async () => {
		const member = await ok('/users/me', { token: tokens.member });
		expect(member).toMatchObject({ isProjectAdmin: false, permissionLevels: ['read', 'create'] });
		expect(member.issues.new.permittedActions).toContain('assign_same_company');
		const viewer = await ok('/users/me', { token: tokens.inspector });
		expect(viewer).toMatchObject({
			id: SEED.users.inspector,
			isProjectAdmin: false,
			permissionLevels: ['read'],
		});
		expect(viewer.issues.new).toBeUndefined();
	});
});
