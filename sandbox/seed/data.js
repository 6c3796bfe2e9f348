'use strict';

/**
 * Seed of the sandbox: OAuth client apps, users, hubs and the folder trees of one detailed project
 * per hub. The other projects of each hub (up to PROJECTS_PER_HUB) get a minimal tree.
 * `SEED` holds every id a test may want to name.
 */

const {
	SERVICE_ACCOUNT_ID,
	SERVICE_ACCOUNT_KEY_ID,
	SERVICE_ACCOUNT_CLIENT,
} = require('./serviceAccounts');

const PROJECTS_PER_HUB = 25;
const SEED_TIME = Date.parse('2024-03-01T08:00:00.000Z');

const USERS = [
	{ id: 'user-admin', name: 'Ada Admin', email: 'ada.admin@sandbox.example' },
	{ id: 'user-member', name: 'Mel Member', email: 'mel.member@sandbox.example' },
	{ id: 'user-viewer', name: 'Vic Viewer', email: 'vic.viewer@sandbox.example' },
	// Views issues of the ACC project only (seed/issues.js); no other permission.
	{ id: 'user-inspector', name: 'Ina Inspector', email: 'ina.inspector@sandbox.example' },
];

const CLIENTS = [
	{ clientId: 'sandbox-client', clientSecret: 'sandbox-secret', redirectUris: [] },
	{ clientId: 'sandbox-public-client', clientSecret: null, redirectUris: [] },
];

/** Folder trees: `key` names the object in SEED; `grants` are explicit folder permissions. */
const TOWER_TREE = {
	key: 'towerRoot',
	name: 'root',
	isRoot: true,
	children: [
		{
			key: 'towerProjectFiles',
			name: 'Project Files',
			grants: { [SERVICE_ACCOUNT_ID]: 'write' },
			items: [{ key: 'towerSitePlan', name: 'Site Plan.pdf' }],
			children: [
				{
					key: 'towerDesign',
					name: 'Design',
					grants: { 'user-member': 'read' },
					children: [
						{
							key: 'towerArchitecture',
							name: 'Architecture',
							namingStandardIds: ['ns-architecture'],
							items: [
								{
									key: 'towerModel',
									name: 'Tower.rvt',
									versions: 2,
									conformingStatus: 'CONFORMING',
								},
								{ key: 'towerFacade', name: 'Facade.pdf' },
								{ key: 'towerLobby', name: 'Lobby.dwg', hidden: true },
								{ key: 'towerCore', name: 'Core.nwd' },
								{ key: 'towerNotes', name: 'Notes.txt', conformingStatus: 'NON_CONFORMING' },
							],
						},
						{
							key: 'towerStructure',
							name: 'Structure',
							grants: { 'user-member': 'write' },
							items: [
								{ key: 'towerFrame', name: 'Frame.rvt' },
								{ key: 'towerColumns', name: 'Columns.rvt', reservedBy: 'user-member' },
							],
						},
					],
				},
				{ key: 'towerShared', name: 'Shared', folderType: 'shared' },
				{ key: 'towerArchive', name: 'Archive', hidden: true, grants: { 'user-member': 'read' } },
			],
		},
		{
			key: 'towerPlans',
			name: 'Plans',
			folderType: 'plan',
			children: [
				{
					key: 'towerLevel1Plans',
					name: 'Level 1 Plans',
					folderType: 'plan',
					grants: { 'user-member': 'read' },
					items: [{ key: 'towerSheet', name: 'A-101.pdf' }],
				},
			],
		},
		{ key: 'towerSuperseded', name: 'Superseded', hidden: true },
	],
};

const HOSPITAL_TREE = {
	key: 'hospitalRoot',
	name: 'root',
	isRoot: true,
	children: [
		{
			key: 'hospitalProjectFiles',
			name: 'Project Files',
			grants: { 'user-member': 'write' },
			items: [{ key: 'hospitalModel', name: 'Hospital.rvt', versions: 3 }],
			children: [
				{
					// A cloud-workshared Revit model with changes synced from Revit and not yet published.
					key: 'hospitalCoordination',
					name: 'Coordination',
					grants: { 'user-inspector': 'view' },
					items: [
						{ key: 'hospitalCentral', name: 'Hospital Central.rvt', versions: 2, cloudModel: true, synced: true },
						{ key: 'hospitalMep', name: 'Hospital MEP.rvt', cloudModel: true, synced: true },
						{ key: 'hospitalStructure', name: 'Hospital Structure.rvt', cloudModel: true, synced: true },
					],
				},
			],
		},
		{ key: 'hospitalPlans', name: 'Plans', folderType: 'plan' },
	],
};

const BRACKET_TREE = {
	key: 'bracketRoot',
	name: 'root',
	isRoot: true,
	children: [
		{
			key: 'bracketDesigns',
			name: 'Designs',
			items: [
				{ key: 'bracketModel', name: 'Bracket.f3d', versions: 2 },
				{ key: 'bracketHousing', name: 'Housing.f3d', reservedBy: 'user-admin' },
			],
		},
		{ key: 'bracketArchive', name: 'Archive', hidden: true },
	],
};

