import type { INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import type { JsonApiResource } from '../../../shared/jsonapi';
import { show } from '../../../shared/jsonField';
import { linksNext } from '../../../shared/paging/linksNext';
import { collect } from '../../../shared/paging/pager';
import {
	forOperation,
	getManyProperties,
	optionsCollection,
	pageLimit,
	readDataOptions,
	readGetMany,
	readSimplify,
	simplifyProperty,
} from '../../../framework/fields/common';
import { fileFields, readLocators } from '../../../framework/fields/locators';
import type { OperationExecute } from '../../../framework/operation';
import { resourceJson } from '../output';
import type { OperationTool } from '../../../framework/tool';
import { ITEM_ID, LIMIT, PROJECT_ID } from '../../../framework/toolText';
import { dataManagementPaths } from '../../../services/dataManagement';

const properties: INodeProperties[] = [
	...fileFields(),
	...getManyProperties([
		{
			displayName: 'Version Number',
			name: 'versionNumber',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 1,
			description: 'Only the version with this number (1 is the first version)',
		},
	]),
	simplifyProperty,
	optionsCollection(),
];

export const description = forOperation('item', 'getVersions', properties);

/** The versions of an item, newest first, as the service lists them. */
export const execute: OperationExecute = async function (itemIndex) {
	const [projectId, itemId] = readLocators(this, itemIndex, 'project', 'item');
	const { limit, filters } = readGetMany(this, itemIndex);
	const simplify = readSimplify(this, itemIndex);
	const { userId } = readDataOptions(this, itemIndex);
	const versionNumber = filters.versionNumber;
	if (
		versionNumber !== undefined &&
		(typeof versionNumber !== 'number' || !Number.isInteger(versionNumber) || versionNumber < 1)
	) {
		throw new InputRuleError(
			'Filters › Version Number',
			`must be a whole number of 1 or more; got ${show(versionNumber)}`,
		);
	}

	const versions = await collect<JsonApiResource>(
		this,
		linksNext,
		{
			method: 'GET',
			url: dataManagementPaths.itemVersions(projectId, itemId),
			operation: 'Get item versions',
			query: {
				'filter[versionNumber]': versionNumber as number | undefined,
				'page[limit]': pageLimit(limit),
			},
			userId,
		},
		{ limit },
	);
	return versions.map((version) => ({ json: resourceJson(version, [], simplify) }));
};

export const tool: OperationTool = {
	description: `List the versions of a file, newest first. ${PROJECT_ID}; ${ITEM_ID}; Version Number (in Filters) for one version; ${LIMIT}. Returns per version: id ("urn:adsk.wipprod:fs.file:vf.<id>?version=N"), name, versionNumber, fileType, storageSize, lastModifiedTime, storageId. A version id is a Source Design for Translation Job operations.`,
};
