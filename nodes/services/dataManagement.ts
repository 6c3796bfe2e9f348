import { accountGuid, isAccountId } from '../shared/hubIds';

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
