import { apsPath } from '../shared/url';
import { constructionProjectId } from './construction';

/**
 * The Docs API of BIM 360 and Construction Cloud projects (bim360/docs/v1; the Document
 * Management reference pages, no OpenAPI file): custom attributes of folders and documents.
 */

/**
 * The project id of the Docs API: the Data Management id without its `b.` prefix. Only BIM 360
 * and Construction Cloud projects have Docs attributes.
 */
export function docsProjectId(projectId: string): string {
	return constructionProjectId(projectId, {
		then: 'Custom attributes belong to Docs: team hubs and personal hubs have none.',
	});
}

/** The path of a project in the Docs API, from its Docs project id (`docsProjectId`). */
export function docsProjectPath(docsProject: string): string {
	return apsPath`/bim360/docs/v1/projects/${docsProject}`;
}
