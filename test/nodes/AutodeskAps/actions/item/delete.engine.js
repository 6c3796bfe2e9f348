'use strict';

const { API, SEED, call, itemPath, locator, requests, run, useSandbox } = require('../../../../support/data');

const TOWER = SEED.projects.tower;

describe('item delete through the n8n engine', () => {
	const sandbox = useSandbox();

	const remove = (itemId, extra = {}) => ({
		resource: 'item',
		operation: 'delete',
		projectId: locator(TOWER),
		itemId: locator(itemId),
		...extra,
	});
	const posts = () => requests(sandbox, `/data/v1/projects/${TOWER}/versions`, 'POST');

	test('a deleted version with the item only; the output says what was deleted; the file is hidden from then on', async () => {
		const { items, error } = await run(sandbox, remove(SEED.items.towerFacade));
		expect(error).toBeUndefined();
		expect(items[0].json).toEqual({
			id: SEED.items.towerFacade,
			deleted: true,
			name: 'Facade.pdf',
			deletedVersionId: `${SEED.versions.towerFacadeV1.split('?')[0]}?version=2`,
			deletedVersionNumber: 2,
			extensionType: 'versions:autodesk.core:Deleted',
		});
		const [request] = posts();
		expect(request.headers['content-type']).toBe(API);
		expect(JSON.parse(request.body)).toEqual({
			jsonapi: { version: '1.0' },
			data: {
				type: 'versions',
				attributes: { extension: { type: 'versions:autodesk.core:Deleted', version: '1.0' } },
				relationships: { item: { data: { type: 'items', id: SEED.items.towerFacade } } },
			},
		});
		const token = sandbox.ctx.tokens.issue({ clientId: 'sandbox-client', scopes: ['data:read'] }).access_token;
		const item = await call(sandbox, 'GET', itemPath(TOWER, SEED.items.towerFacade), { token });
		expect(item.body.data.attributes.hidden).toBe(true);
	});

	test('refused by the service, with its reason: a user without Edit (403), a file locked by another (423, who holds it), one already deleted (409)', async () => {
		await run(sandbox, remove(SEED.items.towerNotes));
		const { items, error } = await run(sandbox, remove('={{ $json.item }}', { options: { userId: '={{ $json.user }}' } }), {
			continueOnFail: true,
			items: [
				{ json: { item: SEED.items.towerFacade, user: SEED.users.member } },
				{ json: { item: SEED.items.towerColumns, user: SEED.users.admin } },
				{ json: { item: SEED.items.towerNotes, user: '' } },
				{ json: { item: SEED.items.towerFrame, user: SEED.users.member } },
			],
		});
		expect(error).toBeUndefined();
		expect(items.map((item) => item.pairedItem.item)).toEqual([0, 1, 2, 3]);
		expect(items[0].json).toMatchObject({ httpCode: '403' });
		expect(items[0].json.error).toMatch(/^Delete item failed: .*may not delete files in folder Architecture/);
		expect(items[0].json.description).toMatch(/needs the Edit permission .* Item > Check Permission/);
		expect(items[1].json).toMatchObject({ httpCode: '423' });
		expect(items[1].json.description).toMatch(/locked by Mel Member since/);
		expect(items[2].json).toMatchObject({ httpCode: '409' });
		expect(items[2].json.error).toMatch(/already deleted/);
		expect(items[3].json).toMatchObject({ deleted: true, name: 'Frame.rvt' });
	});

	test('a project outside Construction Cloud / BIM 360 is refused before sending', async () => {
		const { items, error } = await run(sandbox, remove(SEED.items.bracketModel, { projectId: locator(SEED.projects.bracket) }));
		expect(items).toHaveLength(0);
		expect(error.message).toBe(
			`Project must be a Construction Cloud or BIM 360 project ID (b. and the project GUID, or the GUID alone); got "${SEED.projects.bracket}"`,
		);
		expect(error.description).toMatch(/^Nothing was sent: deleting a file works only in Autodesk Docs projects/);
		expect(sandbox.ctx.log.entries).toHaveLength(0);
	});
});
