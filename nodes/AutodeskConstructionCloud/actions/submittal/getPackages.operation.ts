import { forOperation } from '../../../framework/fields/common';
import { SUBMITTAL_PROJECT } from '../../../framework/toolText';
import { SUBMITTAL_PACKAGES } from '../../../services/submittals';
import { projectProperties, submittalOptions } from './fields';
import { lookupTool, PACKAGE_KEYS, projectList } from './lookups';

export const description = forOperation('submittal', 'getPackages', [
	...projectProperties,
	submittalOptions,
]);

export const execute = projectList(SUBMITTAL_PACKAGES, 'Get submittal packages');

export const tool = lookupTool(
	PACKAGE_KEYS,
	`List the submittal packages of a project. ${SUBMITTAL_PROJECT}. Returns per package: id (the Package of Submittal > Create and the Package filter), identifier, title, description, specIdentifier.`,
);
