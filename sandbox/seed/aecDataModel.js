'use strict';

const { SEED } = require('./data');

/**
 * The AEC Data Model's seed: the ACC account and its Sandbox Hospital project as the GraphQL API
 * names them, and two published Revit models of the project (element groups) with their elements:
 * walls, doors and floors on three levels, and their types, each with properties that carry units.
 */

const guidOf = (id) => id.replace(/^b\./, '');
const AEC_HUB_ID = `urn:adsk.ace:prod.scope:${guidOf(SEED.hubs.acc)}`;
const AEC_PROJECT_ID = `urn:adsk.workspace:prod.project:${guidOf(SEED.projects.hospital)}`;
const AEC_EMPTY_PROJECT_ID = 'urn:adsk.workspace:prod.project:5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b10';

/** The data center of the seeded hub: the one Region the sandbox holds data in. */
const AEC_REGION = 'US';
const AEC_REGIONS = ['US', 'EMEA', 'AUS'];

const elementGroupId = (key) => Buffer.from(`elementGroup:${key}`).toString('base64url');
const folderId = (key) => Buffer.from(`folder:${key}`).toString('base64url');

/** The folders of Sandbox Hospital as the AEC Data Model names them (the Data Management tree's). */
const FOLDERS = [
	{ key: 'hospitalProjectFiles', name: 'Project Files', parentKey: null },
	{ key: 'hospitalPlans', name: 'Plans', parentKey: null },
	{ key: 'hospitalCoordination', name: 'Coordination', parentKey: 'hospitalProjectFiles' },
].map((folder) => ({ ...folder, id: folderId(folder.key), parentId: folder.parentKey && folderId(folder.parentKey) }));
const elementId = (group, key) => Buffer.from(`element:${group}:${key}`).toString('base64url');

/** Property definitions: name, specification, units (null where the value has none). */
const DEFINITIONS = [
	{ name: 'Element Name', specification: 'autodesk.spec:string-2.0.0', units: null },
	{ name: 'Element Context', specification: 'autodesk.spec:string-2.0.0', units: null },
	{ name: 'Category', specification: 'autodesk.spec:string-2.0.0', units: null },
	{ name: 'Family Name', specification: 'autodesk.spec:string-2.0.0', units: null },
	{ name: 'Level', specification: 'autodesk.spec:string-2.0.0', units: null },
	{ name: 'Area', specification: 'autodesk.spec.aec:area-2.0.0', units: 'Square Meters' },
	{ name: 'Length', specification: 'autodesk.spec.aec:length-2.0.0', units: 'Meters' },
	{ name: 'Volume', specification: 'autodesk.spec.aec:volume-2.0.0', units: 'Cubic Meters' },
	{ name: 'Width', specification: 'autodesk.spec.aec:length-2.0.0', units: 'Millimeters' },
	{ name: 'Fire Rating', specification: 'autodesk.spec:string-2.0.0', units: null },
].map((definition, index) => ({ ...definition, id: `parameters.sandbox:${String(index + 1).padStart(4, '0')}`, description: `${definition.name} of the element` }));

const LEVELS = ['Level 1', 'Level 2', 'Level 3'];
const FIRE_RATINGS = ['60 min', '', '90 min', '', '30 min'];

const round = (value) => Math.round(value * 100) / 100;

