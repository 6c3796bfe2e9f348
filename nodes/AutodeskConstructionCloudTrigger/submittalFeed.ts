import type { IDataObject, INodeProperties, IPollFunctions } from 'n8n-workflow';

import {
	SUBMITTAL_ITEMS,
	SUBMITTAL_STATUS_OPTIONS,
	SUBMITTALS_PAGE,
	submittalsApi,
} from '../services/submittals';
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

export const SUBMITTAL_EVENT = 'submittalChanged';

const idsFilter = (displayName: string, name: string, what: string): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	description: `Only items of these ${what} (their IDs, comma-separated)`,
});

/** The fields of the New or Updated Submittal Item event: the project, the filters, Options. */
export const submittalEventProperties: INodeProperties[] = [
	...projectWatchProperties([SUBMITTAL_EVENT], 'submittal items'),
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		displayOptions: forEvents(SUBMITTAL_EVENT),
		options: [
			idsFilter('Package IDs', 'packageIds', 'packages'),
			idsFilter('Spec IDs', 'specIds', 'specs'),
			{
				displayName: 'Status',
				name: 'status',
				type: 'multiOptions',
				options: SUBMITTAL_STATUS_OPTIONS,
				default: [],
				description:
					'Only items with one of these statuses (an item that leaves them is no longer seen). Without it every status is watched, void included; drafts are seen only when the caller is a submittals manager.',
			},
		],
	},
	watchOptions(SUBMITTAL_EVENT),
];

/** Every status: the list leaves void items out unless asked for, and a voided item is a change. */
const EVERY_STATUS = SUBMITTAL_STATUS_OPTIONS.map((option) => String(option.value));

/** Package and spec IDs are UUIDs (Submittal > Get Packages and Get Specs list them). */
function readIds(value: unknown, field: string, listedBy: string): string[] {
	const ids = listValues(value);
	const wrong = ids.find((id) => !isGuid(id));
	if (wrong !== undefined) {
		throw new InputRuleError(
			`Filters › ${field}`,
			`must be UUIDs separated by commas; got "${wrong}"`,
			`Construction Cloud > Submittal > ${listedBy} lists each with its id.`,
		);
	}
	return ids.map((id) => id.toLowerCase());
}

/** The filters and the order as GET items' query (docs/service-decisions.md "Submittals v2"). */
function itemsQuery(filters: IDataObject): IDataObject {
	const status = listValues(filters.status);
	const query: IDataObject = {
		sort: 'updatedAt desc',
		'filter[statusId]': (status.length ? status : EVERY_STATUS).join(','),
	};
	const packages = readIds(filters.packageIds, 'Package IDs', 'Get Packages');
	const specs = readIds(filters.specIds, 'Spec IDs', 'Get Specs');
	if (packages.length) query['filter[packageId]'] = packages.join(',');
	if (specs.length) query['filter[specId]'] = specs.join(',');
	return query;
}

/**
 * The submittal items of one project, the last updated first (GET items sorted `updatedAt desc`),
 * with the watch's filters. Its fields are read and checked here, before anything is sent.
 */
export function submittalFeed(context: IPollFunctions): ChangeFeed {
	const project = submittalsApi.projectId(readWatchedProject(context));
	const query = itemsQuery(context.getNodeParameter('filters', {}) as IDataObject);
	const { userId, region } = readWatchOptions(context);
	const request = submittalsApi.request(
		project,
		{ method: 'GET', path: SUBMITTAL_ITEMS, operation: 'Watch submittal items', query },
		{ userId, headers: regionHeaders(region) },
	);
	return {
		key: JSON.stringify([SUBMITTAL_EVENT, project, query]),
		pages: (pageSize = SUBMITTALS_PAGE) =>
			submittalsApi.pages(context, request, { maxPage: Math.min(pageSize, SUBMITTALS_PAGE) }),
		...idAndTimes,
	};
}
