import { forOperation } from '../../../framework/fields/common';
import type { OperationTool } from '../../../framework/tool';
import { pickValues } from '../../../framework/tool';
import { RFI_PROJECT } from '../../../framework/toolText';
import { RFI_TYPES } from '../../../services/rfis';
import { projectProperties, rfiOptions } from './fields';
import { projectList } from './lookups';

export const description = forOperation('rfi', 'getTypes', [...projectProperties, rfiOptions]);

export const execute = projectList(RFI_TYPES, 'Get RFI types');

export const tool: OperationTool = {
	compact: (json) => pickValues(json, ['id', 'name', 'isActive', 'isDefault']),
	description: `List the RFI types of a project (each with its workflow). ${RFI_PROJECT}. Returns per type: id (the RFI Type of RFI > Create and Update), name, isActive, isDefault.`,
};
