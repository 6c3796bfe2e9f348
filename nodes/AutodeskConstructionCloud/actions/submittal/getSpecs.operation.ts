import { forOperation } from '../../../framework/fields/common';
import { SUBMITTAL_PROJECT } from '../../../framework/toolText';
import { SUBMITTAL_SPECS } from '../../../services/submittals';
import { projectProperties, submittalOptions } from './fields';
import { lookupTool, projectList } from './lookups';

export const description = forOperation('submittal', 'getSpecs', [
	...projectProperties,
	submittalOptions,
]);

export const execute = projectList(SUBMITTAL_SPECS, 'Get submittal specs');

export const tool = lookupTool(
	['id', 'identifier', 'title', 'updatedAt'],
	`List the spec sections of a project's submittals. ${SUBMITTAL_PROJECT}. Returns per spec: id (the Spec of Submittal > Create and the Spec filter), identifier (its number, e.g. 084413), title.`,
);
