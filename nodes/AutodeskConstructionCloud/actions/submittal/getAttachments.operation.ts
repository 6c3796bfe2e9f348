import { forOperation } from '../../../framework/fields/common';
import { SUBMITTAL_ITEM, SUBMITTAL_PROJECT } from '../../../framework/toolText';
import { itemIdProperty, projectProperties, submittalOptions } from './fields';
import { itemList, lookupTool } from './lookups';

export const description = forOperation('submittal', 'getAttachments', [
	...projectProperties,
	itemIdProperty,
	submittalOptions,
]);

export const execute = itemList('/attachments', 'Get submittal item attachments');

export const tool = lookupTool(
	['id', 'name', 'revision', 'categoryId', 'urn', 'createdAt'],
	`List the files attached to a submittal item. ${SUBMITTAL_PROJECT}; ${SUBMITTAL_ITEM}. Returns per file: id, name, revision (the item revision it came with), categoryId, urn (the Docs lineage URN: Item > Download takes it), createdAt.`,
);
