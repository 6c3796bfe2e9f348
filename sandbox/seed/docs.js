'use strict';

/**
 * Seed of the Docs custom attributes (bim360/docs/v1) on the document-management projects of
 * seed/data.js: attribute definitions of each type attached to folders (a folder's documents have
 * the definitions of the folder and of every folder above it) and values on some versions.
 * Ids are integers, as the service's; `DOCS_SEED.attributes` names them for tests.
 */

const { SEED } = require('./data');

/** Definitions: `key` names the id in DOCS_SEED; `folder` the folder (SEED.folders key) it is attached to. */
const DEFINITIONS = [
	{ key: 'towerDiscipline', project: 'tower', folder: 'towerProjectFiles', name: 'Discipline', type: 'array', arrayValues: ['Architecture', 'Structure', 'MEP', 'Civil'] },
	{ key: 'towerStatus', project: 'tower', folder: 'towerProjectFiles', name: 'Status', type: 'array', arrayValues: ['WIP', 'Shared', 'Published', 'Archived'] },
	{ key: 'towerRevision', project: 'tower', folder: 'towerProjectFiles', name: 'Revision', type: 'string' },
	{ key: 'towerIssueDate', project: 'tower', folder: 'towerProjectFiles', name: 'Issue Date', type: 'date' },
	{ key: 'towerDrawingNumber', project: 'tower', folder: 'towerArchitecture', name: 'Drawing Number', type: 'string' },
	{ key: 'towerSheetSet', project: 'tower', folder: 'towerLevel1Plans', name: 'Sheet Set', type: 'array', arrayValues: ['General', 'Plans', 'Details'] },
	{ key: 'hospitalDiscipline', project: 'hospital', folder: 'hospitalProjectFiles', name: 'Discipline', type: 'array', arrayValues: ['Architecture', 'Structure', 'MEP'] },
	{ key: 'hospitalRevision', project: 'hospital', folder: 'hospitalProjectFiles', name: 'Revision', type: 'string' },
	{ key: 'hospitalApprovedOn', project: 'hospital', folder: 'hospitalProjectFiles', name: 'Approved On', type: 'date' },
];

const FIRST_ID = 1001;

const attributes = Object.fromEntries(DEFINITIONS.map((definition, index) => [definition.key, FIRST_ID + index]));

/** Values on versions (SEED.versions key -> definition key -> value). */
const VALUES = {
	towerModelV1: { towerRevision: 'P01', towerDiscipline: 'Architecture' },
	towerModelV2: { towerRevision: 'P02', towerDiscipline: 'Architecture', towerStatus: 'Shared', towerIssueDate: '2024-02-15T00:00:00.000Z' },
	towerFrameV1: { towerDiscipline: 'Structure' },
	hospitalModelV3: { hospitalRevision: 'C01', hospitalDiscipline: 'MEP' },
};

const DOCS_SEED = Object.freeze({ attributes, firstId: FIRST_ID });

/** The seed as records: definitions with their project, folder and id; values by version id. */
function docsSeed() {
	const definitions = DEFINITIONS.map((definition) => ({
		id: attributes[definition.key],
		projectId: SEED.projects[definition.project],
		folderId: SEED.folders[definition.folder],
		name: definition.name,
		type: definition.type,
		arrayValues: definition.arrayValues,
	}));
	const values = Object.entries(VALUES).map(([version, byKey]) => ({
		versionId: SEED.versions[version],
		values: Object.entries(byKey).map(([key, value]) => ({ id: attributes[key], value })),
	}));
	return { definitions, values };
}

module.exports = { DOCS_SEED, docsSeed };
