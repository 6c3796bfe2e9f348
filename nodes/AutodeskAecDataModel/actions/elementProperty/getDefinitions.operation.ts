import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { collectAecList } from '../../../services/aecDataModel';
import type { CursorConnection } from '../../../shared/paging/cursor';
import { forOperation, readGetMany, returnAllAndLimit } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { wholeJson } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import { aecOptions, modelFields, readAecOptions, readElementGroupId } from '../aecFields';

const properties: INodeProperties[] = [...modelFields(), ...returnAllAndLimit, aecOptions()];

export const description = forOperation('elementProperty', 'getDefinitions', properties);

const QUERY = `query PropertyDefinitionsByElementGroup($elementGroupId: ID!, $pagination: PaginationInput) {
  propertyDefinitionsByElementGroup(elementGroupId: $elementGroupId, pagination: $pagination) {
    pagination { cursor }
    results { id name specification description units { name } }
  }
}`;

/** One item per property definition of the model: its ID, name, specification and unit. */
export const execute: OperationExecute = async function (itemIndex) {
	const elementGroupId = readElementGroupId(this, itemIndex);
	const { region, pacing } = readAecOptions(this, itemIndex);
	const { limit } = readGetMany(this, itemIndex);
	const definitions = await collectAecList(
		this,
		{
			query: QUERY,
			variables: { elementGroupId },
			operation: 'Get property definitions',
			region,
			pacing,
		},
		(data) => data.propertyDefinitionsByElementGroup as CursorConnection<IDataObject> | undefined,
		limit,
	);
	return definitions.map((definition) => ({
		json: {
			id: definition.id,
			name: definition.name,
			specification: definition.specification ?? null,
			description: definition.description ?? null,
			units:
				((definition.units as IDataObject | null | undefined)?.name as string | undefined) ?? null,
		},
	}));
};

export const tool: OperationTool = {
	description: `List the property definitions of a model (Element Group ID from Element Group > Get Many): what its elements' properties are called. ${LIMIT}. Returns per property: id, name, specification, description, units. Next: Property > Get Distinct Values, or Element > Get Many with a Property Condition on a name.`,
	// Its items are already the compact shape the description names (properties, values, units).
	compact: wholeJson,
};
