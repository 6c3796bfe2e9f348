'use strict';

const crypto = require('node:crypto');
const { DataManagementClient } = require('@aps_sdk/data-management');
const { OssClient } = require('@aps_sdk/oss');
const { useSandbox } = require('../../support/sandbox');
const {
	expectModel,
	readDownload,
	sdkManagerFor,
	twoLeggedToken,
	threeLeggedToken,
} = require('../../support/sdk');

const DM = '@aps_sdk/data-management';
const PROJECTS_PER_HUB = 25;
const FILE = { type: 'items:autodesk.bim360:File', version: '1.0' };
const FILE_VERSION = { type: 'versions:autodesk.bim360:File', version: '1.0' };

/** The bucket and object key of a storage id `urn:adsk.objects:os.object:<bucket>/<key>`. */
function storageObject(storageId) {
	const [bucketKey, ...key] = storageId.replace('urn:adsk.objects:os.object:', '').split('/');
	return { bucketKey, objectKey: key.join('/') };
}

/**
 * Autodesk's @aps_sdk/data-management against the sandbox, navigated as an app would: from the
 * hubs down to the versions of a file, by names, every answer checked against the SDK's models.
 */
describe('Autodesk SDK: Data Management', () => {
	const sandbox = useSandbox();
	let dm;
	let auth;
	beforeEach(async () => {
		dm = new DataManagementClient({ sdkManager: sdkManagerFor(sandbox) });
		auth = {
			accessToken: (await threeLeggedToken(sandbox, ['data:read', 'data:search'])).access_token,
		};
	});

	const named = (list, name) => {
		const found = list.data.find(
			(entry) => (entry.attributes.displayName ?? entry.attributes.name) === name,
		);
		if (!found)
			throw new Error(
				`No ${name} among ${list.data.map((entry) => entry.attributes.name).join(', ')}`,
			);
		return found;
	};
	const hubAndProject = async () => {
		const hubs = await dm.getHubs(auth);
		expectModel(DM, 'Hubs', hubs);
		const hub = named(hubs, 'Sandbox BIM 360 Account');
		const projects = await dm.getHubProjects(hub.id, { ...auth, pageLimit: 50 });
		return { hub, project: named(projects, 'Sandbox Tower') };
	};
	/** The folder at `path` (names from a top folder down), and its contents. */
	const folderAt = async (hubId, projectId, path) => {
		const top = await dm.getProjectTopFolders(hubId, projectId, auth);
		expectModel(DM, 'TopFolders', top);
		let folder = named(top, path[0]);
		let contents = await dm.getFolderContents(projectId, folder.id, auth);
		expectModel(DM, 'FolderContents', contents);
		for (const name of path.slice(1)) {
			folder = named(contents, name);
			contents = await dm.getFolderContents(projectId, folder.id, auth);
			expectModel(DM, 'FolderContents', contents);
		}
		return { folder, contents };
	};

	test("hubs, a hub, and a hub's projects page by page", async () => {
		const { hub } = await hubAndProject();
		const one = await dm.getHub(hub.id, auth);
		expectModel(DM, 'Hub', one);
		expect(one.data.id).toBe(hub.id);

		const ids = [];
		for (let pageNumber = 0; ; pageNumber++) {
			const page = await dm.getHubProjects(hub.id, { ...auth, pageNumber, pageLimit: 10 });
			expectModel(DM, 'Projects', page);
			expect(page.data.length).toBeLessThanOrEqual(10);
			ids.push(...page.data.map((project) => project.id));
			if (!page.links.next) break;
			expect(pageNumber).toBeLessThan(5);
		}
		expect(ids).toHaveLength(PROJECTS_PER_HUB);
		expect(new Set(ids).size).toBe(PROJECTS_PER_HUB);
		const all = await dm.getHubProjects(hub.id, { ...auth, pageLimit: 50 });
		expect(all.data.map((project) => project.id).sort()).toEqual([...ids].sort());
	});

	test('a project, its hub and its top folders', async () => {
		const { hub, project } = await hubAndProject();
		const one = await dm.getProject(hub.id, project.id, auth);
		expectModel(DM, 'Project', one);
		expect(one.data.attributes.name).toBe('Sandbox Tower');
		const itsHub = await dm.getProjectHub(hub.id, project.id, auth);
		expectModel(DM, 'Hub', itsHub);
		expect(itsHub.data.id).toBe(hub.id);
		const top = await dm.getProjectTopFolders(hub.id, project.id, auth);
		expectModel(DM, 'TopFolders', top);
		expect(top.data.map((folder) => folder.attributes.name)).toContain('Project Files');
	});

	test('folders: down by names, a folder, its parent, a search below it', async () => {
		const { hub, project } = await hubAndProject();
		const projectFiles = await folderAt(hub.id, project.id, ['Project Files']);
		const { folder: design } = await folderAt(hub.id, project.id, ['Project Files', 'Design']);
		const one = await dm.getFolder(project.id, design.id, auth);
		expectModel(DM, 'Folder', one);
		expect(one.data.attributes.name).toBe('Design');
		const parent = await dm.getFolderParent(project.id, design.id, auth);
		expectModel(DM, 'Folder', parent);
		expect(parent.data.id).toBe(projectFiles.folder.id);

		const search = await dm.getFolderSearch(project.id, projectFiles.folder.id, auth);
		expectModel(DM, 'Search', search);
		const names = search.data.map((version) => version.attributes.displayName);
		expect(names).toEqual(expect.arrayContaining(['Site Plan.pdf', 'Tower.rvt']));
	});

	test('an item, its parent folder, tip, versions, each version, its item, download formats and refs', async () => {
		const { hub, project } = await hubAndProject();
		const { folder, contents } = await folderAt(hub.id, project.id, [
			'Project Files',
			'Design',
			'Architecture',
		]);
		const listed = named(contents, 'Tower.rvt');
		expect(listed.type).toBe('items');

		const item = await dm.getItem(project.id, listed.id, auth);
		expectModel(DM, 'Item', item);
		const parent = await dm.getItemParentFolder(project.id, listed.id, auth);
		expectModel(DM, 'Folder', parent);
		expect(parent.data.id).toBe(folder.id);
		const tip = await dm.getItemTip(project.id, listed.id, auth);
		expectModel(DM, 'ItemTip', tip);

		const versions = await dm.getItemVersions(project.id, listed.id, auth);
		expectModel(DM, 'Versions', versions);
		expect(versions.data.map((version) => version.attributes.versionNumber)).toEqual([2, 1]);
		expect(tip.data.id).toBe(versions.data[0].id);
		for (const { id } of versions.data) {
			const version = await dm.getVersion(project.id, id, auth);
			expectModel(DM, 'Version', version);
			const ofVersion = await dm.getVersionItem(project.id, id, auth);
			expectModel(DM, 'Item', ofVersion);
			expect(ofVersion.data.id).toBe(listed.id);
			const formats = await dm.getVersionDownloadFormats(project.id, id, auth);
			expectModel(DM, 'DownloadFormats', formats);
		}

		const refs = await dm.getItemRefs(project.id, listed.id, auth);
		expectModel(DM, 'Refs', refs);
		const relationshipRefs = await dm.getItemRelationshipsRefs(project.id, listed.id, auth);
		expectModel(DM, 'RelationshipRefs', relationshipRefs);
	});

	test('a file uploaded into a folder and given a second version, each version downloaded byte for byte', async () => {
		const write = {
			accessToken: (await threeLeggedToken(sandbox, ['data:read', 'data:write', 'data:create']))
				.access_token,
		};
		const oss = new OssClient({ sdkManager: sdkManagerFor(sandbox) });
		const { hub, project } = await hubAndProject();
		const { folder } = await folderAt(hub.id, project.id, ['Project Files']);
		/** Storage for `name` in the folder, filled with `bytes` by the SDK's OSS upload: its id. */
		const stored = async (name, bytes) => {
			const storage = await dm.createStorage(
				project.id,
				{
					jsonapi: { version: '1.0' },
					data: {
						type: 'objects',
						attributes: { name },
						relationships: { target: { data: { type: 'folders', id: folder.id } } },
					},
				},
				write,
			);
			expectModel(DM, 'Storage', storage);
			const { bucketKey, objectKey } = storageObject(storage.data.id);
			await oss.uploadObject(bucketKey, objectKey, bytes, write);
			return storage.data.id;
		};
		const first = crypto.randomBytes(3000);
		const second = crypto.randomBytes(4000);

		const item = await dm.createItem(
			project.id,
			{
				jsonapi: { version: '1.0' },
				data: {
					type: 'items',
					attributes: { displayName: 'SDK Notes.txt', extension: FILE },
					relationships: {
						tip: { data: { type: 'versions', id: '1' } },
						parent: { data: { type: 'folders', id: folder.id } },
					},
				},
				included: [
					{
						type: 'versions',
						id: '1',
						attributes: { name: 'SDK Notes.txt', extension: FILE_VERSION },
						relationships: {
							storage: { data: { type: 'objects', id: await stored('SDK Notes.txt', first) } },
						},
					},
				],
			},
			write,
		);
		expectModel(DM, 'CreatedItem', item);
		const version = await dm.createVersion(
			project.id,
			{
				jsonapi: { version: '1.0' },
				data: {
					type: 'versions',
					attributes: { name: 'SDK Notes.txt', extension: FILE_VERSION },
					relationships: {
						item: { data: { type: 'items', id: item.data.id } },
						storage: { data: { type: 'objects', id: await stored('SDK Notes.txt', second) } },
					},
				},
			},
			write,
		);
		expectModel(DM, 'CreatedVersion', version);

		const versions = await dm.getItemVersions(project.id, item.data.id, auth);
		expectModel(DM, 'Versions', versions);
		const downloads = [];
		for (const entry of versions.data) {
			const { bucketKey, objectKey } = storageObject(entry.relationships.storage.data.id);
			const size = entry.attributes.storageSize;
			downloads.push(
				await readDownload(await oss.downloadObject(bucketKey, objectKey, write), size),
			);
		}
		expect(versions.data.map((entry) => entry.attributes.versionNumber)).toEqual([2, 1]);
		expect(downloads[0].equals(second)).toBe(true);
		expect(downloads[1].equals(first)).toBe(true);
	});

	test('a two-legged token acts for a user named in x-user-id', async () => {
		const app = { accessToken: (await twoLeggedToken(sandbox, ['data:read'])).access_token };
		const asMember = await dm.getHubs({ ...app, xUserId: 'user-member' });
		expectModel(DM, 'Hubs', asMember);
		expect(asMember.data.map((hub) => hub.attributes.name)).toContain('Sandbox BIM 360 Account');
		const { hub, project } = await hubAndProject();
		const top = await dm.getProjectTopFolders(hub.id, project.id, {
			...app,
			xUserId: 'user-member',
		});
		expectModel(DM, 'TopFolders', top);
	});
});
