import { offsetPaging } from '../../shared/paging/offset';
import { apsPath } from '../../shared/url';
import { constructionApi } from '../constructionApi';

/**
 * The ACC Issues API (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml):
 * its calls below one project, its project id, its 403 advice and its lists' page sizes.
 */

/** The paths of the project settings lists (issue types, root causes, custom attributes). */
export const ISSUE_TYPES = '/issue-types';
export const ROOT_CAUSE_CATEGORIES = '/issue-root-cause-categories';
export const ATTRIBUTE_DEFINITIONS = '/issue-attribute-definitions';

/**
 * The page size the project settings lists are read with: attribute definitions take 1-200, the
 * file gives no bound for issue types and root causes, so they are read 100 at a time.
 */
export const SETTINGS_PAGE = 100;

/** GET issues' largest page (1-100). */
export const ISSUES_PAGE = 100;

export const issuesApi = constructionApi({
	projectRoot: (project) => apsPath`/construction/issues/v1/projects/${project}`,
	projectAdvice:
		'Issues belong to Autodesk Construction Cloud projects: choose the project from the list, or paste its ID or URL.',
	advice: {
		api: 'Issues',
		member:
			"The caller must be a member of the project with issue permissions: a project admin adds the user (a service account by its email, <name>@<client id>.adskserviceaccount.autodesk.com) under the project's members. View lets them read issues; Create also lets them open issues and comment. Issue > Get My Permissions shows what the caller may do.",
	},
	paging: (options) => offsetPaging(options),
	maxPage: ISSUES_PAGE,
});
