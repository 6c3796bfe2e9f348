'use strict';

const { isDocumentManagementProject, requireDocsProject } = require('../../../nodes/services/dataManagement');

const GUID = '4a5b6c7d-1e2f-4a3b-8c4d-5e6f7a8b9c01';
const TEAM = 'a.YnVzaW5lc3M6dGVhbQ';

describe('the Data Management client: project kinds by their IDs', () => {
	test('document-management and newer-platform projects are told by their b. prefix', () => {
		expect(isDocumentManagementProject(`b.${GUID}`)).toBe(true);
		expect(isDocumentManagementProject(TEAM)).toBe(false);
	});

	test('an operation of Docs projects passes a b. project', () => {
		expect(() => requireDocsProject(`b.${GUID}`, 'Deleting a file')).not.toThrow();
	});

	test('in another project it is refused in the one wording, the advice naming the operation', () => {
		expect(() => requireDocsProject(TEAM, 'Deleting a file')).toThrow(
			expect.objectContaining({
				message: `Project must be a Construction Cloud or BIM 360 project ID (b. and the project GUID, or the GUID alone); got "${TEAM}"`,
				description:
					'Nothing was sent: deleting a file works only in Autodesk Docs projects, not in Fusion Team, BIM 360 Team or personal hubs. Choose a Construction Cloud or BIM 360 project, or do it in the web app.',
			}),
		);
	});
});
