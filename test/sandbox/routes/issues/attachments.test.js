'use strict';

/** Issues API: attachments of issues (add, list, delete). */

const { SEED } = require('../../../../sandbox/seed/data');
const { IDS, useIssuesSandbox } = require('./issuesApi');

const { tokens, api } = useIssuesSandbox();
const ids = IDS;
const attachment = (n) => ({
	attachmentId: `0b6a3c1e-0000-4000-8000-00000000000${n}`,
	displayName: `Photo ${n}.jpg`,
	fileName: `0b6a3c1e-0000-4000-8000-00000000000${n}.jpg`,
	attachmentType: 'issue-attachment',
	storageUrn: `urn:adsk.objects:os.object:wip.dm.prod/0b6a3c1e-0000-4000-8000-00000000000${n}.jpg`,
});
const add = (attachments, { token = tokens.admin, issue = ids.issues.clash } = {}) =>
	api('POST', '/attachments', { token, json: { domainEntityId: issue, attachments } });
const listed = async (issue = ids.issues.clash) =>
	(await api('GET', `/attachments/${issue}/items`, { token: tokens.admin })).body.attachments;

describe('attachments', () => {
	it('adds attachments to an issue (200 with them), lists them and counts them on the issue', async () => {
		const response = await add([attachment(1), attachment(2)]);
		expect(response.status).toBe(200);
		expect(
			response.body.attachments.map((entry) => [
				entry.attachmentId,
				entry.domainEntityId,
				entry.fileType,
				entry.createdBy,
			]),
		).toEqual([
			[attachment(1).attachmentId, ids.issues.clash, 'jpg', SEED.users.admin],
			[attachment(2).attachmentId, ids.issues.clash, 'jpg', SEED.users.admin],
		]);
		expect((await listed()).map((entry) => entry.displayName)).toEqual([
			'Photo 1.jpg',
			'Photo 2.jpg',
		]);
		const issue = await api('GET', `/issues/${ids.issues.clash}`, { token: tokens.admin });
		expect(issue.body.attachmentCount).toBe(2);
	});

	it('deletes an attachment (204), then answers 404 for it', async () => {
		await add([attachment(1), attachment(2)]);
		const path = `/attachments/${ids.issues.clash}/items/${attachment(1).attachmentId}`;
		expect((await api('DELETE', path, { token: tokens.admin })).status).toBe(204);
		expect((await listed()).map((entry) => entry.attachmentId)).toEqual([
			attachment(2).attachmentId,
		]);
		expect((await api('DELETE', path, { token: tokens.admin })).status).toBe(404);
		expect(
			(await api('GET', `/issues/${ids.issues.clash}`, { token: tokens.admin })).body
				.attachmentCount,
		).toBe(1);
	});

	it('refuses a missing field, a wrong type, a repeated id (409), a viewer (403) and an unknown issue (404)', async () => {
		const withoutUrn = attachment(1);
		delete withoutUrn.storageUrn;
		const missing = await add([withoutUrn]);
		expect(missing.status).toBe(400);
		expect(missing.body.detail).toBe('attachments[0]: storageUrn is required.');
		expect((await add([{ ...attachment(1), attachmentType: 'photo' }])).status).toBe(400);
		expect((await add([attachment(1)])).status).toBe(200);
		expect((await add([attachment(1)])).status).toBe(409);
		expect((await add([attachment(3)], { token: tokens.inspector })).status).toBe(403);
		expect(
			(await add([attachment(3)], { issue: '00000000-0000-4000-8000-000000000000' })).status,
		).toBe(404);
		expect(
			(
				await api('GET', '/attachments/00000000-0000-4000-8000-000000000000/items', {
					token: tokens.admin,
				})
			).status,
		).toBe(404);
		expect(await listed()).toHaveLength(1);
	});

	it('holds at most 100 attachments per issue (422 beyond)', async () => {
		const many = Array.from({ length: 100 }, (_, n) => ({
			...attachment(0),
			attachmentId: `a-${n}`,
			fileName: `a-${n}.pdf`,
		}));
		expect((await add(many)).status).toBe(200);
		const over = await add([attachment(1)]);
		expect(over.status).toBe(422);
		expect(over.body.detail).toContain('at most 100');
	});
});
