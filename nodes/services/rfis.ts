import type { INodePropertyOptions } from 'n8n-workflow';

import { offsetPaging } from '../shared/paging/offset';
import { apsPath } from '../shared/url';
import { constructionApi } from './constructionApi';

/**
 * The ACC RFIs v3 API (reference pages, no OpenAPI file; docs/service-decisions.md "RFIs v3"): its
 * calls below one project, its project id, its advice and its page size. The search is a POST
 * whose body carries `pagination { limit, offset }`; the other lists take them in the query.
 */

export const RFI_SEARCH = '/search:rfis';
export const RFI_TYPES = '/rfi-types';
export const RFI_ATTRIBUTES = '/attributes';

/** The largest page of the RFIs API's lists (the sandbox's choice; the pages give none). */
export const RFI_PAGE = 100;

/** The statuses of the RFI workflow (docs/service-decisions.md "RFIs v3"). */
export const RFI_STATUS_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Answered', value: 'answered' },
	{ name: 'Closed', value: 'closed' },
	{ name: 'Draft', value: 'draft' },
	{ name: 'Open', value: 'open' },
	{ name: 'Rejected', value: 'rejected' },
	{ name: 'Submitted', value: 'submitted' },
	{ name: 'Void', value: 'void' },
];

export const rfisApi = constructionApi({
	projectRoot: (project) => apsPath`/construction/rfis/v3/projects/${project}`,
	projectAdvice:
		'RFIs belong to Autodesk Construction Cloud projects: choose the project from the list, or paste its ID or URL.',
	advice: {
		api: 'RFIs',
		member:
			"The caller must be a member of the project with an RFI workflow role: a project admin gives roles (creator, manager, reviewer) in the RFIs tool's settings. A member without a role reads RFIs only; RFI > Get My Permissions shows the caller's roles and what they allow.",
		notFound:
			'RFIs v3 serves Autodesk Construction Cloud projects only: for a BIM 360 project it answers 404. Check that the project is an ACC project, and that the RFI ID is one of its RFIs (RFI > Get Many); a draft is seen only by its creator and the RFI managers.',
	},
	paging: (options) => offsetPaging(options),
	maxPage: RFI_PAGE,
});
