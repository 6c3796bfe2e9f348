import type { INodeProperties } from 'n8n-workflow';

import { REGION_OPTIONS } from '../../../shared/regions';

export const regionOption: INodeProperties = {
	displayName: 'Region',
	name: 'region',
	type: 'options',
	options: REGION_OPTIONS,
	default: 'US',
	description: 'The data center that holds the bucket',
};
