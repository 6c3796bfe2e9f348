import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { collectAecList } from '../../../services/aecDataModel';
import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import type { CursorConnection } from '../../../shared/paging/cursor';
import { forOperation, readGetMany, returnAllAndLimit } from '../../../framework/fields/common';
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

/** The kinds of change the API tells (its DifferenceType). */
const CHANGES = [
	{ name: 'Added', value: 'ADDITION' },
	{ name: 'Modified', value: 'MODIFICATION' },
	{ name: 'Removed', value: 'REMOVAL' },
];

/** The property differences listed per element (more are told by moreDifferences). */
const DIFFERENCES_PAGE = 100;

const properties: INodeProperties[] = [
	...modelFields(),
	{
		displayName: 'Since Version',
		name: 'startVersion',
		type: 'number',
		typeOptions: { minValue: 1, numberPrecision: 0 },
		default: 1,
		required: true,
		description:
			'The version of the model to compare with its latest version (Element Group > Get Versions lists them)',
	},
	{
		displayName: 'Changes',
		name: 'changeTypes',
		type: 'multiOptions',
		options: CHANGES,
		default: [],
		description: 'Only elements changed so; none: every change',
	},
	...returnAllAndLimit,
	aecOptions(),
];

export const description = forOperation('elementGroup', 'getChanges', properties);

const QUERY = `query ElementGroupChanges($elementGroupId: ID!, $startVersion: Int, $changeFilter: [DifferenceType], $pagination: PaginationInput) {
  diffElementGroupByVersionWithLatest(elementGroupId: $elementGroupId, startVersion: $startVersion, changeFilter: $changeFilter, pagination: $pagination) {
    pagination { cursor }
    result {
      type
      element { id name }
      differences(pagination: { limit: ${DIFFERENCES_PAGE} }) { pagination { cursor } results { type oldItem { name value } item { name value } } }
    }
  }
}`;

function readChangeTypes(raw: unknown): string[] {
	const values = Array.isArray(raw) ? raw : [];
	const unknown = values.find((value) => !CHANGES.some((change) => change.value === value));
	if (!Array.isArray(raw) || unknown !== undefined) {
		throw new InputRuleError(
			'Changes',
			`must be some of ${CHANGES.map((change) => change.value).join(', ')}; got ${show(Array.isArray(raw) ? unknown : raw)}`,
		);
	}
	return values as string[];
}

/** The differences list, read as the pager reads a page (`result` is its list). */
function changesOf(data: IDataObject): CursorConnection<IDataObject> | undefined {
	const answer = data.diffElementGroupByVersionWithLatest as IDataObject | null | undefined;
	if (!answer) return undefined;
	return {
		results: (answer.result ?? []) as IDataObject[],
		pagination: answer.pagination as CursorConnection<IDataObject>['pagination'],
	};
}

const itemValue = (item: unknown) =>
	((item as IDataObject | null | undefined)?.value ?? null) as IDataObject[string];

/** One element's change as an item: what changed, and its property differences by name. */
function changeItem(change: IDataObject): IDataObject {
	const element = (change.element ?? {}) as IDataObject;
	const differences = (change.differences ?? {}) as IDataObject;
	const records = (differences.results ?? []) as IDataObject[];
	return {
		elementId: element.id ?? null,
		name: element.name ?? null,
		change: change.type ?? null,
		differences: records.map((record) => ({
			property: ((record.item ?? record.oldItem) as IDataObject | null | undefined)?.name ?? null,
			change: record.type ?? null,
			oldValue: itemValue(record.oldItem),
			newValue: itemValue(record.item),
		})),
		moreDifferences: Boolean((differences.pagination as IDataObject | null | undefined)?.cursor),
	};
}

/** One item per element added, modified or removed since a version of the model, to its latest. */
export const execute: OperationExecute = async function (itemIndex) {
	const elementGroupId = readElementGroupId(this, itemIndex);
	const startVersion = readVersionNumber(
		'Since Version',
		this.getNodeParameter('startVersion', itemIndex, 1),
		1,
	);
	const changeFilter = readChangeTypes(this.getNodeParameter('changeTypes', itemIndex, []));
	const { region, pacing } = readAecOptions(this, itemIndex);
	const { limit } = readGetMany(this, itemIndex);
	const variables: IDataObject = { elementGroupId, startVersion };
	if (changeFilter.length) variables.changeFilter = changeFilter;
	const changes = await collectAecList(
		this,
		{ query: QUERY, variables, operation: 'Get element group changes', region, pacing },
		changesOf,
		limit,
	);
	return changes.map((change) => ({ json: changeItem(change) }));
};

export const tool: OperationTool = {
	description: `List what changed in a model (Element Group ID from Element Group > Get Many) from a version (Since Version, a version number from Element Group > Get Versions) to its latest version: one result per element added, modified or removed (Changes: ADDITION, MODIFICATION, REMOVAL; none for all). ${LIMIT}. Returns per element: elementId, name, change, differences (property, change, oldValue, newValue; up to ${DIFFERENCES_PAGE}), moreDifferences.`,
	// Its items are already the compact shape the description names (the changes and their property differences).
	compact: wholeJson,
};
