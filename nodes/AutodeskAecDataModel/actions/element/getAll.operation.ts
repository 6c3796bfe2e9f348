import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { collectAecList } from '../../../services/aecDataModel';
import type { CursorConnection } from '../../../shared/paging/cursor';
import { forOperation, getManyProperties, readGetMany } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { wholeJson } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import {
	aecOptions,
	modelFields,
	readAecOptions,
	readElementGroupId,
	readVersionNumber,
} from '../aecFields';
import { InputRuleError } from '../../../shared/inputRules';
import { elementFilterQuery, filterFields } from './elementFilter';
import { ELEMENT_FIELDS, elementItem } from './elementShape';

/** The most models one query reads (the reference's elementsByElementGroups: up to 25). */
export const MAX_ELEMENT_GROUPS = 25;

const properties: INodeProperties[] = [
	...modelFields(),
	{
		displayName: 'More Element Groups',
		name: 'moreElementGroupIds',
		type: 'string',
		default: '',
		placeholder: 'YWVjZH5..., YWVjZH5...',
		description: `The IDs of more models to read with the Element Group, separated by commas (at most ${MAX_ELEMENT_GROUPS} models in all): their elements come in one list, each with its elementGroupId`,
	},
	{
		displayName: 'Version Number',
		name: 'versionNumber',
		type: 'number',
		typeOptions: { minValue: 0, numberPrecision: 0 },
		default: 0,
		description:
			'The version of the model to read the elements of (Element Group > Get Versions lists them); 0 for its tip (latest) version. One model only.',
	},
	...getManyProperties(filterFields),
	aecOptions(),
];

export const description = forOperation('element', 'getAll', properties);

const QUERY = `query ElementsByElementGroup($elementGroupId: ID!, $filter: ElementFilterInput, $pagination: PaginationInput) {
  elementsByElementGroup(elementGroupId: $elementGroupId, filter: $filter, pagination: $pagination) {
    pagination { cursor }
    results { ${ELEMENT_FIELDS} }
  }
}`;

const AT_VERSION_QUERY = `query ElementsByElementGroupAtVersion($elementGroupId: ID!, $versionNumber: Int!, $filter: ElementFilterInput, $pagination: PaginationInput) {
  elementsByElementGroupAtVersion(elementGroupId: $elementGroupId, versionNumber: $versionNumber, filter: $filter, pagination: $pagination) {
    pagination { cursor }
    results { ${ELEMENT_FIELDS} }
  }
}`;

const SEVERAL_QUERY = `query ElementsByElementGroups($elementGroupIds: [ID!]!, $filter: ElementFilterInput, $pagination: PaginationInput) {
  elementsByElementGroups(elementGroupIds: $elementGroupIds, filter: $filter, pagination: $pagination) {
    pagination { cursor }
    results { ${ELEMENT_FIELDS} elementGroup { id } }
  }
}`;

/** The Element Group and the More Element Groups, without repeats; refused beyond the API's 25. */
function readElementGroupIds(first: string, more: unknown): string[] {
	if (more !== undefined && more !== null && typeof more !== 'string') {
		throw new InputRuleError(
			'More Element Groups',
			`must be element group IDs separated by commas; got ${typeof more}`,
		);
	}
	const ids = [
		...new Set([
			first,
			...String(more ?? '')
				.split(',')
				.map((id) => id.trim())
				.filter(Boolean),
		]),
	];
	const spaced = ids.find((id) => /\s/.test(id));
	if (spaced) {
		throw new InputRuleError(
			'More Element Groups',
			`must be element group IDs separated by commas; got "${spaced}"`,
		);
	}
	if (ids.length > MAX_ELEMENT_GROUPS) {
		throw new InputRuleError(
			'More Element Groups',
			`can name at most ${MAX_ELEMENT_GROUPS - 1} models besides the Element Group (the API reads up to ${MAX_ELEMENT_GROUPS} in one query); got ${ids.length - 1}`,
			{ then: 'Split the models over several items or runs.' },
		);
	}
	return ids;
}

/** The Version Number: 0 (the tip) or a whole number, of one model only. */
function readModelVersion(raw: unknown, models: number): number {
	const version = readVersionNumber('Version Number', raw, 0);
	if (version && models > 1) {
		throw new InputRuleError(
			'Version Number',
			`reads one model at a version; got ${models} models (leave More Element Groups empty, or the Version Number 0)`,
		);
	}
	return version;
}

/** The query of the list asked for: one model at its tip or at a version, or several. */
function listQuery(several: boolean, versionNumber: number): { query: string; field: string } {
	if (several) return { query: SEVERAL_QUERY, field: 'elementsByElementGroups' };
	if (versionNumber) return { query: AT_VERSION_QUERY, field: 'elementsByElementGroupAtVersion' };
	return { query: QUERY, field: 'elementsByElementGroup' };
}

/** One item per element of the model(s) that meets the Filters, with its properties by name. */
export const execute: OperationExecute = async function (itemIndex) {
	const ids = readElementGroupIds(
		readElementGroupId(this, itemIndex),
		this.getNodeParameter('moreElementGroupIds', itemIndex, ''),
	);
	const versionNumber = readModelVersion(
		this.getNodeParameter('versionNumber', itemIndex, 0),
		ids.length,
	);
	const { limit, filters } = readGetMany(this, itemIndex);
	const query = elementFilterQuery(filters);
	const { region, pacing } = readAecOptions(this, itemIndex);
	const several = ids.length > 1;
	const variables: IDataObject = several ? { elementGroupIds: ids } : { elementGroupId: ids[0] };
	if (versionNumber) variables.versionNumber = versionNumber;
	if (query) variables.filter = { query };
	const { query: text, field } = listQuery(several, versionNumber);
	const elements = await collectAecList(
		this,
		{
			query: text,
			variables,
			operation: 'Get many elements',
			region,
			pacing,
		},
		(data) => data[field] as CursorConnection<IDataObject> | undefined,
		limit,
	);
	return elements.map((element) => {
		const item = elementItem(element);
		if (several) {
			item.elementGroupId =
				((element.elementGroup as IDataObject | null | undefined)?.id as string | undefined) ??
				null;
		}
		return { json: item };
	});
};

export const tool: OperationTool = {
	description: `List the elements of a model (Element Group ID from Element Group > Get Many) with their properties; More Element Groups: up to 24 more model IDs, separated by commas, read in the same list; Version Number: one model at that version (0: the latest). Filters, all combined: Category (Walls, Doors, Floors...), Element Context (Instance or Type), Name, and Property Conditions (a property name, an operator equals, equalsCaseSensitive, notEquals, contains, startsWith, endsWith, greaterThan, greaterThanOrEqual, lessThan or lessThanOrEqual, and a value; numbers in decimal digits). ${LIMIT}. Returns per element: id, name, properties (property name → value), units (property name → unit, for those with one), and elementGroupId when several models are read.`,
	// Its items are already the compact shape the description names (properties, values, units).
	compact: wholeJson,
};
