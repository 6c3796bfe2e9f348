import { forOperation } from '../../../framework/fields/common';
import { SUBMITTAL_PROJECT } from '../../../framework/toolText';
import { SUBMITTAL_ITEM_TYPES } from '../../../services/submittals';
import { projectProperties, submittalOptions } from './fields';
import { lookupTool, projectList } from './lookups';

export const description = forOperation('submittal', 'getItemTypes', [
	...projectProperties,
	submittalOptions,
]);

export const execute = projectList(SUBMITTAL_ITEM_TYPES, 'Get submittal item types');

export const tool = lookupTool(
	['id', 'value', 'isActive'],
	`List the submittal item types of a project (Shop Drawings, Product Data, Sample...). ${SUBMITTAL_PROJECT}. Returns per type: id (the Item Type of Submittal > Create), value (its name), isActive.`,
);
