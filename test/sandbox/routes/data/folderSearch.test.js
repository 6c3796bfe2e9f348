'use strict';

const { tokenFor, call, useSandboxTokens } = require('../../../support/sandbox');
const { SEED } = require('../../../../sandbox/seed/data');

/** GET .../folders/{folder_id}/search, as datamanagement/datamanagement.yaml (aps-sdk-openapi) describes it. */
describe('sandbox data: folder search', () => {
	const { sandbox, tokens } = useSandboxTokens(['data:read', 'data:search'], ['admin', 'member']);
	const search = (folderKey, query = '', token = tokens.admin) =>
		call(
			sandbox,
			'GET',
			`/data/v1/projects/${SEED.projects.tower}/folders/${encodeURIComponent(SEED.folders[folderKey])}/search${query}`,
			{ token },
		);
	const names = (answer) =>
		answer.body.data.map((version) => version.attributes.displayName).sort();

	test('answers the tip versions of every item below the folder, subfolders included', async () => {
		const found = await search('towerDesign');
		expect(found.status).toBe(200);
		expect(found.body.data.every((version) => version.type === 'versions')).toBe(true);
		expect(names(found)).toEqual(
			[
				'Columns.rvt',
				'Core.nwd',
				'Facade.pdf',
				'Frame.rvt',
				'Lobby.dwg',
				'Notes.txt',
				'Tower.rvt',
			].sort(),
		);
		const model = found.body.data.find(
			(version) => version.relationships.item.data.id === SEED.items.towerModel,
		);
		expect(model.id).toBe(SEED.versions.towerModelV2);
	});

	test('leaves out what the user cannot read', async () => {
		const admin = names(await search('towerProjectFiles'));
		const member = names(await search('towerProjectFiles', '', tokens.member));
		expect(admin).toContain('Site Plan.pdf');
		expect(member).not.toContain('Site Plan.pdf');
		expect(member).toContain('Facade.pdf');
	});

	test('filters by an attribute (plain or attributes.), with alternatives and -starts, -ends, -contains', async () => {
		expect(names(await search('towerDesign', '?filter[fileType]=rvt'))).toEqual([
			'Columns.rvt',
			'Frame.rvt',
			'Tower.rvt',
		]);
		expect(names(await search('towerDesign', '?filter[attributes.fileType]=pdf,dwg'))).toEqual([
			'Facade.pdf',
			'Lobby.dwg',
		]);
		expect(names(await search('towerDesign', '?filter[displayName]-starts=F'))).toEqual([
			'Facade.pdf',
			'Frame.rvt',
		]);
		expect(names(await search('towerDesign', '?filter[displayName]-ends=.nwd'))).toEqual([
			'Core.nwd',
		]);
		expect(names(await search('towerDesign', '?filter[displayName]-contains=ote'))).toEqual([
			'Notes.txt',
		]);
		const wrong = await search('towerDesign', '?filter[displayName]-like=F');
		expect(wrong.status).toBe(400);
		expect(wrong.body.errors[0].detail).toMatch(/-like/);
	});

	test('pages with page[number] and page[limit], with a next link', async () => {
		const first = await search('towerDesign', '?page[limit]=3');
		expect(first.body.data).toHaveLength(3);
		expect(first.body.links.next.href).toContain('page[number]=1');
		const last = await search('towerDesign', '?page[limit]=3&page[number]=2');
		expect(last.body.data).toHaveLength(1);
		expect(last.body.links.next).toBeUndefined();
	});

	test('needs a user token with data:search; an unknown folder is 404', async () => {
		expect(
			(await search('towerDesign', '', tokenFor(sandbox, { scopes: ['data:read', 'data:search'] })))
				.status,
		).toBe(403);
		const readOnly = tokenFor(sandbox, { scopes: ['data:read'], userId: SEED.users.admin });
		expect((await search('towerDesign', '', readOnly)).status).toBe(401);
		const unknown = await call(
			sandbox,
			'GET',
			`/data/v1/projects/${SEED.projects.tower}/folders/urn%3Anone/search`,
			{
				token: tokens.admin,
			},
		);
		expect(unknown.status).toBe(404);
	});
});
