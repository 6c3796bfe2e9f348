'use strict';

/** Issues API: updating issues (attributes, status transitions, who may change what, scopes). */

const { tokenFor } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');
const { IDS, useIssuesSandbox } = require('./issuesApi');

const { sandbox, tokens, api } = useIssuesSandbox();
const ids = IDS;
const patch = (key, json, { token = tokens.admin, ...options } = {}) =>
	api('PATCH', `/issues/${ids.issues[key]}`, { token, json, ...options });
const get = async (key, token = tokens.admin) =>
	(await api('GET', `/issues/${ids.issues[key]}`, { token })).body;

describe('update', () => {
	it('changes only the attributes sent, records who and when, and answers the issue', async () => {
		const before = await get('clash');
		const response = await patch('clash', {
			title: 'Duct clash, level 1',
			dueDate: '2024-04-02',
			customAttributes: [
				{ attributeDefinitionId: ids.attributes.priority, value: ids.options.low },
			],
		});
		expect(response.status).toBe(200);
		expect(response.body).toMatchObject({
			title: 'Duct clash, level 1',
			dueDate: '2024-04-02',
			description: before.description,
			status: 'open',
			assignedTo: SEED.users.member,
			updatedBy: SEED.users.admin,
			createdAt: before.createdAt,
		});
		expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
		// Custom attributes sent replace those of the same definition; the others stay.
		expect(
			response.body.customAttributes.map(({ attributeDefinitionId, value }) => [
				attributeDefinitionId,
				value,
			]),
		).toEqual([
			[ids.attributes.priority, ids.options.low],
			[ids.attributes.costImpact, 1200],
		]);
		expect(await get('clash')).toEqual(response.body);
	});

	it('moves a subtype with its type, clears an assignee with both nulls, and a custom attribute with a null value', async () => {
		const response = await patch('clash', {
			issueSubtypeId: ids.subtypes.missingInformation,
			assignedTo: null,
			assignedToType: null,
			customAttributes: [{ attributeDefinitionId: ids.attributes.costImpact, value: null }],
		});
		expect(response.status).toBe(200);
		expect(response.body).toMatchObject({
			issueTypeId: ids.types.design,
			issueSubtypeId: ids.subtypes.missingInformation,
			assignedTo: null,
			assignedToType: null,
		});
		expect(
			response.body.customAttributes.map((attribute) => attribute.attributeDefinitionId),
		).toEqual([ids.attributes.priority]);
		const moved = await patch('clash', { issueSubtypeId: ids.subtypes.fallHazard });
		expect(moved.body.issueTypeId).toBe(ids.types.safety);
	});

	it('refuses attributes that are not in the update payload, naming them', async () => {
		for (const field of ['issueTypeId', 'displayId', 'createdAt', 'closedBy', 'linkedDocuments']) {
			const response = await patch('clash', { [field]: 'x' });
			expect(response.status).toBe(400);
			expect(response.body.detail).toMatch(new RegExp(`^${field} cannot be updated`));
		}
		expect((await get('clash')).title).toBe('Duct clashes with beam on level 1');
	});

	it('follows the status workflow: permitted moves only, closing records who and when, reopening clears it', async () => {
		const closed = await patch('clash', { status: 'closed' });
		expect(closed.status).toBe(200);
		expect(closed.body).toMatchObject({
			status: 'closed',
			closedBy: SEED.users.admin,
			permittedStatuses: ['closed', 'open'],
		});
		expect(closed.body.closedAt).toBe(closed.body.updatedAt);
		const toReview = await patch('clash', { status: 'in_review' });
		expect(toReview.status).toBe(400);
		expect(toReview.body.detail).toBe(
			'status cannot change from closed to in_review; permitted: closed, open.',
		);
		const reopened = await patch('clash', { status: 'open' });
		expect(reopened.body).toMatchObject({ status: 'open', closedBy: null, closedAt: null });
		// A draft can only be opened, and opening records who opened it.
		expect((await patch('draft', { status: 'closed' }, { token: tokens.member })).status).toBe(400);
		const opened = await patch('draft', { status: 'open' }, { token: tokens.member });
		expect(opened.body).toMatchObject({ status: 'open', openedBy: SEED.users.member });
		expect((await patch('clash', { status: 'draft' })).status).toBe(400);
	});

	it('lets the assignee answer through the status only, and not close', async () => {
		// user-member is assigned to the duct clash, which user-admin created.
		const issue = await get('clash', tokens.member);
		expect(issue.permittedAttributes).toEqual(['status']);
		expect(issue.permittedStatuses).toEqual([
			'open',
			'pending',
			'in_progress',
			'in_review',
			'completed',
		]);
		expect(
			(await patch('clash', { status: 'in_progress' }, { token: tokens.member })).body.status,
		).toBe('in_progress');
		const close = await patch('clash', { status: 'closed' }, { token: tokens.member });
		expect(close.status).toBe(400);
		const retitle = await patch('clash', { title: 'Mine now' }, { token: tokens.member });
		expect(retitle.status).toBe(403);
		expect(retitle.body.detail).toBe(
			`User user-member may not change title of issue ${ids.issues.clash}.`,
		);
	});

	it('lets a creator edit their own issue, refuses others, and refuses a viewer everything (403)', async () => {
		expect(
			(await patch('railing', { description: 'Stair 2, east side.' }, { token: tokens.member }))
				.status,
		).toBe(200);
		const notMine = await patch('door', { title: 'x' }, { token: tokens.member });
		expect(notMine.status).toBe(403);
		const viewer = await patch('railing', { title: 'x' }, { token: tokens.inspector });
		expect(viewer.status).toBe(403);
		expect(viewer.body).toEqual({
			title: 'Forbidden',
			detail: `User user-inspector may not update issue ${ids.issues.railing}.`,
		});
		expect((await get('railing')).description).toBe('Stair 2, east side.');
	});

	it('refuses to update deleted and placement (pushpin) issues, and answers 404 for unknown ones', async () => {
		const deleted = await patch('removed', { title: 'x' });
		expect(deleted.status).toBe(400);
		expect(deleted.body.detail).toContain('deleted issues cannot be updated');
		const pushpin = await patch('pushpin', { title: 'x' });
		expect(pushpin.status).toBe(400);
		expect(pushpin.body.detail).toContain('placement (pushpin)');
		const unknown = await api('PATCH', '/issues/00000000-0000-4000-8000-000000000000', {
			token: tokens.admin,
			json: { title: 'x' },
		});
		expect(unknown.status).toBe(404);
	});

	it('checks values as create does', async () => {
		expect((await patch('clash', { status: 'resolved' })).status).toBe(400);
		expect((await patch('clash', { assignedToType: 'user' })).body.detail).toContain('go together');
		expect(
			(
				await patch('clash', {
					customAttributes: [{ attributeDefinitionId: ids.attributes.notes, value: 'x' }],
				})
			).body.detail,
		).toContain('does not apply');
		expect((await patch('clash', { title: '' })).status).toBe(400);
	});

	it('tells a member without the right from a caller outside the project only through GET: permittedAttributes per caller', async () => {
		// user-viewer is no member of the ACC project: reading and updating are both refused.
		const outsider = tokenFor(sandbox, { userId: SEED.users.viewer, scopes: ['data:read', 'data:write'] });
		expect((await patch('railing', { title: 'x' }, { token: outsider })).status).toBe(403);
		expect((await api('GET', `/issues/${ids.issues.railing}`, { token: outsider })).status).toBe(403);
		// The inspector (view level) reads the issue and may change nothing of it; the creator everything.
		expect(await get('railing', tokens.inspector)).toMatchObject({ permittedAttributes: [], permittedStatuses: [] });
		expect((await get('railing', tokens.member)).permittedAttributes).toEqual(expect.arrayContaining(['title', 'status', 'assignedTo']));
		expect((await get('door', tokens.member)).permittedAttributes).toEqual(['status']);
	});

	it('needs data:read and data:write (the reference page), and user context', async () => {
		const writeOnly = tokenFor(sandbox, { userId: SEED.users.admin, scopes: ['data:write'] });
		expect((await patch('clash', { title: 'x' }, { token: writeOnly })).status).toBe(401);
		expect((await patch('clash', { title: 'x' }, { token: tokens.app })).status).toBe(403);
		const asAdmin = await patch(
			'clash',
			{ title: 'By the app for Ada' },
			{ token: tokens.app, headers: { 'x-user-id': SEED.users.admin } },
		);
		expect(asAdmin.status).toBe(200);
		expect(asAdmin.body.updatedBy).toBe(SEED.users.admin);
	});
});
