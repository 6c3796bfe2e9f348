import { forOperation } from '../../../framework/fields/common';
import type { OperationTool } from '../../../framework/tool';
import { SUBMITTAL_ITEM, SUBMITTAL_PROJECT } from '../../../framework/toolText';
import { itemIdProperty, projectProperties, submittalOptions } from './fields';
import { itemList } from './lookups';
import { compactSubmittalItem } from './toolShapes';

export const description = forOperation('submittal', 'getRevisions', [
	...projectProperties,
	itemIdProperty,
	submittalOptions,
]);

export const execute = itemList('/revisions', 'Get submittal item revisions');

export const tool: OperationTool = {
	compact: compactSubmittalItem,
	description: `List the earlier revisions of a submittal item (a resubmitted item keeps each round), oldest first. ${SUBMITTAL_PROJECT}; ${SUBMITTAL_ITEM}. Returns per revision: revision, stateId, responseId and responseComment (that round's answer), dueDate, updatedAt. Submittal > Get gives the current one.`,
};
