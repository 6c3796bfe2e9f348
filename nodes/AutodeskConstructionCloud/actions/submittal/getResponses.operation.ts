import { forOperation } from '../../../framework/fields/common';
import { SUBMITTAL_PROJECT } from '../../../framework/toolText';
import { SUBMITTAL_RESPONSES } from '../../../services/submittals';
import { projectProperties, submittalOptions } from './fields';
import { lookupTool, projectList } from './lookups';

export const description = forOperation('submittal', 'getResponses', [
	...projectProperties,
	submittalOptions,
]);

export const execute = projectList(SUBMITTAL_RESPONSES, 'Get submittal responses');

export const tool = lookupTool(
	['id', 'value', 'status'],
	`List the review responses of a project's submittals (Approved, Revise and resubmit...). ${SUBMITTAL_PROJECT}. Returns per response: id (the Response of Submittal > Change State and the Response filter), value (its name), status.`,
);
