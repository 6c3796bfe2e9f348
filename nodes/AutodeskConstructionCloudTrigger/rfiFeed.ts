import type { IDataObject, INodeProperties, IPollFunctions } from 'n8n-workflow';

import { RFI_PAGE, RFI_SEARCH, RFI_STATUS_OPTIONS, rfisApi } from '../services/rfis';
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

export const RFI_EVENT = 'rfiChanged';

/** The fields of the New or Updated RFI event: the project, the filters of a watch, Options. */
export const rfiEventProperties: INodeProperties[] = [
	...projectWatchProperties([RFI_EVENT], 'RFIs'),
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		displayOptions: forEvents(RFI_EVENT),
		options: [
			{
				displayName: 'Assigned To IDs',
				name: 'assignedTo',
				type: 'string',
				default: '',
				description: 'Only RFIs assigned to these users (their Autodesk IDs, comma-separated)',
			},
			{
				displayName: 'Status',
				name: 'status',
				type: 'multiOptions',
				options: RFI_STATUS_OPTIONS,
				default: [],
				description:
					'Only RFIs with one of these statuses (an RFI that leaves them is no longer seen)',
			},
		],
	},
	watchOptions(RFI_EVENT),
];

/** The watch's filters as the search body's `filter` (docs/service-decisions.md "RFIs v3"). */
function searchFilter(filters: IDataObject): IDataObject {
	const filter: IDataObject = {};
	const status = listValues(filters.status);
	const assignedTo = listValues(filters.assignedTo);
	if (status.length) filter.status = status;
	if (assignedTo.length) filter.assignedTo = assignedTo;
	return filter;
}

/**
 * The RFIs of one project, the last updated first (POST search:rfis sorted by `updatedAt`
 * descending; docs/service-decisions.md "RFIs v3"), with the watch's filters. Its fields are read
 * and checked here, before anything is sent.
 */
export function rfiFeed(context: IPollFunctions): ChangeFeed {
	const project = rfisApi.projectId(readWatchedProject(context));
	const filter = searchFilter(context.getNodeParameter('filters', {}) as IDataObject);
	const body: IDataObject = { sort: [{ field: 'updatedAt', order: 'desc' }] };
	if (Object.keys(filter).length) body.filter = filter;
	const { userId, region } = readWatchOptions(context);
	const request = rfisApi.request(
		project,
		{ method: 'POST', path: RFI_SEARCH, operation: 'Watch RFIs', body },
		{ userId, headers: regionHeaders(region) },
	);
	return {
		key: JSON.stringify([RFI_EVENT, project, body]),
		pages: (pageSize = RFI_PAGE) =>
			rfisApi.pages(context, request, { maxPage: Math.min(pageSize, RFI_PAGE), in: 'body' }),
		...idAndTimes,
	};
}
