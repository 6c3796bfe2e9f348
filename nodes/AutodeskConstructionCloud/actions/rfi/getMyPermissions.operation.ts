import { forOperation } from '../../../framework/fields/common';
import type { OperationTool } from '../../../framework/tool';
import { RFI_PROJECT } from '../../../framework/toolText';
import { projectProperties, rfiOptions } from './fields';
import { projectRecord } from './lookups';
import { compactRfiPermissions } from './toolShapes';

export const description = forOperation('rfi', 'getMyPermissions', [
	...projectProperties,
	rfiOptions,
]);

/** GET users/me: the caller, its RFI workflow roles and what they let it do. */
export const execute = projectRecord('/users/me', 'Get my RFI permissions');

export const tool: OperationTool = {
	compact: compactRfiPermissions,
	description: `What the caller may do with a project's RFIs. ${RFI_PROJECT}. Returns id, name, workflowRoles (creator, manager, reviewer), permittedActions (those it has of createRfi, respond, comment, editAnyRfi) and permittedTransitions ("from > to" statuses).`,
};
