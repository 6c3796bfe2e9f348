import type { INodeProperties } from 'n8n-workflow';

import * as download from './download.operation';
import * as list from './list.operation';

export const option = {
	name: 'Extracted Data',
	value: 'dataFile',
	description: 'The files a Data Connector job extracted: CSV tables, a README and their ZIP',
};

export const operations = { download, list };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['dataFile'] } },
		options: [
			{
				name: 'Download',
				value: 'download',
				description: "Download files of a job, or get their links, or a CSV file's rows",
				action: 'Download extracted data',
			},
			{
				name: 'List Files',
				value: 'list',
				description: "List the files of a job's extract",
				action: 'List extracted files',
			},
		],
		default: 'list',
	},
	...download.description,
	...list.description,
];
