import type { IDataObject } from 'n8n-workflow';

import { forOperation } from '../../../framework/fields/common';
import type { OperationTool } from '../../../framework/tool';
import { pickValues } from '../../../framework/tool';
import { RFI_PROJECT } from '../../../framework/toolText';
import { RFI_ATTRIBUTES } from '../../../services/rfis';
import { projectProperties, rfiOptions } from './fields';
import { projectList } from './lookups';

export const description = forOperation('rfi', 'getAttributeDefinitions', [
	...projectProperties,
	rfiOptions,
]);

export const execute = projectList(RFI_ATTRIBUTES, 'Get RFI custom attributes');

function compactAttribute(json: IDataObject): IDataObject {
	const compact = pickValues(json, ['id', 'name', 'dataType']);
	if (Array.isArray(json.options)) {
		compact.values = (json.options as IDataObject[]).map((option) => option.value as string);
	}
	return compact;
}

export const tool: OperationTool = {
	compact: compactAttribute,
	description: `List the custom attributes of a project's RFIs. ${RFI_PROJECT}. Returns per attribute: id, name, dataType (list, text...) and, for a list, its values.`,
};
