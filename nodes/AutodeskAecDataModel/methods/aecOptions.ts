import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { aecQuery, collectAecList } from '../../services/aecDataModel';
import type { CursorConnection } from '../../shared/paging/cursor';
import { locatorValue } from '../../framework/fields/locators';

/**
 * The AEC Data Model node's value lists, read from the chosen model (element group): its category
 * names (the distinct values of its Category property) and its property names (its property
 * definitions). The fields keep any value typed or given by expression.
 */

/** The most property names a list shows (a model has some hundreds). */
const MOST_PROPERTIES = 2000;

function chosenElementGroup(context: ILoadOptionsFunctions): string {
	const value = String(locatorValue(context.getNodeParameter('elementGroupId', '')) ?? '').trim();
	if (!value || value.startsWith('=')) {
		throw new NodeOperationError(context.getNode(), 'Choose an element group first', {
			description: 'This list is read from the chosen model (Element Group).',
		});
	}
	return value;
}

const regionOf = (context: ILoadOptionsFunctions): string =>
	((context.getNodeParameter('options', {}) as IDataObject).region as string | undefined) ?? 'US';

async function getAecCategories(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const data = await aecQuery(this, {
		query: `query Categories($elementGroupId: ID!) {
  distinctPropertyValuesInElementGroupByName(elementGroupId: $elementGroupId, name: "Category") {
    results { values { value count } }
  }
}`,
		variables: { elementGroupId: chosenElementGroup(this) },
		operation: 'List categories',
		region: regionOf(this),
	});
	const results = ((data.distinctPropertyValuesInElementGroupByName as IDataObject | null)
		?.results ?? []) as IDataObject[];
	return results
		.flatMap((result) => (result.values ?? []) as IDataObject[])
		.map((value) => ({
			name: String(value.value),
			value: String(value.value),
			description: `${String(value.count)} elements`,
		}))
		.sort((a, b) => a.name.localeCompare(b.name));
}

async function getAecPropertyNames(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const definitions = await collectAecList(
		this,
		{
			query: `query PropertyNames($elementGroupId: ID!, $pagination: PaginationInput) {
  propertyDefinitionsByElementGroup(elementGroupId: $elementGroupId, pagination: $pagination) {
    pagination { cursor }
    results { name units { name } }
  }
}`,
			variables: { elementGroupId: chosenElementGroup(this) },
			operation: 'List property names',
			region: regionOf(this),
		},
		(data) => data.propertyDefinitionsByElementGroup as CursorConnection<IDataObject> | undefined,
		MOST_PROPERTIES,
	);
	const names = new Map<string, string | undefined>();
	for (const definition of definitions) {
		const name = String(definition.name ?? '');
		if (name && !names.has(name)) {
			names.set(name, (definition.units as IDataObject | null | undefined)?.name as string);
		}
	}
	return [...names]
		.map(([name, units]) => ({ name, value: name, description: units ? `In ${units}` : undefined }))
		.sort((a, b) => a.name.localeCompare(b.name));
}

export const aecLoadOptions = { getAecCategories, getAecPropertyNames };
