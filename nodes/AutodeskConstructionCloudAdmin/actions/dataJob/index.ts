import type { INodeProperties } from 'n8n-workflow';

import * as cancel from './cancel.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as runAndWait from './runAndWait.operation';

export const option = {
	name: 'Data Extraction Job',
	value: 'dataJob',
	description: 'The jobs Data Connector requests spawn: each one extracts the data once',
};

export const operations = { cancel, get, getAll, runAndWait };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['dataJob'] } },
		options: [
			{
				name: 'Cancel',
				value: 'cancel',
				description: 'Cancel a queued or running job',
				action: 'Cancel a data extraction job',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get one job',
				action: 'Get a data extraction job',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the jobs of a request or of the account',
				action: 'Get many data extraction jobs',
			},
			{
				name: 'Run and Wait',
				value: 'runAndWait',
				description: 'Extract once now and wait until the job completes',
				action: 'Run a data extraction and wait',
			},
		],
		default: 'runAndWait',
	},
	...cancel.description,
	...get.description,
	...getAll.description,
	...runAndWait.description,
];
