import type { INodePropertyOptions } from 'n8n-workflow';

import { nextUrlPaging } from '../shared/paging/nextUrl';
import { apsPath } from '../shared/url';
import { constructionApi } from './constructionApi';

/**
 * The ACC Submittals v2 API (reference pages, no OpenAPI file; docs/service-decisions.md
 * "Submittals v2"): its calls below one project, its paths, its project id, its advice, and its
 * lists, read by `pagination.nextUrl` (1-50 a page). An item moves through the workflow by
 * `POST items/{itemId}:transition`, never by PATCH.
 */

export const SUBMITTAL_ITEMS = '/items';
export const SUBMITTAL_SPECS = '/specs';
export const SUBMITTAL_ITEM_TYPES = '/item-types';
export const SUBMITTAL_PACKAGES = '/packages';
export const SUBMITTAL_RESPONSES = '/responses';

export const submittalItemPath = (itemId: string): string => apsPath`/items/${itemId}`;
export const submittalTransitionPath = (itemId: string): string =>
	`${apsPath`/items/${itemId}`}:transition`;
export const submittalPackagePath = (packageId: string): string => apsPath`/packages/${packageId}`;

/** The largest page of the Submittals lists (the reference pages: limit 1-50). */
export const SUBMITTALS_PAGE = 50;

/** statusId: what the items list's `filter[statusId]` takes. */
export const SUBMITTAL_STATUS_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Closed', value: '3' },
	{ name: 'Draft', value: '6', description: 'Seen by submittals managers only' },
	{ name: 'Empty', value: '5' },
	{ name: 'Open', value: '2', description: 'Submitted, in review or reviewed' },
	{ name: 'Required', value: '1', description: 'Waiting for submission' },
	{ name: 'Void', value: '4', description: 'Left out unless asked for' },
];

export const submittalsApi = constructionApi({
	projectRoot: (project) => apsPath`/construction/submittals/v2/projects/${project}`,
	projectAdvice:
		'Submittals belong to Autodesk Construction Cloud projects: choose the project from the list, or paste its ID or URL.',
	advice: {
		api: 'Submittals',
		member:
			'The caller must be a member of the project with access to the Submittals tool: a project admin gives Submittals permissions (manager, or a submitter or reviewer of its items). A member without them reads at most; only managers create specs, edit items and see drafts.',
		notFound:
			'The Submittals API serves Autodesk Construction Cloud projects only: for a BIM 360 project it answers 404. Check that the project is an ACC project, and that the ID is one of its records (Submittal > Get Many, Get Packages); a draft item is seen only by the submittals managers.',
	},
	paging: ({ maxPage }) => nextUrlPaging({ maxPage }),
	maxPage: SUBMITTALS_PAGE,
});
