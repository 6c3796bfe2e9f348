import type { INodeProperties } from 'n8n-workflow';

import { forOperation } from '../common';
import { issueOptions, projectProperties } from './fields';
import { settingsList } from './settings';

const properties: INodeProperties[] = [...projectProperties, issueOptions];

export const description = forOperation('issue', 'getRootCauses', properties);

/** Root cause categories, each with its root causes (`include=rootcauses`). */
export const execute = settingsList(
	'/issue-root-cause-categories',
	'Get issue root causes',
	() => ({ include: 'rootcauses' }),
);