const HUBS = [
	{
		key: 'bim360',
		id: 'b.7d3c1a52-8e4f-4b6a-9c2d-1f0e5a6b7c80',
		name: 'Sandbox BIM 360 Account',
		kind: 'dm',
		projectType: 'BIM360',
		projectNamePrefix: 'BIM 360 Project',
		memberIds: ['user-admin', 'user-member', 'user-viewer', SERVICE_ACCOUNT_ID],
		detailProject: {
			key: 'tower',
			id: 'b.4a5b6c7d-1e2f-4a3b-8c4d-5e6f7a8b9c01',
			name: 'Sandbox Tower',
			members: {
				'user-admin': 'admin',
				'user-member': 'member',
				'user-viewer': 'member',
				[SERVICE_ACCOUNT_ID]: 'member',
			},
			tree: TOWER_TREE,
		},
	},
	{
		key: 'acc',
		id: 'b.2f9e8d7c-6b5a-4e3d-8c1b-0a9f8e7d6c51',
		name: 'Sandbox ACC Account',
		kind: 'dm',
		projectType: 'ACC',
		projectNamePrefix: 'ACC Project',
		memberIds: ['user-admin', 'user-member', 'user-inspector'],
		detailProject: {
			key: 'hospital',
			id: 'b.8c7b6a59-4d3e-4f2a-9b1c-0d9e8f7a6b02',
			name: 'Sandbox Hospital',
			members: { 'user-admin': 'admin', 'user-member': 'member', 'user-inspector': 'member' },
			tree: HOSPITAL_TREE,
		},
	},
	{
		key: 'team',
		id: 'a.YnVzaW5lc3M6c2FuZGJveC10ZWFt',
		name: "Ada's Team Hub",
		kind: 'team',
		projectNamePrefix: 'Team Project',
		memberIds: ['user-admin', 'user-member'],
		detailProject: {
			key: 'bracket',
			id: 'a.YnVzaW5lc3M6c2FuZGJveC10ZWFtIzIwMjQwMzAx',
			name: 'Sandbox Bracket',
			members: { 'user-admin': 'admin', 'user-member': 'member' },
			tree: BRACKET_TREE,
		},
	},
];

/**
 * The extra seeded projects (index 1..) a non-admin user belongs to in each hub it is a member
 * of. The service account is a member of the BIM 360 hub only: of Sandbox Tower and two more of
 * its projects, and of no project of the other hubs.
 */
const EXTRA_PROJECT_MEMBERS = { 'user-member': [1, 2, 3, 4], [SERVICE_ACCOUNT_ID]: [5, 6] };

const folderIdOf = (key) => `urn:adsk.wipprod:fs.folder:co.${key}`;
const itemIdOf = (key) => `urn:adsk.wipprod:dm.lineage:${key}`;
const versionIdOf = (key, number) => `urn:adsk.wipprod:fs.file:vf.${key}?version=${number}`;

function collectIds(tree, ids) {
	ids.folders[tree.key] = folderIdOf(tree.key);
	for (const item of tree.items || []) {
		ids.items[item.key] = itemIdOf(item.key);
		for (let number = 1; number <= (item.versions || 1); number++)
			ids.versions[`${item.key}V${number}`] = versionIdOf(item.key, number);
	}
	for (const child of tree.children || []) collectIds(child, ids);
	return ids;
}

function buildSeedIds() {
	const ids = { folders: {}, items: {}, versions: {} };
	for (const hub of HUBS) collectIds(hub.detailProject.tree, ids);
	return ids;
}

const treeIds = buildSeedIds();

const SEED = Object.freeze({
	clients: {
		confidential: { clientId: 'sandbox-client', clientSecret: 'sandbox-secret' },
		public: { clientId: 'sandbox-public-client' },
	},
	users: { admin: 'user-admin', member: 'user-member', viewer: 'user-viewer', inspector: 'user-inspector' },
	serviceAccount: {
		id: SERVICE_ACCOUNT_ID,
		keyId: SERVICE_ACCOUNT_KEY_ID,
		clientId: SERVICE_ACCOUNT_CLIENT,
	},
	hubs: Object.fromEntries(HUBS.map((hub) => [hub.key, hub.id])),
	projects: Object.fromEntries(HUBS.map((hub) => [hub.detailProject.key, hub.detailProject.id])),
	projectsPerHub: PROJECTS_PER_HUB,
	folders: treeIds.folders,
	items: treeIds.items,
	versions: treeIds.versions,
});

module.exports = {
	SEED,
	USERS,
	CLIENTS,
	HUBS,
	PROJECTS_PER_HUB,
	EXTRA_PROJECT_MEMBERS,
	SEED_TIME,
	folderIdOf,
	itemIdOf,
	versionIdOf,
};
