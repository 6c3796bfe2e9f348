import type { INodeProperties } from 'n8n-workflow';

import { listValues } from '../../../shared/listValues';
import { ATTRIBUTE_DEFINITIONS } from '../../../services/issues/request';
import { forOperation } from '../../../framework/fields/common';
import { issueOptions, projectProperties } from './fields';
import { settingsList } from './settings';
import type { OperationTool } from '../../../framework/tool';
import { ISSUE_PROJECT } from '../../../framework/toolText';
import { compactAttributeDefinition } from './toolShapes';

const properties: INodeProperties[] = [
	...projectProperties,
	{
		displayName: 'Data Types',
		name: 'dataTypes',
		type: 'multiOptions',
		options: [
			{ name: 'List (Dropdown)', value: 'list' },
			{ name: 'Numeric', value: 'numeric' },
			{ name: 'Paragraph', value: 'paragraph' },
			{ name: 'Text', value: 'text' },
		],
		default: [],
		description: 'Only custom attributes of these types (none chosen: all)',
	},
	issueOptions,
];

export const description = forOperation('issue', 'getAttributeDefinitions', properties);

/** Custom attributes (custom fields) of the project's issues; a list attribute has its options in metadata.list.options. */
export const execute = settingsList(
	ATTRIBUTE_DEFINITIONS,
	'Get issue custom attributes',
	(context, itemIndex) => {
		const dataTypes = listValues(context.getNodeParameter('dataTypes', itemIndex, []));
		return { 'filter[dataType]': dataTypes.length ? dataTypes.join(',') : undefined };
	},
);

export const tool: OperationTool = {
	compact: compactAttributeDefinition,
	description: `List the custom attributes that the issues of a Construction Cloud project have. ${ISSUE_PROJECT}; Data Types: only list, text, paragraph or numeric ones (none: all). Returns per attribute: id, title, description, dataType and, for a list, its values. Next: Issue > Create or Update with Custom Attributes by title.`,
};
