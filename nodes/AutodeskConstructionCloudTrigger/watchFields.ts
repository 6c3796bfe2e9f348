import type { IDataObject, INodeProperties, IPollFunctions } from 'n8n-workflow';

import { optionsCollection } from '../framework/fields/common';
import {
	hubLocator,
	locatorId,
	projectLocator,
	refuseHubAsProject,
} from '../framework/fields/locators';
import { PROJECT_REGION_OPTION, readRegion } from '../shared/regions';

/** Shown for these events only. */
export const forEvents = (...events: string[]) => ({ show: { event: events } });

/** The hub and the project a project's event watches. */
export function projectWatchProperties(events: string[], watched: string): INodeProperties[] {
	return [
		{ ...hubLocator(false), displayOptions: forEvents(...events) },
		{
			...projectLocator,
			displayOptions: forEvents(...events),
			description: `The Construction Cloud project whose ${watched} are watched, with or without its "b." prefix, or its URL from the web apps`,
		},
	];
}

/** Act As User ID and Region, for these events. */
export const watchOptions = (...events: string[]): INodeProperties => ({
	...optionsCollection([PROJECT_REGION_OPTION]),
	displayOptions: forEvents(...events),
});

/** The watched project's ID as the node's field gives it (with `b.` when it has one). */
export function readWatchedProject(context: IPollFunctions): string {
	const projectId = locatorId(context.getNodeParameter('projectId'), 'project');
	refuseHubAsProject(context.getNodeParameter('hubId', ''), projectId);
	return projectId;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Act As User ID and the region, as each request of a watch sends them. */
export function readWatchOptions(context: IPollFunctions): {
	userId: string | undefined;
	region: string | undefined;
} {
	const options = context.getNodeParameter('options', {}) as IDataObject;
	return { userId: text(options.userId).trim() || undefined, region: readRegion(options) };
}
