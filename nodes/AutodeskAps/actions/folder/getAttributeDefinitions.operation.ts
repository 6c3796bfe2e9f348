import type { INodeProperties } from 'n8n-workflow';

import {
	forOperation,
	optionsCollection,
	readDataOptions,
	readGetMany,
	returnAllAndLimit,
} from '../../../framework/fields/common';
import { fetchDefinitions } from '../docsAttributes';
import { folderFields, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { FOLDER_ID, LIMIT, PROJECT_ID } from '../../../framework/toolText';
import { compactAttributeDefinition } from './toolShapes';

const properties: INodeProperties[] = [
	...folderFields(),
	...returnAllAndLimit,
	optionsCollection(),
];

export const description = forOperation('folder', 'getAttributeDefinitions', properties);

/** The custom attributes the folder's documents have: one item per definition (id, name, type, drop-down values). */
export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, folderId] = readLocators(this, itemIndex, 'project', 'folder');
	const { limit } = readGetMany(this, itemIndex);
	const { userId } = readDataOptions(this, itemIndex);
	const definitions = await fetchDefinitions(
		this,
		{ projectId, folderId, userId, operation: 'Get attribute definitions' },
		limit,
	);
	return definitions.map((definition) => ({ json: definition }));
};

export const tool: OperationTool = {
	compact: compactAttributeDefinition,
	description: `List the custom attributes (Docs) the files of a folder have. ${PROJECT_ID}; ${FOLDER_ID}; ${LIMIT}. Returns per attribute: id, name, type (string, date or array, a drop-down) and, for a drop-down, arrayValues. Next: Item > Update Attributes with these names and values.`,
};
