import { forOperation } from '../../../framework/fields/common';
import type { OperationTool } from '../../../framework/tool';
import { wholeJson } from '../../../framework/tool';
import { RFI_PROJECT } from '../../../framework/toolText';
import { projectProperties, rfiOptions } from './fields';
import { projectRecord } from './lookups';

export const description = forOperation('rfi', 'getWorkflow', [...projectProperties, rfiOptions]);

/** GET workflow: the RFI statuses and the steps between them with the roles that take each. */
export const execute = projectRecord('/workflow', 'Get RFI workflow');

export const tool: OperationTool = {
	compact: wholeJson,
	description: `The RFI workflow of a project. ${RFI_PROJECT}. Returns statuses, roles and transitions (from, to and the roles that may take each step). Next: RFI > Get My Permissions for the caller's roles, RFI > Update with a Status.`,
};
