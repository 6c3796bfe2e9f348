'use strict';

/** Issues API: creating issues (required attributes, defaults, checks, permissions, scopes). */

const { tokenFor } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { IDS, otherProject, useIssuesSandbox } = require('./issuesApi');

const { sandbox, tokens, api } = useIssuesSandbox();
const ids = IDS;
const create = (json, { token = tokens.admin, ...options } = {}) =>
	api('POST', '/issues', { token, json, ...options });
const minimal = () => ({
	title: 'Leak under sink',
	issueSubtypeId: ids.subtypes.defect,
	status: 'open',
});

describe('create', () => {
	it('answers 200 with the new issue: next display id, type from the subtype, defaults, the caller as creator', async () => {
		const before = Date.now();
		const response = await create(minimal());
		expect(response.status).toBe(200);
		expect(response.body).toMatchObject({
			title: 'Leak under sink',
			displayId: 8,
			issueSubtypeId: ids.subtypes.defect,
			issueTypeId: ids.types.quality,
			status: 'open',
			published: false,
			deleted: false,
			description: null,
			assignedTo: null,
			assignedToType: null,
			dueDate: null,
			customAttributes: [],
			watchers: [],
			commentCount: 0,
			createdBy: SEED.users.admin,
			updatedBy: SEED.users.admin,
			openedBy: SEED.users.admin,
			closedBy: null,
		});
		expect(response.body.id).toMatch(
			/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
		);
		expect(Date.parse(response.body.createdAt)).toBeGreaterThanOrEqual(before - 1000);
		const fetched = await api('GET', `/issues/${response.body.id}`, { token: tokens.admin });
		expect(fetched.body).toEqual(response.body);
		const listed = await api('GET', '/issues', { token: tokens.admin });
		expect(listed.body.pagination.totalResults).toBe(7);
	});

	it('keeps every attribute of the payload it was given', async () => {
		const response = await create({
			...minimal(),
			description: 'Water on the floor.',
			assignedTo: SEED.users.member,
			assignedToType: 'user',
			dueDate: '2024-04-01',
			startDate: '2024-03-20T09:00:00.000Z',
			locationId: ids.locations.room101,
			locationDetails: 'Below the sink',
			rootCauseId: ids.rootCauses.coordination,
			published: true,
			watchers: [SEED.users.inspector],
			customAttributes: [
				{ attributeDefinitionId: ids.attributes.priority, value: ids.options.medium },
				{ attributeDefinitionId: ids.attributes.trade, value: 'Plumbing' },
			],
			gpsCoordinates: { latitude: 47.5, longitude: 8.7 },
		});
		expect(response.status).toBe(200);
		expect(response.body).toMatchObject({
			description: 'Water on the floor.',
			assignedTo: SEED.users.member,
			assignedToType: 'user',
			dueDate: '2024-04-01',
			startDate: '2024-03-20',
			locationId: ids.locations.room101,
			locationDetails: 'Below the sink',
			rootCauseId: ids.rootCauses.coordination,
			published: true,
			watchers: [SEED.users.inspector],
			customAttributes: [
				{
					attributeDefinitionId: ids.attributes.priority,
					value: ids.options.medium,
					type: 'list',
					title: 'Priority',
				},
				{
					attributeDefinitionId: ids.attributes.trade,
					value: 'Plumbing',
					type: 'text',
					title: 'Trade',
				},
			],
			gpsCoordinates: { latitude: 47.5, longitude: 8.7 },
		});
	});

	it('requires title, issueSubtypeId and status, naming what is missing', async () => {
		const response = await create({ description: 'no title' });
		expect(response.status).toBe(400);
		expect(response.body).toEqual({
			title: 'Bad Request',
			detail: 'title, issueSubtypeId, status are required.',
		});
		const noStatus = await create({ title: 'x', issueSubtypeId: ids.subtypes.defect });
		expect(noStatus.body.detail).toBe('status is required.');
	});

	it('opens issues only as draft or open, the statuses users/me gives for new issues', async () => {
		expect((await create({ ...minimal(), status: 'draft' })).body.status).toBe('draft');
		const closed = await create({ ...minimal(), status: 'closed' });
		expect(closed.status).toBe(400);
		expect(closed.body.detail).toContain('draft, open');
		const unknown = await create({ ...minimal(), status: 'resolved' });
		expect(unknown.status).toBe(400);
		expect(unknown.body.detail).toContain('status must be one of');
	});

	it('refuses attributes a caller cannot set, naming them', async () => {
		for (const field of ['issueTypeId', 'displayId', 'createdBy', 'linkedDocuments', 'colour']) {
			const response = await create({ ...minimal(), [field]: 'x' });
			expect(response.status).toBe(400);
			expect(response.body.detail).toMatch(new RegExp(`^${field} cannot be set`));
		}
	});

	it('checks values: subtype of the project and active, assignee pair, members, dates, lengths, custom attribute values', async () => {
		const cases = [
			[
				{ issueSubtypeId: '00000000-0000-4000-8000-000000000000' },
				'is not an issue subtype of this project',
			],
			[{ issueSubtypeId: ids.subtypes.ppe }, 'is not active'],
			[{ issueSubtypeId: ids.subtypes.legacyItem }, 'is not active'],
			[{ assignedTo: SEED.users.member }, 'assignedTo and assignedToType go together'],
			[
				{ assignedTo: SEED.users.member, assignedToType: 'team' },
				'assignedToType must be one of user, company, role',
			],
			[{ assignedTo: 'user-stranger', assignedToType: 'user' }, 'is not a member of this project'],
			[{ watchers: ['user-stranger'] }, 'watchers: user-stranger is not a member'],
			[{ dueDate: '01/04/2024' }, 'dueDate must be an ISO 8601 date'],
			[{ title: 'x'.repeat(4201) }, 'title must be at most 4200 characters'],
			[{ title: '  ' }, 'title must be a non-empty string'],
			[{ locationId: ids.issues.clash }, 'is not a location of this project'],
			[{ rootCauseId: ids.types.design }, 'is not a root cause of this project'],
			[{ published: 'yes' }, 'published must be true or false'],
			[{ gpsCoordinates: { latitude: 100, longitude: 0 } }, 'gpsCoordinates must be'],
			[
				{ customAttributes: [{ attributeDefinitionId: ids.attributes.priority, value: 'High' }] },
				'must be the id of one of its options',
			],
			[
				{ customAttributes: [{ attributeDefinitionId: ids.attributes.trade, value: 3 }] },
				'must be a string',
			],
			[
				{ customAttributes: [{ attributeDefinitionId: ids.attributes.priority }] },
				'must have attributeDefinitionId and value',
			],
			// Cost impact applies to the Design type only; a Quality issue cannot carry it.
			[
				{ customAttributes: [{ attributeDefinitionId: ids.attributes.costImpact, value: 5 }] },
				'does not apply to issues of type',
			],
		];
		for (const [change, message] of cases) {
			const response = await create({ ...minimal(), ...change });
			expect([JSON.stringify(change), response.status]).toEqual([JSON.stringify(change), 400]);
			expect(response.body.detail).toContain(message);
		}
		const design = await create({
			...minimal(),
			issueSubtypeId: ids.subtypes.designClash,
			customAttributes: [{ attributeDefinitionId: ids.attributes.costImpact, value: 5 }],
		});
		expect(design.status).toBe(200);
		expect(
			(await api('GET', '/issues', { token: tokens.admin })).body.pagination.totalResults,
		).toBe(7);
	});

	it('lets a member who may only view read, not create (403)', async () => {
		const response = await create(minimal(), { token: tokens.inspector });
		expect(response.status).toBe(403);
		expect(response.body).toEqual({
			title: 'Forbidden',
			detail: 'User user-inspector may not create issues in this project.',
		});
		expect(
			(await api('GET', '/issues', { token: tokens.admin })).body.pagination.totalResults,
		).toBe(6);
		// A member with the create level may.
		expect((await create(minimal(), { token: tokens.member })).status).toBe(200);
	});

	it('needs data:write, and user context (x-user-id with a two-legged token)', async () => {
		const readOnly = tokenFor(sandbox, { userId: SEED.users.admin, scopes: ['data:read'] });
		expect((await create(minimal(), { token: readOnly })).status).toBe(401);
		const writeOnly = tokenFor(sandbox, { userId: SEED.users.admin, scopes: ['data:write'] });
		expect((await create(minimal(), { token: writeOnly })).status).toBe(200);
		expect((await create(minimal(), { token: tokens.app })).status).toBe(403);
		const asAdmin = await create(minimal(), {
			token: tokens.app,
			headers: { 'x-user-id': SEED.users.admin },
		});
		expect(asAdmin.status).toBe(200);
		expect(asAdmin.body.createdBy).toBe(SEED.users.admin);
	});

	it("numbers issues per project, and knows only the project's own subtypes", async () => {
		const other = otherProject(sandbox);
		const foreign = await create({ ...minimal(), issueSubtypeId: other.ids.subtypes.defect });
		expect(foreign.status).toBe(400);
		expect(foreign.body.detail).toContain('is not an issue subtype of this project');
		const response = await create(
			{ title: 'First of its project', issueSubtypeId: other.ids.subtypes.defect, status: 'open' },
			{ project: other.id },
		);
		expect(response.status).toBe(200);
		expect(response.body).toMatchObject({ displayId: 1, containerId: other.id });
	});

	it('answers a body that is not JSON with 400', async () => {
		const response = await api('POST', '/issues', {
			token: tokens.admin,
			headers: { 'content-type': 'application/json' },
		});
		expect(response.status).toBe(400);
		expect(response.body.title).toBe('Bad Request');
	});
});
