import type { IDataObject, INodeProperties, IPollFunctions } from 'n8n-workflow';

import { STATUS_OPTIONS } from '../services/issues/statuses';
import { ISSUES_PAGE, issuesApi } from '../services/issues/request';
import { isGuid } from '../shared/hubIds';
import { InputRuleError } from '../shared/inputRules';
import { listValues } from '../shared/listValues';
import { regionHeaders } from '../shared/regions';
import type { ChangeFeed } from './changeFeed';
import { idAndTimes } from './changeFeed';
import {
	forEvents,
	projectWatchProperties,
	readWatchedProject,
	readWatchOptions,
	watchOptions,
} from './watchFields';

export const ISSUE_EVENT = 'issueChanged';

const forIssues = forEvents(ISSUE_EVENT);

/** The fields of the New or Updated Issue event: the project, the filters of a watch, Options. */
export const issueEventProperties: INodeProperties[] = [
	...projectWatchProperties([ISSUE_EVENT], 'issues'),
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		displayOptions: forIssues,
		options: [
			{
				displayName: 'Assigned To IDs',
				name: 'assignedTo',
				type: 'string',
				default: '',
				description:
					'Only issues assigned to these users, companies or roles (their Autodesk IDs, comma-separated)',
			},
			{
				displayName: 'Issue Type IDs',
				name: 'issueTypeIds',
				type: 'string',
				default: '',
				description:
					'Only issues of these types ("categories" in the web apps; comma-separated IDs, from Construction Cloud > Issue > Get Types)',
			},
			{
				displayName: 'Status',
				name: 'status',
				type: 'multiOptions',
				options: STATUS_OPTIONS,
				default: [],
				description:
					'Only issues with one of these statuses (an issue that leaves them is no longer seen)',
			},
		],
	},
	watchOptions(ISSUE_EVENT),
];

const joined = (values: string[]) => (values.length ? values.join(',') : undefined);

/** Issue type IDs are UUIDs (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml). */
function readIssueTypeIds(value: unknown): string[] {
	const ids = listValues(value);
	const wrong = ids.find((id) => !isGuid(id));
	if (wrong !== undefined) {
		throw new InputRuleError(
			'Filters › Issue Type IDs',
			`must be issue type UUIDs separated by commas; got "${wrong}"`,
			'Construction Cloud > Issue > Get Types lists each type with its id.',
		);
	}
	return ids;
}

/** The filters as GET issues' query parameters. */
function filterQuery(filters: IDataObject): IDataObject {
	const query: IDataObject = {
		'filter[status]': joined(listValues(filters.status)),
		'filter[assignedTo]': joined(listValues(filters.assignedTo)),
		'filter[issueTypeId]': joined(readIssueTypeIds(filters.issueTypeIds)),
	};
	for (const key of Object.keys(query)) if (query[key] === undefined) delete query[key];
	return query;
}

/**
 * The issues of one project, the last updated first (GET issues with `sortBy=-updatedAt`,
 * `autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml), with the watch's
 * filters. Its fields are read and checked here, before anything is sent.
 */
export function issueFeed(context: IPollFunctions): ChangeFeed {
	const project = issuesApi.projectId(readWatchedProject(context));
	const query = {
		...filterQuery(context.getNodeParameter('filters', {}) as IDataObject),
		sortBy: '-updatedAt',
	};
	const { userId, region } = readWatchOptions(context);
	const request = issuesApi.request(
		project,
		{ method: 'GET', path: '/issues', operation: 'Watch issues', query },
		{ userId, headers: regionHeaders(region) },
	);
	return {
		key: JSON.stringify([ISSUE_EVENT, project, query]),
		pages: (pageSize = ISSUES_PAGE) =>
			issuesApi.pages(context, request, { maxPage: Math.min(pageSize, ISSUES_PAGE) }),
		...idAndTimes,
	};
}
