import type { INodeProperties } from 'n8n-workflow';

import { forOperation } from '../common';
import { issueOptions, projectProperties } from './fields';
import { settingsList } from './settings';

const properties: INodeProperties[] = [
	...projectProperties,
	{
		displayName: 'Active Only',
		name: 'activeOnly',
		type: 'boolean',
		default: false,
		description: 'Whether to return only the active issue types (new issues take only active ones)',
	},
	issueOptions,
];

export const description = forOperation('issue', 'getTypes', properties);

/** Issue types ("categories" in the web apps), each with its subtypes (`include=subtypes`). */
export const execute = settingsList('/issue-types', 'Get issue types', (context, itemIndex) => ({
	include: 'subtypes',
	'filter[isActive]': context.getNodeParameter('activeOnly', itemIndex, false) ? true : undefined,
}));
