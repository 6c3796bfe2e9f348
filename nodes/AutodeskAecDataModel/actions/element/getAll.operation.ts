import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { collectAecList } from '../../../services/aecDataModel';
import type { CursorConnection } from '../../../shared/paging/cursor';
import { forOperation, getManyProperties, readGetMany } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import {
	aecOptions,
	elementGroupProperty,
	pickerFields,
	readAecOptions,
	readElementGroupId,
} from '../aecFields';
import { elementFilterQuery, filterFields } from './elementFilter';
import { ELEMENT_FIELDS, elementItem } from './elementShape';

const properties: INodeProperties[] = [
	...pickerFields,
	elementGroupProperty,
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

/** One item per element of the model that meets the Filters, with its properties by name. */
export const execute: OperationExecute = async function (itemIndex) {
	const elementGroupId = readElementGroupId(this, itemIndex);
	const { limit, filters } = readGetMany(this, itemIndex);
	const query = elementFilterQuery(filters);
	const { region, pacing } = readAecOptions(this, itemIndex);
	const variables: IDataObject = { elementGroupId };
	if (query) variables.filter = { query };
	const elements = await collectAecList(
		this,
		{ query: QUERY, variables, operation: 'Get many elements', region, pacing },
		(data) => data.elementsByElementGroup as CursorConnection<IDataObject> | undefined,
		limit,
	);
	return elements.map((element) => ({ json: elementItem(element) }));
};

export const tool: OperationTool = {
	description: `List the elements of a model (Element Group ID from Element Group > Get Many) with their properties. Filters, all combined: Category (Walls, Doors, Floors...), Element Context (Instance or Type), Name, and Property Conditions (a property name, an operator equals, equalsCaseSensitive, notEquals, contains, startsWith, endsWith, greaterThan, greaterThanOrEqual, lessThan or lessThanOrEqual, and a value; numbers in decimal digits). ${LIMIT}. Returns per element: id, name, properties (property name → value), units (property name → unit, for those with one).`,
};
