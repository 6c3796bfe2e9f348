import type { INodeProperties } from 'n8n-workflow';

import type { JsonApiResource } from '../../../shared/jsonapi';
import { simplifyResource } from '../../../shared/jsonapi';
import { listValues } from '../../../shared/listValues';
import { linksNext } from '../../../shared/paging/linksNext';
import { collect } from '../../../shared/paging/pager';
import {
	forOperation,
	getManyProperties,
	optionsCollection,
	readDataOptions,
	readGetMany,
	readSimplify,
	simplifyProperty,
} from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import { dataManagementPaths } from '../../../services/dataManagement';

const HUB_EXTENSION_TYPES = [
	{ name: 'Autodesk Construction Cloud / BIM 360 Account', value: 'hubs:autodesk.bim360:Account' },
	{ name: 'Fusion Team Hub', value: 'hubs:autodesk.core:Hub' },
	{ name: 'Personal Hub (A360)', value: 'hubs:autodesk.a360:PersonalHub' },
];

const properties: INodeProperties[] = [
	...getManyProperties([
		{
			displayName: 'Hub IDs',
			name: 'ids',
			type: 'string',
			default: '',
			description: 'Only these hubs (comma-separated IDs)',
		},
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			description: 'Only hubs with exactly this name',
		},
		{
			displayName: 'Types',
			name: 'extensionTypes',
			type: 'multiOptions',
			options: HUB_EXTENSION_TYPES,
			default: [],
			description: 'Only hubs of these types',
		},
	]),
	simplifyProperty,
	optionsCollection(),
];

export const description = forOperation('hub', 'getAll', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const { limit, filters } = readGetMany(this, itemIndex);
	const simplify = readSimplify(this, itemIndex);
	const { userId } = readDataOptions(this, itemIndex);

	const hubs = await collect<JsonApiResource>(
		this,
		linksNext,
		{
			method: 'GET',
			url: dataManagementPaths.hubs(),
			operation: 'Get many hubs',
			query: {
				'filter[id]': listValues(filters.ids),
				'filter[name]': filters.name as string | undefined,
				'filter[extension.type]': listValues(filters.extensionTypes),
			},
			userId,
		},
		{ limit },
	);
	return hubs.map((hub) => ({ json: simplify ? simplifyResource(hub) : hub }));
};

export const tool: OperationTool = {
	description:
		'List the hubs (accounts) the credential can see. Returns per hub: id ("b.<uuid>" or "a.<id>"), name, extensionType (the hub kind), region. Next: Project > Get Many with the hub id. ' +
		LIMIT,
};
