import type { INodeProperties } from 'n8n-workflow';

import { ROOT_CAUSE_CATEGORIES } from '../../../services/issues/request';
import { forOperation } from '../../../framework/fields/common';
import { issueOptions, projectProperties } from './fields';
import { settingsList } from './settings';
import type { OperationTool } from '../../../framework/tool';
import { ISSUE_PROJECT } from '../../../framework/toolText';
import { compactRootCauseCategory } from './toolShapes';

const properties: INodeProperties[] = [...projectProperties, issueOptions];

export const description = forOperation('issue', 'getRootCauses', properties);

/** Root cause categories, each with its root causes (`include=rootcauses`). */
export const execute = settingsList(ROOT_CAUSE_CATEGORIES, 'Get issue root causes', () => ({
	include: 'rootcauses',
}));

export const tool: OperationTool = {
	compact: compactRootCauseCategory,
	description: `List the root cause categories of a Construction Cloud project's issues and their root causes. ${ISSUE_PROJECT}. Returns per category: id, title, isActive and rootCauses (each id, title, isActive). Next: Issue > Create or Update with a root cause's title or id as Root Cause.`,
};