/** The elements of the Hospital Central model: types first, then instances level by level. */
function hospitalElements() {
	const types = [
		{ key: 'wallType-200', category: 'Walls', name: 'Basic Wall 200mm', family: 'Basic Wall', width: 200 },
		{ key: 'doorType-915', category: 'Doors', name: 'Single Flush 915 x 2134mm', family: 'Single Flush', width: 915 },
		{ key: 'floorType-250', category: 'Floors', name: 'Concrete Slab 250mm', family: 'Floor', width: 250 },
	].map((type) => ({
		key: type.key,
		name: type.name,
		properties: { 'Element Name': type.name, 'Element Context': 'Type', Category: type.category, 'Family Name': type.family, Width: type.width },
	}));
	const instances = [];
	LEVELS.forEach((level, levelIndex) => {
		for (let n = 1; n <= 6; n++) {
			const length = round(4 + n * 1.5 + levelIndex);
			instances.push({
				key: `wall-${levelIndex + 1}-${n}`,
				name: 'Basic Wall 200mm',
				properties: { 'Element Name': 'Basic Wall 200mm', 'Element Context': 'Instance', Category: 'Walls', 'Family Name': 'Basic Wall', Level: level, Length: length, Area: round(length * 3.2), Volume: round(length * 3.2 * 0.2) },
			});
		}
		for (let n = 1; n <= 5; n++) {
			const rating = FIRE_RATINGS[(n + levelIndex) % FIRE_RATINGS.length];
			const properties = { 'Element Name': 'Single Flush 915 x 2134mm', 'Element Context': 'Instance', Category: 'Doors', 'Family Name': 'Single Flush', Level: level, Width: 915, Area: 1.95 };
			if (rating) properties['Fire Rating'] = rating;
			instances.push({ key: `door-${levelIndex + 1}-${n}`, name: 'Single Flush 915 x 2134mm', properties });
		}
		const area = round(420 - levelIndex * 35.5);
		instances.push({
			key: `floor-${levelIndex + 1}`,
			name: 'Concrete Slab 250mm',
			properties: { 'Element Name': 'Concrete Slab 250mm', 'Element Context': 'Instance', Category: 'Floors', 'Family Name': 'Floor', Level: level, Area: area, Volume: round(area * 0.25) },
		});
	});
	return [...types, ...instances];
}

function mepElements() {
	return [1, 2, 3].map((n) => ({
		key: `duct-${n}`,
		name: 'Rectangular Duct 400x300',
		properties: { 'Element Name': 'Rectangular Duct 400x300', 'Element Context': 'Instance', Category: 'Ducts', 'Family Name': 'Rectangular Duct', Level: LEVELS[n - 1], Length: round(6 + n) },
	}));
}

/** The structural columns of the Hospital Structure model: enough elements for several pages. */
function structureElements() {
	return Array.from({ length: 250 }, (_, index) => ({
		key: `column-${index + 1}`,
		name: 'Concrete Column 450x450',
		properties: { 'Element Name': 'Concrete Column 450x450', 'Element Context': 'Instance', Category: 'Structural Columns', 'Family Name': 'Concrete Column', Level: LEVELS[index % LEVELS.length], Length: 3.2, Volume: 0.65 },
	}));
}

/** The element groups of Sandbox Hospital: its published Revit models at their tip version. */
const ELEMENT_GROUPS = [
	{ key: 'hospitalCentral', name: 'Hospital Central.rvt', versionNumber: 2, createdOn: '2024-03-02T09:00:00.000Z', versions: ['2024-02-20T16:45:00.000Z', '2024-03-02T09:00:00.000Z'], elements: hospitalElements() },
	{ key: 'hospitalMep', name: 'Hospital MEP.rvt', versionNumber: 1, createdOn: '2024-03-05T14:30:00.000Z', elements: mepElements() },
	{ key: 'hospitalStructure', name: 'Hospital Structure.rvt', versionNumber: 1, createdOn: '2024-03-06T08:15:00.000Z', elements: structureElements() },
].map((group) => ({
	...group,
	id: elementGroupId(group.key),
	projectId: AEC_PROJECT_ID,
	folderId: folderId('hospitalCoordination'),
	versions: (group.versions ?? [group.createdOn]).map((createdOn, index) => ({ versionNumber: index + 1, createdOn })),
	fileUrn: SEED.items[group.key],
	fileVersionUrn: SEED.versions[`${group.key}V${group.versionNumber}`] ?? `${SEED.items[group.key]}?version=${group.versionNumber}`,
	elements: group.elements.map((element) => ({ ...element, id: elementId(group.key, element.key) })),
}));

/**
 * What changed in Hospital Central from version 1 to its tip (version 2), as the version
 * differences answer it: two elements modified (a wall's length and area, a door's fire rating),
 * a floor added, a wall removed.
 */
