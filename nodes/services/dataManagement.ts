import { accountGuid, isAccountId } from '../shared/hubIds';
import { apsPath } from '../shared/url';

/**
 * The Data Management API (`autodesk-platform-services/aps-sdk-openapi`
 * datamanagement/datamanagement.yaml): hubs, projects, folders, items and versions. Its hub and
 * project ids carry their kind: `b.` for BIM 360 and Construction Cloud (Autodesk Docs), `a.` for
 * Fusion Team, BIM 360 Team and personal hubs.
 */

/**
 * Whether a project is a document-management (BIM 360) or newer-platform (Construction Cloud)
 * project, by its ID, so that no extra request (which would need the hub) is sent.
 */
export function isDocumentManagementProject(projectId: string): boolean {
	return isAccountId(projectId);
}

/**
 * Refuses, before anything is sent, an operation the service offers only in BIM 360 and
 * Construction Cloud (Docs) projects: deleting files and folders, copying files, publishing cloud
 * models. `what` names it: "Deleting a file".
 */
export function requireDocsProject(projectId: string, what: string): void {
	accountGuid(projectId, {
		because: `${what.charAt(0).toLowerCase()}${what.slice(1)} works only in Autodesk Docs projects, not in Fusion Team, BIM 360 Team or personal hubs`,
		then: 'Choose a Construction Cloud or BIM 360 project, or do it in the web app.',
	});
}

type Id = string;

/** The Data Management API's paths; each id stays one path segment (apsPath). */
export const dataManagementPaths = {
	hubs: () => '/project/v1/hubs',
	projects: (hubId: Id) => apsPath`/project/v1/hubs/${hubId}/projects`,
	project: (hubId: Id, projectId: Id) => apsPath`/project/v1/hubs/${hubId}/projects/${projectId}`,
	topFolders: (hubId: Id, projectId: Id) =>
		apsPath`/project/v1/hubs/${hubId}/projects/${projectId}/topFolders`,
	folders: (projectId: Id) => apsPath`/data/v1/projects/${projectId}/folders`,
	folder: (projectId: Id, folderId: Id) =>
		apsPath`/data/v1/projects/${projectId}/folders/${folderId}`,
	folderContents: (projectId: Id, folderId: Id) =>
		apsPath`/data/v1/projects/${projectId}/folders/${folderId}/contents`,
	items: (projectId: Id) => apsPath`/data/v1/projects/${projectId}/items`,
	item: (projectId: Id, itemId: Id) => apsPath`/data/v1/projects/${projectId}/items/${itemId}`,
	itemTip: (projectId: Id, itemId: Id) =>
		apsPath`/data/v1/projects/${projectId}/items/${itemId}/tip`,
	itemVersions: (projectId: Id, itemId: Id) =>
		apsPath`/data/v1/projects/${projectId}/items/${itemId}/versions`,
	itemRefs: (projectId: Id, itemId: Id) =>
		apsPath`/data/v1/projects/${projectId}/items/${itemId}/relationships/refs`,
	versions: (projectId: Id) => apsPath`/data/v1/projects/${projectId}/versions`,
	version: (projectId: Id, versionId: Id) =>
		apsPath`/data/v1/projects/${projectId}/versions/${versionId}`,
	commands: (projectId: Id) => apsPath`/data/v1/projects/${projectId}/commands`,
	storage: (projectId: Id) => apsPath`/data/v1/projects/${projectId}/storage`,
};
