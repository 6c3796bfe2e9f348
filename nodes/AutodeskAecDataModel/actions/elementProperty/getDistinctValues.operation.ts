import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { aecQuery } from '../../../services/aecDataModel';
import { InputRuleError } from '../../../shared/inputRules';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { wholeJson } from '../../../framework/tool';
import {
	aecOptions,
	fromModel,
	modelFields,
	readAecOptions,
	readElementGroupId,
} from '../aecFields';

const properties: INodeProperties[] = [
	...modelFields(),
	{
		displayName: 'Property Name or ID',
		name: 'propertyName',
		type: 'options',
		typeOptions: fromModel('getAecPropertyNames'),
		default: '',
		required: true,
		description:
			'The property as the model names it, from the properties of the chosen model. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	},
	aecOptions(),
];

export const description = forOperation('elementProperty', 'getDistinctValues', properties);

const QUERY = `query DistinctPropertyValues($elementGroupId: ID!, $name: String!) {
  distinctPropertyValuesInElementGroupByName(elementGroupId: $elementGroupId, name: $name) {
    results { definition { name units { name } } values { value count } }
  }
}`;

/** One item per distinct value of the property in the model, with how many elements have it. */
export const execute: OperationExecute = async function (itemIndex) {
	const elementGroupId = readElementGroupId(this, itemIndex);
	const name = String(this.getNodeParameter('propertyName', itemIndex, '')).trim();
	if (!name)
		throw new InputRuleError(
			'Property Name or ID',
			'must name a property (such as Fire Rating); got an empty name',
		);
	const { region, pacing } = readAecOptions(this, itemIndex);
	const data = await aecQuery(this, {
		query: QUERY,
		variables: { elementGroupId, name },
		operation: 'Get distinct property values',
		region,
		pacing,
	});
	const results = ((data.distinctPropertyValuesInElementGroupByName as IDataObject | null)
		?.results ?? []) as IDataObject[];
	return results.flatMap((result) => {
		const definition = (result.definition ?? {}) as IDataObject;
		const units =
			((definition.units as IDataObject | null | undefined)?.name as string | undefined) ?? null;
		return ((result.values ?? []) as IDataObject[]).map((value) => ({
			json: { property: definition.name ?? name, value: value.value, count: value.count, units },
		}));
	});
};

export const tool: OperationTool = {
	description:
		'List the distinct values of one property in a model (Element Group ID from Element Group > Get Many; Property Name or ID: the name as Property > Get Definitions gives it), most frequent first. Returns per value: property, value, count (elements that have it), units. Next: Element > Get Many with a Property Condition on a value.',
	// Its items are already the compact shape the description names (properties, values, units).
	compact: wholeJson,
};
