import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readRegion, REGION_OPTIONS, regionHeaders } from '../../shared/regions';
import { optionsCollection, readDataOptions } from '../../framework/fields/common';

/** The Options of the ACC operations: Act As User ID and Region (the region header). */
const regionOption: INodeProperties = {
	displayName: 'Region',
	name: 'region',
	type: 'options',
	options: REGION_OPTIONS,
	default: 'US',
	description: 'The data center of the project (sent as the region header)',
};

export const constructionOptions: INodeProperties = optionsCollection([regionOption]);

/** Act As User ID and the region header, as every call of an ACC operation sends them. */
export function readConstructionOptions(
	context: IExecuteFunctions,
	itemIndex: number,
): { userId: string | undefined; headers: Record<string, string> } {
	const { options, userId } = readDataOptions(context, itemIndex);
	return { userId, headers: regionHeaders(readRegion(options)) };
}