function centralChanges(group) {
	const byKey = new Map(group.elements.map((element) => [element.key, element]));
	const property = (name, value) => ({ name, value });
	const wall = byKey.get('wall-1-1');
	const door = byKey.get('door-2-1');
	return [
		{ type: 'MODIFICATION', element: wall, differences: [
			{ type: 'MODIFICATION', oldItem: property('Length', 5), item: property('Length', wall.properties.Length) },
			{ type: 'MODIFICATION', oldItem: property('Area', 16), item: property('Area', wall.properties.Area) },
		] },
		{ type: 'MODIFICATION', element: door, differences: [{ type: 'MODIFICATION', oldItem: property('Fire Rating', '30 min'), item: property('Fire Rating', door.properties['Fire Rating'] ?? null) }] },
		{ type: 'ADDITION', element: byKey.get('floor-3'), differences: [] },
		{ type: 'REMOVAL', element: { id: elementId(group.key, 'wall-removed'), key: 'wall-removed', name: 'Basic Wall 200mm', properties: { 'Element Name': 'Basic Wall 200mm', 'Element Context': 'Instance', Category: 'Walls', Level: 'Level 1', Length: 3.5 } }, differences: [] },
	];
}

/** The elements of a model at a version: its tip's, with the changes since that version undone. */
function elementsAtVersion(group, versionNumber) {
	const changes = changesSince(group, versionNumber);
	if (!changes.length) return group.elements;
	const byId = new Map(changes.map((change) => [change.element.id, change]));
	const atVersion = group.elements
		.filter((element) => byId.get(element.id)?.type !== 'ADDITION')
		.map((element) => {
			const change = byId.get(element.id);
			if (!change) return element;
			const properties = { ...element.properties };
			for (const difference of change.differences) {
				if (difference.oldItem.value === null) delete properties[difference.oldItem.name];
				else properties[difference.oldItem.name] = difference.oldItem.value;
			}
			return { ...element, properties };
		});
	return [...atVersion, ...changes.filter((change) => change.type === 'REMOVAL').map((change) => change.element)];
}

/** The element differences of a model from a version to its tip (none from the tip itself). */
function changesSince(group, startVersion) {
	if (startVersion >= group.versionNumber) return [];
	return group.key === 'hospitalCentral' ? centralChanges(group) : [];
}

/**
 * A model of `count` elements made on request (benchmarks: POST /__sandbox/aec/seed/elementGroup):
 * walls, doors, floors and columns over ten levels, in Sandbox Hospital's Coordination folder.
 */
function seededElementGroup(key, name, count) {
	const kinds = [
		{ category: 'Walls', name: 'Basic Wall 200mm', family: 'Basic Wall' },
		{ category: 'Doors', name: 'Single Flush 915 x 2134mm', family: 'Single Flush' },
		{ category: 'Floors', name: 'Concrete Slab 250mm', family: 'Floor' },
		{ category: 'Structural Columns', name: 'Concrete Column 450x450', family: 'Concrete Column' },
	];
	const elements = Array.from({ length: count }, (_, index) => {
		const kind = kinds[index % kinds.length];
		const length = round(2 + (index % 97) / 10);
		return {
			id: elementId(key, `element-${index + 1}`),
			key: `element-${index + 1}`,
			name: kind.name,
			properties: { 'Element Name': kind.name, 'Element Context': 'Instance', Category: kind.category, 'Family Name': kind.family, Level: `Level ${(index % 10) + 1}`, Length: length, Area: round(length * 3.2), Volume: round(length * 0.64) },
		};
	});
	const createdOn = '2024-04-01T08:00:00.000Z';
	return { key, name, id: elementGroupId(key), projectId: AEC_PROJECT_ID, folderId: folderId('hospitalCoordination'), versionNumber: 1, createdOn, versions: [{ versionNumber: 1, createdOn }], fileUrn: `urn:adsk.wipprod:dm.lineage:${key}`, elements };
}

const AEC_SEED = Object.freeze({
	hubId: AEC_HUB_ID,
	projectId: AEC_PROJECT_ID,
	emptyProjectId: AEC_EMPTY_PROJECT_ID,
	folders: Object.fromEntries(FOLDERS.map((folder) => [folder.key, folder.id])),
	elementGroups: Object.fromEntries(ELEMENT_GROUPS.map((group) => [group.key, group.id])),
});

module.exports = { AEC_SEED, AEC_REGION, AEC_REGIONS, DEFINITIONS, ELEMENT_GROUPS, FOLDERS, changesSince, elementGroupId, elementId, elementsAtVersion, seededElementGroup };
