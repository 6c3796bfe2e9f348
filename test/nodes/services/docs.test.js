'use strict';

const { docsProjectId, docsProjectPath, folderPermissionsPath } = require('../../../nodes/services/docs');

const GUID = '4a5b6c7d-1e2f-4a3b-8c4d-5e6f7a8b9c01';

describe('the Docs API client: the project GUID without b.', () => {
	test('a BIM 360 or Construction Cloud project loses its prefix', () => {
		expect(docsProjectId(`b.${GUID}`)).toBe(GUID);
		expect(docsProjectId(`B.${GUID.toUpperCase()}`)).toBe(GUID);
	});

	test.each(['a.YnVzaW5lc3M6c2FuZGJveC10ZWFt', 'b.not-a-guid'])('%s is refused, naming the field, with what custom attributes need', (id) => {
		expect(() => docsProjectId(id)).toThrow(`Project must be a Construction Cloud or BIM 360 project ID (b. and the project GUID, or the GUID alone); got "${id}"`);
		expect(() => docsProjectId(id)).toThrow(expect.objectContaining({ description: 'Nothing was sent. Custom attributes belong to Docs: team hubs and personal hubs have none.' }));
	});

	test('the project path is under bim360/docs/v1, its id encoded', () => {
		expect(docsProjectPath(GUID)).toBe(`/bim360/docs/v1/projects/${GUID}`);
		expect(docsProjectPath('a/b')).toBe('/bim360/docs/v1/projects/a%2Fb');
	});

	test("a folder's permissions and their batch calls: the folder URN encoded, the batch after a colon", () => {
		const folder = 'urn:adsk.wipprod:fs.folder:co.AbC';
		const base = `/bim360/docs/v1/projects/${GUID}/folders/urn%3Aadsk.wipprod%3Afs.folder%3Aco.AbC/permissions`;
		expect(folderPermissionsPath(GUID, folder)).toBe(base);
		expect(folderPermissionsPath(GUID, folder, 'batch-create')).toBe(`${base}:batch-create`);
		expect(folderPermissionsPath(GUID, folder, 'batch-delete')).toBe(`${base}:batch-delete`);
	});

	test('a team hub project has no folder permissions either: the advice names them', () => {
		expect(() => docsProjectId('a.YnVzaW5lc3M6c2FuZGJveC10ZWFt', 'Folder permissions')).toThrow(
			expect.objectContaining({ description: 'Nothing was sent. Folder permissions belong to Docs: team hubs and personal hubs have none.' }),
		);
	});
});
